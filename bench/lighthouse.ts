// Lighthouse on the built app (mobile profile, simulated throttling, the system Chromium):
// performance and accessibility of every lawyer screen of the route table (domain's `routes`),
// served by the real server on a temporary SQLite file with the demo data. Each signed-in screen
// is opened as the demo lawyer it has something to show for (the owner of a task for its detail
// and applicants, a non-member for the Premium page, the lawyer with a wallet for the payout, the
// owner of a guaranteed task who has just chosen its assignee for the payment step); the
// account-state screens as a demo lawyer put in that state last. A route of the table this bench
// does not know how to open fails it, so a new screen is measured from its first day; so does a
// screen whose load ends on another path, unless that is the screen's design (`lands`).
// Targets: performance ≥ 95, accessibility 100. A score moves by several points from one run to the
// next on the same build, so each screen is loaded five times and the median run is reported, with
// the lowest and highest scores beside it (`--runs=N` for another count, `--runs=1` for a quick
// look). Under each screen: its own blocking time (the TBT of its tasks' CPU time, see ownBlocking)
// and Lighthouse's benchmark index of the machine at that moment, since on a busy machine most of
// the TBT is the time the page waited for a core. Lighthouse's 4× CPU slowdown assumes a machine of
// benchmark index 1,500 or more; below 1,000 it warns that the score suffers, and the bench prints
// that warning at the end.
//
// `--save=dir` writes each screen's median report there (`<screen>.json`, Lighthouse's own format), for
// its full breakdown (the trace's tasks, unused JavaScript, the network's critical chains), and the
// median run's trace beside it (`<screen>.trace.json`: open it in DevTools' Performance panel).
//
//   node --import tsx bench/lighthouse.ts [--no-build] [--runs=5] [--only=home,pending] [--dist=dir] [--save=dir]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import {
  type CallInput,
  type EndpointSpec,
  type ResponseOf,
  type RouteName,
  api,
  buildPath,
  consentPageSlugs,
  istanbulDay,
  routes,
} from '../packages/domain/src/index.ts';
import { buildApp } from '../packages/server/src/app.ts';
import { type DatabaseHandle, openDatabase } from '../packages/server/src/db/database.ts';
import { migrateToLatest } from '../packages/server/src/db/migrate.ts';
import { seedDemoData } from '../packages/server/src/seed/demo.ts';
import { loadReferenceData } from '../packages/server/src/seed/reference.ts';
import { expectOk } from '../packages/server/test/helpers/contract.ts';
import { userIdByTelephone } from '../packages/server/test/helpers/users.ts';
import { caglayan, caglayanTaskBody } from '../tests/helpers/task-body.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const dist = path.resolve(arg('dist') ?? path.join(root, 'packages/app/dist'));
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The demo lawyers (packages/server/src/seed/demo.ts), all with the password Demo.1234. */
const LAWYERS = {
  ayse: '05550000001', // Pro member; owns the open tasks with applicants
  mehmet: '05550000002', // not a member: sees the Premium offer
  zeynep: '05550000003',
  burak: '05550000004', // has the referral wallet; put in the account states last
} as const;
type Lawyer = keyof typeof LAWYERS;
const PASSWORD = 'Demo.1234';
/** Where the app keeps the session (packages/app/src/lib/auth-token.ts). */
const TOKEN_KEY = 'meslektas.token';

type Db = DatabaseHandle['db'];
/** A call of the contract as a demo lawyer, through the server: its answer, which must be a success. */
type Call = <E extends EndpointSpec>(as: Lawyer, endpoint: E, input: CallInput<E>) => Promise<ResponseOf<E>>;
interface Screen {
  name: RouteName;
  /** Signed out when absent. */
  as?: Lawyer;
  /** The concrete path, from the demo data (or what the lawyer does through the API first). */
  path: (db: Db, ids: Record<Lawyer, number>, call: Call) => Promise<string>;
  /** Puts the lawyer in the state the screen shows, just before it is measured. */
  before?: (db: Db, ids: Record<Lawyer, number>) => Promise<void>;
  /**
   * Where a load of the path lands when that is another screen by design, and why. Any other
   * screen must stay at its path: a redirect there means the bench measured the wrong page.
   */
  lands?: { on: RouteName; because: string };
}

const plain = (name: RouteName) => () => Promise.resolve(buildPath(name));
/** Ayşe's open task that has an application: its detail and its applicants. */
const openTaskOf = async (db: Db, ids: Record<Lawyer, number>) =>
  (
    await db
      .selectFrom('missions')
      .innerJoin('applications', 'applications.mission_id', 'missions.id')
      .select('missions.id')
      .where('missions.owner_id', '=', ids.ayse)
      .where('missions.status', '=', 0)
      .orderBy('missions.id')
      .executeTakeFirstOrThrow()
  ).id;
const setState =
  (values: {
    sms_verified_at?: string | null;
    email_verified_at?: string | null;
    status?: 'active' | 'passive';
    ban_message?: string | null;
  }) =>
  async (db: Db, ids: Record<Lawyer, number>) => {
    const now = new Date().toISOString();
    await db
      .updateTable('users')
      .set({ sms_verified_at: now, email_verified_at: now, status: 'active', ban_message: null, ...values })
      .where('id', '=', ids.burak)
      .execute();
  };

/** How each route of the table is opened; the order is the order of the table. */
const howToOpen: Record<Exclude<RouteName, 'not-found'>, Omit<Screen, 'name'>> & {
  'not-found': Omit<Screen, 'name'>;
} = {
  login: { path: plain('login') },
  register: { path: plain('register') },
  'forgot-password': { path: plain('forgot-password') },
  home: { as: 'ayse', path: plain('home') },
  'assign-task': { as: 'ayse', path: plain('assign-task') },
  'assign-task-confirm': {
    as: 'ayse',
    path: plain('assign-task-confirm'),
    lands: {
      on: 'assign-task',
      because: 'the checked form lives in the page until it is confirmed: a load starts at the form',
    },
  },
  pending: { as: 'mehmet', path: plain('pending') },
  'created-tasks': { as: 'ayse', path: plain('created-tasks') },
  'selected-tasks': { as: 'mehmet', path: plain('selected-tasks') },
  'applied-tasks': { as: 'zeynep', path: plain('applied-tasks') },
  'not-applied-tasks': { as: 'mehmet', path: plain('not-applied-tasks') },
  'completed-tasks': { as: 'ayse', path: plain('completed-tasks') },
  'cancel-task': { as: 'ayse', path: plain('cancel-task') },
  conflicts: { as: 'ayse', path: plain('conflicts') },
  'conflict-detail': {
    as: 'ayse',
    // The demo data has no dispute: one is opened on Ayşe's assigned task, with a message each.
    path: async (db, ids) => {
      const mission = await db
        .selectFrom('missions')
        .select(['id', 'user_id'])
        .where('owner_id', '=', ids.ayse)
        .where('status', '=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const at = new Date().toISOString();
      const dispute = await db
        .insertInto('disputes')
        .values({
          mission_id: mission.id,
          opener_id: ids.ayse,
          owner_id: ids.ayse,
          assignee_id: mission.user_id ?? ids.mehmet,
          status: 'open',
          result_message: null,
          created_at: at,
          resolved_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('dispute_messages')
        .values([
          {
            dispute_id: dispute.id,
            sender_id: ids.ayse,
            body: 'Görev yapılmadı, tutanak gelmedi.',
            status: 'approved',
            created_at: at,
            moderated_at: at,
          },
          {
            dispute_id: dispute.id,
            sender_id: mission.user_id ?? ids.mehmet,
            body: 'Tutanağı e-posta ile ilettim.',
            status: 'approved',
            created_at: at,
            moderated_at: at,
          },
        ])
        .execute();
      return buildPath('conflict-detail', { id: dispute.id });
    },
  },
  'how-work': { as: 'ayse', path: plain('how-work') },
  'task-rules': { as: 'ayse', path: plain('task-rules') },
  suggestion: { as: 'ayse', path: plain('suggestion') },
  invite: { as: 'burak', path: plain('invite') },
  'partnership-faq': { as: 'burak', path: plain('partnership-faq') },
  'request-payment': { as: 'burak', path: plain('request-payment') },
  'premium-account': { as: 'mehmet', path: plain('premium-account') },
  payment: { as: 'mehmet', path: () => Promise.resolve(buildPath('payment', { type: 'vip' })) },
  settings: { as: 'ayse', path: plain('settings') },
  'account-settings': { as: 'ayse', path: plain('account-settings') },
  archive: { as: 'ayse', path: plain('archive') },
  notifications: { as: 'ayse', path: plain('notifications') },
  'notice-page': {
    as: 'ayse',
    path: () => Promise.resolve(buildPath('notice-page', { slug: consentPageSlugs.terms })),
  },
  'special-notification': {
    as: 'ayse',
    path: async (db, ids) => {
      const row = await db
        .selectFrom('special_notifications')
        .select('id')
        .where((eb) => eb.or([eb('user_id', '=', ids.ayse), eb('audience', '!=', 'lawyer')]))
        .orderBy('id')
        .executeTakeFirstOrThrow();
      return buildPath('special-notification', { id: row.id });
    },
  },
  'lawyer-profile': {
    as: 'ayse',
    path: (_db, ids) => Promise.resolve(buildPath('lawyer-profile', { id: ids.mehmet })),
  },
  'detail-task': {
    as: 'ayse',
    path: async (db, ids) => buildPath('detail-task', { missionId: await openTaskOf(db, ids) }),
  },
  'desigination-task': {
    as: 'ayse',
    path: async (db, ids) => buildPath('desigination-task', { missionId: await openTaskOf(db, ids) }),
  },
  // An urgent guaranteed task of Ayşe, applied to by Mehmet and given to him: the page asks for her card.
  'guarantee-payment': {
    as: 'ayse',
    path: async (_db, ids, call) => {
      const categories = await call('ayse', api.reference.categories, {});
      const created = await call('ayse', api.missions.create, {
        body: caglayanTaskBody(categories.data, {
          planDate: istanbulDay(new Date()),
          description: 'Duruşmaya katılım, güvenceli ödemeyle.',
          fast: true,
          guaranteed: true,
        }),
      });
      if (created.status === 'false') throw new Error(`task creation failed: ${JSON.stringify(created)}`);
      const mission_id = created.missionId;
      await call('mehmet', api.missions.confirm, { body: { mission_id, message_id: 0, ...caglayan } });
      await call('ayse', api.missions.selectUser, {
        body: { mission_id, user_id: ids.mehmet, order_num: 0, bio: 0 },
      });
      return buildPath('guarantee-payment', { missionId: mission_id });
    },
  },
  'change-avatar': { as: 'ayse', path: plain('change-avatar') },
  'yetki-belgesi': { as: 'ayse', path: plain('yetki-belgesi') },
  support: { as: 'ayse', path: plain('support') },
  'update-invoice': { as: 'ayse', path: plain('update-invoice') },
  'not-found': { as: 'ayse', path: () => Promise.resolve('/boyle-bir-sayfa-yok') },
  // Last: Burak is put in each state in turn.
  'sms-verify': { as: 'burak', path: plain('sms-verify'), before: setState({ sms_verified_at: null }) },
  'email-verify': { as: 'burak', path: plain('email-verify'), before: setState({ email_verified_at: null }) },
  'account-passive': { as: 'burak', path: plain('account-passive'), before: setState({ status: 'passive' }) },
  'account-banned': {
    as: 'burak',
    path: plain('account-banned'),
    before: setState({ ban_message: 'Kurallara aykırı davranış.' }),
  },
};
const stateScreens: RouteName[] = ['sms-verify', 'email-verify', 'account-passive', 'account-banned'];
const screens: Screen[] = [
  ...(Object.keys(routes) as RouteName[]).filter((n) => !stateScreens.includes(n)),
  ...stateScreens,
].map((name) => {
  const how = (howToOpen as Partial<Record<RouteName, Omit<Screen, 'name'>>>)[name];
  if (!how) throw new Error(`bench/lighthouse.ts does not know how to open the route '${name}'`);
  return { name, ...how };
});

/** One run's report. */
type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Trace = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['artifacts']['Trace'];

/**
 * Total blocking time counted on the page's own work: Lighthouse's TBT takes each task's wall-clock
 * length (times its 4× CPU slowdown), which on a shared machine includes the time the page's main
 * thread waited for a core; this takes each task's CPU time instead (the trace's thread time), from
 * the first contentful paint to the end of the trace, with the same 4× and 50 ms. It tells what the
 * page costs apart from what the machine's load added (the benchmark index shows the load).
 */
function ownBlocking(lhr: LighthouseResult, trace: Trace): number {
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
    ?.items?.[0];
  const fcp = metrics?.observedFirstContentfulPaintTs;
  if (fcp === undefined) return 0;
  type Event = {
    name: string;
    ph: string;
    pid: number;
    tid: number;
    ts: number;
    tdur?: number;
    args?: { name?: string };
  };
  const events = trace.traceEvents as unknown as Event[];
  const rendererMains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // The page's renderer is the one whose main thread did the most.
  const counts = new Map<string, number>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (rendererMains.has(thread)) counts.set(thread, (counts.get(thread) ?? 0) + 1);
  }
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  return events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && `${e.pid}:${e.tid}` === main && e.ts >= fcp)
    .reduce((sum, e) => sum + Math.max(0, ((e.tdur ?? 0) * 4) / 1000 - 50), 0);
}

const runs = Math.max(1, Number(arg('runs') ?? 5) || 5);
const only = arg('only')?.split(',');
const saveDir = arg('save');

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) {
    execFileSync('pnpm', ['--filter', '@meslektas/app', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meslektas-lighthouse-'));
  const database = openDatabase({ sqlitePath: path.join(dir, 'app.db') });
  await migrateToLatest(database.db);
  await loadReferenceData(database.db);
  await seedDemoData(database.db, new Date());
  const app = await buildApp({ config: { staticDir: dist, seedDemo: true }, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const tokens = {} as Record<Lawyer, string>;
  const ids = {} as Record<Lawyer, number>;
  for (const [who, telephone] of Object.entries(LAWYERS) as [Lawyer, string][]) {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { telephone, password: PASSWORD },
    });
    tokens[who] = login.json<{ token: string }>().token;
    ids[who] = await userIdByTelephone(database.db, telephone);
  }

  const call: Call = (as, endpoint, input) => expectOk(app, endpoint, input, tokens[as]);

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows: string[] = [];
  const failedRuns: string[] = [];
  const warnings = new Set<string>();
  let failed = false;
  try {
    // The signed-in screens need the token in the page's storage before Lighthouse loads them.
    // Lighthouse loads every screen in this one tab. Left to itself it would open a tab of its own for
    // each run, beside this one; then about one run in 15 came back without the navigation's start in
    // its trace (NO_NAVSTART: Chromium's tracing had not yet reached the renderer the new tab's
    // navigation started in). In the one tab it was 3 runs in 200, which are run again.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    for (const screen of screens) {
      if (only && !only.includes(screen.name)) continue;
      await screen.before?.(database.db, ids);
      const screenPath = await screen.path(database.db, ids, call);
      // The token is set in the origin's storage, so the tab is on the origin first.
      if (!page.url().startsWith(origin)) await page.goto(`${origin}${routes.login.path}`);
      await page.evaluate(
        (key, value) => (value ? localStorage.setItem(key, value) : localStorage.removeItem(key)),
        TOKEN_KEY,
        screen.as ? tokens[screen.as] : '',
      );
      const results: LighthouseResult[] = [];
      const traces = new Map<LighthouseResult, unknown>();
      const owns = new Map<LighthouseResult, number>();
      // A run Lighthouse could not finish is reported and run again, up to as many times as asked for.
      for (let run = 0, attempts = 0; run < runs && attempts < 2 * runs; attempts++) {
        // Every run is a first visit: the service worker the last run installed, and the files it
        // cached, would otherwise answer this one (Lighthouse keeps them with the storage it keeps).
        await cdp.send('Storage.clearDataForOrigin', {
          origin,
          storageTypes: 'service_workers,cache_storage',
        });
        const result = await lighthouse(
          `${origin}${screenPath}`,
          {
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            // Keeps the token set above; Lighthouse still clears the HTTP cache.
            disableStorageReset: true,
          },
          undefined,
          page,
        );
        // A run Lighthouse could not finish (no first paint within its limit on a loaded machine)
        // scores 0; it is reported and left out of the median rather than counted as the page's.
        if (result?.lhr.runtimeError) failedRuns.push(`${screen.name}: ${result.lhr.runtimeError.code}`);
        else if (result) {
          run++;
          results.push(result.lhr);
          for (const warning of result.lhr.runWarnings) warnings.add(String(warning));
          owns.set(result.lhr, ownBlocking(result.lhr, result.artifacts.Trace));
          if (saveDir) traces.set(result.lhr, result.artifacts.Trace);
        }
      }
      const scoreOf = (lhr: LighthouseResult) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
      results.sort((a, b) => scoreOf(a) - scoreOf(b));
      const median = results[Math.floor((results.length - 1) / 2)];
      if (saveDir && median) {
        fs.mkdirSync(saveDir, { recursive: true });
        fs.writeFileSync(path.join(saveDir, `${screen.name}.json`), JSON.stringify(median));
        fs.writeFileSync(path.join(saveDir, `${screen.name}.trace.json`), JSON.stringify(traces.get(median)));
      }
      const categories = median?.categories;
      const performance = Math.round((categories?.performance?.score ?? 0) * 100);
      const accessibility = Math.round((categories?.accessibility?.score ?? 0) * 100);
      const spread =
        runs > 1 && results.length ? ` (${scoreOf(results[0]!)}–${scoreOf(results.at(-1)!)})` : '';
      const audits = median?.audits ?? {};
      const metric = (id: string) => audits[id]?.displayValue ?? '';
      if (performance < 95 || accessibility < 100) failed = true;
      // The screen measured is the one the run ended on: a redirect elsewhere is the wrong page.
      const landed = median ? new URL(median.finalDisplayedUrl).pathname : screenPath;
      const expected = screen.lands ? buildPath(screen.lands.on) : screenPath;
      const landing =
        landed === screenPath
          ? ''
          : `, lands on ${landed}${screen.lands && landed === expected ? `: ${screen.lands.because}` : ''}`;
      if (landed !== expected) failed = true;
      const sorted = (values: number[]) => values.sort((a, b) => a - b);
      const own = sorted(results.map((r) => owns.get(r) ?? 0));
      const index = sorted(results.map((r) => r.environment.benchmarkIndex));
      const mid = (values: number[]) => Math.round(values[Math.floor((values.length - 1) / 2)] ?? 0);
      rows.push(
        `${screen.name.padEnd(21)} ${screenPath.padEnd(26)} ${(String(performance) + spread).padStart(11)} ${String(accessibility).padStart(13)}   ` +
          `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}${landing}`,
      );
      if (landed !== expected)
        rows.push(`                      expected to stay on ${expected}: not this screen`);
      rows.push(
        `                      own blocking ${mid(own)} ms (${Math.round(own[0] ?? 0)}–${Math.round(own.at(-1) ?? 0)}), benchmark index ${mid(index)} (${Math.round(index[0] ?? 0)}–${Math.round(index.at(-1) ?? 0)})`,
      );
      if (performance < 95) {
        // What blocked the main thread and what moved, so a low score says where to look.
        type Items = { details?: { items?: Record<string, unknown>[] } };
        const items = (id: string) => ((audits[id] as Items | undefined)?.details?.items ?? []).slice(0, 5);
        const short = (url: unknown) => String(url ?? '').replace(origin, '') || '(page)';
        for (const t of items('long-tasks')) {
          rows.push(
            `                      long task ${Math.round(Number(t.duration))} ms at ${Math.round(Number(t.startTime))} ms: ${short(t.url)}`,
          );
        }
        const work = items('mainthread-work-breakdown')
          .map((w) => `${String(w.groupLabel)} ${Math.round(Number(w.duration))} ms`)
          .join(', ');
        rows.push(`                      main thread: ${work}`);
        for (const shift of items('layout-shifts')) {
          const node = shift.node as { snippet?: string } | undefined;
          rows.push(
            `                      layout shift ${Number(shift.score).toFixed(3)}: ${node?.snippet ?? ''}`,
          );
        }
      }
      if (accessibility < 100) {
        const failing = Object.values(audits).filter((a) => a.score === 0 && a.scoreDisplayMode === 'binary');
        rows.push(
          `                      accessibility audits failing: ${failing.map((a) => a.id).join(', ')}`,
        );
        // The elements each failing audit names, so the fix starts from the right component.
        type Nodes = { details?: { items?: { node?: { snippet?: string } }[] } };
        for (const audit of failing) {
          for (const item of ((audit as Nodes).details?.items ?? []).slice(0, 5)) {
            rows.push(`                        ${audit.id}: ${item.node?.snippet?.slice(0, 160) ?? ''}`);
          }
        }
      }
    }
    await browser.disconnect();
  } finally {
    chrome.kill();
    await app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log('');
  console.log('Lighthouse, mobile profile (simulated throttling), system Chromium');
  console.log(
    `${'screen'.padEnd(21)} ${'path'.padEnd(26)} performance  accessibility${runs > 1 ? `   (median of ${runs} runs; lowest–highest)` : ''}`,
  );
  for (const row of rows) console.log(row);
  if (failedRuns.length)
    console.log(`\nRuns Lighthouse could not finish (run again): ${failedRuns.join(', ')}`);
  // Lighthouse's own, e.g. that the machine's CPU is slower than its 4× slowdown assumes.
  for (const warning of warnings) console.log(`\nLighthouse: ${warning}`);
  console.log('');
  console.log(failed ? 'Below target (performance ≥ 95, accessibility 100).' : 'All screens on target.');
  if (failed) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
