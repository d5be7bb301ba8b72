/**
 * Records the sidebar's two short videos (packages/app/public/videos): how the product works, by
 * day (before 20:00) and by night, as slides drawn on a canvas in the system Chromium and recorded
 * with MediaRecorder (WebM, VP8). Run after the slides change, and commit the files:
 * `node --import tsx packages/server/scripts/sidebar-videos.ts`. An operator may point the
 * constants video_gunduz_adres and video_gece_adres at other videos.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { repoRoot } from '../src/config.ts';

const tokens = fs.readFileSync(path.join(repoRoot, 'packages/ui/src/styles/index.css'), 'utf8');
const brand = /--color-brand-600:\s*(#[0-9a-f]{6})/i.exec(tokens)?.[1];
if (!brand) throw new Error('--color-brand-600 is missing from the design tokens');

const videos: { file: string; background: string; slides: [string, string][] }[] = [
  {
    file: 'nasil-calisir-gunduz.webm',
    background: brand,
    slides: [
      ['Meslektaş nasıl çalışır?', 'Adliye işlerinizi meslektaşlarınıza devredin'],
      ['1. Görev oluşturun', 'Adliye, kategori, bütçe ve tarih seçin'],
      ['2. Başvurular gelsin', 'O adliyedeki meslektaşlarınız 15 dakika içinde başvurur'],
      ['3. Birini seçin', 'Arayın ya da WhatsApp ile yazın'],
      ['4. Tamamlayın ve puanlayın', 'İki taraf birbirini değerlendirir'],
    ],
  },
  {
    file: 'nasil-calisir-gece.webm',
    background: '#1e293b',
    slides: [
      ['Yarının duruşmaları için', 'görevinizi bu akşamdan oluşturun'],
      ['Sabah adliyeye girenler', 'başvurularını hemen yapar'],
      ['Atamayı siz yaparsınız', 'bildirimlerle her adımı takip edin'],
    ],
  },
];

/** Runs in the page: draws the slides on a canvas while MediaRecorder records it; answers base64. */
const record = `async ({ background, slides, slideMs }) => {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  document.body.append(canvas);
  const ctx = canvas.getContext('2d');
  const draw = (title, text, progress) => {
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, 640, 360);
    ctx.globalAlpha = Math.min(1, progress * 4);
    ctx.fillStyle = '#ffffff';
    ctx.textAlign = 'center';
    ctx.font = 'bold 36px sans-serif';
    ctx.fillText(title, 320, 160);
    ctx.font = '22px sans-serif';
    ctx.fillText(text, 320, 210);
    ctx.globalAlpha = 1;
    ctx.fillStyle = 'rgba(255,255,255,0.35)';
    ctx.fillRect(0, 352, 640 * progress, 8);
  };
  const recorder = new MediaRecorder(canvas.captureStream(25), {
    mimeType: 'video/webm;codecs=vp8',
    videoBitsPerSecond: 250000,
  });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const started = performance.now();
  const total = slides.length * slideMs;
  await new Promise((resolve) => {
    const frame = () => {
      const elapsed = performance.now() - started;
      if (elapsed >= total) return resolve();
      const index = Math.floor(elapsed / slideMs);
      const [title, text] = slides[index];
      draw(title, text, (elapsed - index * slideMs) / slideMs);
      requestAnimationFrame(frame);
    };
    frame();
  });
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  canvas.remove();
  return btoa(binary);
}`;

const SLIDE_MS = 2500;
const out = path.join(repoRoot, 'packages/app/public/videos');
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
try {
  const page = await browser.newPage();
  for (const video of videos) {
    // Sent as text: tsx would wrap named functions in a helper the page does not have.
    const base64 = (await page.evaluate(
      `(${record})(${JSON.stringify({ background: video.background, slides: video.slides, slideMs: SLIDE_MS })})`,
    )) as string;
    const file = path.join(out, video.file);
    fs.writeFileSync(file, Buffer.from(base64, 'base64'));
    console.log(`${file}: ${fs.statSync(file).size} bytes`);
  }
} finally {
  await browser.close();
}
