/**
 * Draws the app's home-screen icons (packages/app/public/icons) in the brand colour of the design
 * tokens. Run once after the mark or the colour changes, and commit the PNGs:
 * `node --import tsx packages/server/scripts/app-icons.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { repoRoot } from '../src/config.ts';

const tokens = fs.readFileSync(path.join(repoRoot, 'packages/ui/src/styles/index.css'), 'utf8');
const brand = /--color-brand-600:\s*(#[0-9a-f]{6})/i.exec(tokens)?.[1];
if (!brand) throw new Error('--color-brand-600 is missing from the design tokens');

/**
 * An "M" drawn as strokes on a 100×100 grid. `inset` keeps it inside the maskable safe zone (the
 * centre circle of 80% that every launcher mask leaves visible).
 */
function svg(size: number, { rounded, inset }: { rounded: boolean; inset: number }): string {
  const radius = rounded ? 22 : 0;
  const s = (100 - 2 * inset) / 100;
  const at = (x: number, y: number) => `${inset + x * s},${inset + y * s}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="${radius}" fill="${brand}"/>
  <path d="M${at(24, 72)} L${at(24, 30)} L${at(50, 56)} L${at(76, 30)} L${at(76, 72)}"
    fill="none" stroke="#ffffff" stroke-width="${10 * s}" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;
}

const out = path.join(repoRoot, 'packages/app/public/icons');
fs.mkdirSync(out, { recursive: true });
const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, inset: 0 },
  { file: 'icon-512.png', size: 512, rounded: true, inset: 0 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, inset: 12 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, inset: 6 },
];
for (const icon of icons) {
  await sharp(Buffer.from(svg(icon.size, icon)))
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, icon.file));
  console.log(`${icon.file} (${icon.size}px)`);
}
