import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page, expect, test } from '@playwright/test';

type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs'; tags?: string[] };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const index = JSON.parse(fs.readFileSync(path.join(root, 'storybook-static/index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};

// Every story of the built catalogue; docs pages and stories that depend on the real clock
// (tagged 'skip-visual') are left out. VISUAL_STORIES (comma-separated baseline-name prefixes,
// e.g. `hesap-giris-formu--`) keeps only the stories whose baselines start with one of them.
const only = (process.env.VISUAL_STORIES ?? '')
  .split(',')
  .map((prefix) => prefix.trim())
  .filter(Boolean);
const stories = Object.values(index.entries).filter(
  (e) =>
    e.type === 'story' &&
    !(e.tags ?? []).includes('skip-visual') &&
    (only.length === 0 || only.some((prefix) => fileSafe(e.id).startsWith(prefix))),
);

const widths = [360, 1280] as const;

/** Baseline file names in ASCII, so they survive every file system and archive tool. */
function fileSafe(id: string): string {
  const map: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' };
  return id
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşü]/g, (c) => map[c] ?? c)
    .replace(/[^a-z0-9-]+/g, '-');
}

type PreviewWindow = {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
};

/**
 * One page per worker: the first story loads iframe.html, later ones are switched through
 * Storybook's channel, which saves re-evaluating the whole bundle for every story.
 */
const it = test.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        locale: 'tr-TR',
        timezoneId: 'Europe/Istanbul',
        reducedMotion: 'reduce',
        viewport: { width: widths[0], height: 800 },
      });
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Shows a story and waits until it has rendered and its play function has finished. */
async function showStory(page: Page, id: string) {
  await page.setViewportSize({ width: widths[0], height: 800 });
  const loaded = await page.evaluate(() => !!(window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__);
  if (loaded) {
    await page.evaluate(
      (storyId) =>
        (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__!.emit('setCurrentStory', {
          storyId,
          viewMode: 'story',
        }),
      id,
    );
  } else {
    await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  }
  try {
    await waitForRender(page, id, loaded ? 10_000 : 20_000);
  } catch (error) {
    if (!loaded) throw error;
    // A story that left the preview in a bad state: start over with a clean page load.
    await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
    await waitForRender(page, id, 20_000);
  }
  await page.evaluate(() => document.fonts.ready);
}

async function waitForRender(page: Page, id: string, timeout: number) {
  await page.waitForFunction(
    (storyId) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return (
        render?.id === storyId &&
        (render.phase === 'finished' || render.phase === 'errored' || render.phase === 'aborted')
      );
    },
    id,
    { timeout },
  );
}

test('the catalogue has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  it(`${story.title} / ${story.name}`, async ({ storyPage: page }) => {
    await showStory(page, story.id);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page).toHaveScreenshot(`${fileSafe(story.id)}-${width}.png`, { fullPage: true });
    }
  });
}
