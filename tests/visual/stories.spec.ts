import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page, expect, test } from '@playwright/test';

type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs'; tags?: string[] };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const index = JSON.parse(fs.readFileSync(path.join(root, 'storybook-static/index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};

// Every story of the built catalogue (docs pages aside) is rendered once: its play function must
// pass, axe must find no violation (the a11y addon's check, `a11y.test` of preview.tsx), and then
// it is compared with its screenshots. Stories that depend on the real clock (tagged
// 'skip-visual') are checked but not photographed. VISUAL_STORIES (comma-separated baseline-name
// prefixes, e.g. `hesap-giris-formu--`) keeps only the stories whose baselines start with one.
const only = (process.env.VISUAL_STORIES ?? '')
  .split(',')
  .map((prefix) => prefix.trim())
  .filter(Boolean);
const stories = Object.values(index.entries).filter(
  (e) =>
    e.type === 'story' && (only.length === 0 || only.some((prefix) => fileSafe(e.id).startsWith(prefix))),
);

const widths = [360, 1280] as const;

/**
 * The size a story's play function runs at: the viewport its globals name (preview.tsx's phone
 * and desktop), otherwise a desktop browser's default window.
 */
const playViewports: Record<string, { width: number; height: number }> = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
};
const defaultPlayViewport = { width: 1280, height: 720 };

/** Baseline file names in ASCII, so they survive every file system and archive tool. */
function fileSafe(id: string): string {
  const map: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' };
  return id
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşü]/g, (c) => map[c] ?? c)
    .replace(/[^a-z0-9-]+/g, '-');
}

type PreviewWindow = {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string };
    storyStoreValue?: {
      loadStory: (input: {
        storyId: string;
      }) => Promise<{ storyGlobals?: { viewport?: { value?: string } } }>;
    };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
  __storyOutcomes?: Record<string, StoryOutcome>;
  __storyProblems?: string[];
};

/** How a story's render ended, as the preview reports it (STORY_FINISHED and the error events). */
type StoryOutcome = { status: 'success' | 'error'; problems: string[] };

/**
 * Runs in every page before the preview: listens on Storybook's channel as soon as the preview
 * installs it, and keeps each story's outcome (play function exceptions, unhandled errors while
 * playing, failed reports such as axe's) under its id.
 */
function listenForOutcomes() {
  type Listener = (payload: unknown) => void;
  type Channel = { on: (event: string, listener: Listener) => void };
  const w = window as unknown as PreviewWindow & Record<string, unknown>;
  w.__storyOutcomes = {};
  w.__storyProblems = [];
  const text = (error: unknown) =>
    error && typeof error === 'object' && 'message' in error ? String(error.message) : String(error);
  let installed: unknown;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => installed,
    set: (channel: Channel) => {
      installed = channel;
      channel.on('playFunctionThrewException', (error) => w.__storyProblems!.push(`play: ${text(error)}`));
      channel.on('unhandledErrorsWhilePlaying', (errors) =>
        w.__storyProblems!.push(...(errors as unknown[]).map((e) => `unhandled: ${text(e)}`)),
      );
      channel.on('storyFinished', (payload) => {
        const { storyId, status, reporters } = payload as {
          storyId: string;
          status: 'success' | 'error';
          reporters: { type: string; status: string; result?: unknown }[];
        };
        const problems = [...w.__storyProblems!];
        w.__storyProblems = [];
        for (const report of reporters.filter((r) => r.status === 'failed')) {
          const result = report.result as
            { violations?: { id: string; nodes: { target: unknown }[] }[]; error?: unknown } | undefined;
          if (result?.violations?.length) {
            for (const v of result.violations)
              problems.push(
                `${report.type}: ${v.id} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
              );
          } else problems.push(`${report.type}: ${text(result?.error ?? 'failed')}`);
        }
        w.__storyOutcomes![storyId] = { status, problems };
      });
    },
  });
}

/**
 * The browser's own "fill out this field" bubble is its chrome, not ours, and it comes and goes
 * with timing and resizes; cancelling `invalid` keeps it out of the screenshots. Plays still see
 * the field invalid and the submit stopped.
 */
function quietValidationBubbles() {
  window.addEventListener('invalid', (event) => event.preventDefault(), true);
}

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
        viewport: defaultPlayViewport,
      });
      await context.addInitScript(listenForOutcomes);
      await context.addInitScript(quietValidationBubbles);
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function playViewportOf(page: Page, id: string) {
  const name = await page.evaluate(async (storyId) => {
    const store = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue;
    return (await store?.loadStory({ storyId }))?.storyGlobals?.viewport?.value;
  }, id);
  return (name && playViewports[name]) || defaultPlayViewport;
}

const storyUrl = (id: string) => `/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`;

/** Loads the preview afresh on a story (the first of a worker, or after a story that misbehaved). */
async function loadFresh(page: Page, id: string): Promise<StoryOutcome> {
  await page.goto(storyUrl(id));
  const viewport = await playViewportOf(page, id);
  if (viewport.width !== page.viewportSize()?.width) {
    // The story played at the wrong size: play it again at its own.
    await page.setViewportSize(viewport);
    await page.goto(storyUrl(id));
  }
  return waitForOutcome(page, id, 20_000);
}

/** Shows a story and waits until it has rendered, its play function and checks have finished. */
async function showStory(page: Page, id: string): Promise<StoryOutcome> {
  const loaded = await page.evaluate(() => !!(window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__);
  let outcome: StoryOutcome;
  if (!loaded) outcome = await loadFresh(page, id);
  else {
    await page.setViewportSize(await playViewportOf(page, id));
    await page.evaluate((storyId) => {
      const w = window as PreviewWindow;
      delete w.__storyOutcomes![storyId];
      w.__storyProblems = [];
      // Each story starts at the top, as on a fresh load, whatever the one before scrolled to.
      window.scrollTo(0, 0);
      w.__STORYBOOK_ADDONS_CHANNEL__!.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
    try {
      outcome = await waitForOutcome(page, id, 10_000);
    } catch {
      outcome = { status: 'error', problems: ['timed out'] };
    }
    // A story switched in place can inherit state from the one before it (spies, timers, a stuck
    // portal); before calling it failed, it is played once more on a clean page load.
    if (outcome.problems.length > 0 || outcome.status !== 'success') outcome = await loadFresh(page, id);
  }
  await page.evaluate(() => document.fonts.ready);
  return outcome;
}

async function waitForOutcome(page: Page, id: string, timeout: number): Promise<StoryOutcome> {
  const handle = await page.waitForFunction(
    (storyId) => (window as PreviewWindow).__storyOutcomes?.[storyId],
    id,
    {
      timeout,
    },
  );
  return (await handle.jsonValue()) as StoryOutcome;
}

test('the catalogue has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  it(`${story.title} / ${story.name}`, async ({ storyPage: page }) => {
    const outcome = await showStory(page, story.id);
    expect(outcome.problems, 'play function, errors while playing and axe').toEqual([]);
    expect(outcome.status).toBe('success');
    if ((story.tags ?? []).includes('skip-visual')) return;
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page).toHaveScreenshot(`${fileSafe(story.id)}-${width}.png`, { fullPage: true });
    }
  });
}
