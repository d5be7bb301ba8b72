import {
  MissionStatus,
  type PendingMission,
  type PendingMissionsData,
  applicationSecondsLeft,
  applicationWindowCutoff,
  applicationWindowStart,
  istanbulDay,
  permissionMessages,
  waveAccess,
} from '@meslektas/domain';
import type { CompiledQuery, Kysely } from 'kysely';
import { compiledOnce, fillTemplate, templateValue } from '../../db/compiled.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { constantTextsReader } from '../constants.ts';
import { type MissionRecord, missionQuery, offeredTo } from './queries.ts';
import { rowBase, showActionsFor } from './rows.ts';
import { presentCourthouse } from '../presence/presence.ts';

/** How many rows the pending list returns at most; the window keeps it short anyway. */
export const PENDING_LIMIT = 100;

const pendingTexts = {
  info: 'Hizmet verdiğiniz adliyelerde açılan ve başvuru süresi devam eden görevler aşağıdadır.',
  empty: 'Şu an başvuru bekleyen görev bulunmuyor.',
  minutesBox: 'Dakika',
  secondsBox: 'Saniye',
} as const;

export type PendingListData = PendingMissionsData;

const answerRows = compiledOnce<null, { text: string }>((db) =>
  db.selectFrom('mission_answers').select('text').orderBy('sort_order').orderBy('id'),
);

/** The predefined answers in the order the apply modal lists them; message_id indexes this list. */
export async function answerTexts(db: Kysely<Database>): Promise<string[]> {
  return (await answerRows(db, null)).map((r) => r.text);
}

const pendingConstantTexts = constantTextsReader(['bekleyen_gorev_bilgi', 'bekleyen_gorev_yok']);

const courthouseRows = compiledOnce<{ userId: number }, { adliye_id: number }>((db, value) =>
  db
    .selectFrom('user_courthouses')
    .select('adliye_id')
    .where(
      'user_id',
      '=',
      value((p) => p.userId),
    ),
);

/**
 * A pending row: the fields of toMissionRow, except that the status is the countdown, plus the
 * pending list's own.
 */
function toPendingMission(
  m: MissionRecord,
  viewerId: number,
  now: Date,
  confirm: PendingMission['confirm'],
  reachDistanceM: number | null,
  presentAt: number | null,
): PendingMission {
  const seconds = applicationSecondsLeft(
    applicationWindowStart({ createdAt: m.created_at, windowStartedAt: m.window_started_at }),
    now,
  );
  const wave = waveAccess(
    { opensToAllAt: m.opens_to_all_at },
    presentAt !== null && presentAt === m.adliye_id,
    now,
  );
  return {
    ...rowBase(m, viewerId, now),
    // The two countdown boxes, red for the minutes and orange for the seconds of the same window,
    // while the window runs; an urgent task listed after it has no window left to count.
    status:
      seconds > 0
        ? [
            { text: pendingTexts.minutesBox, colorName: 'danger', seconds, part: 'minutes' },
            { text: pendingTexts.secondsBox, colorName: 'warning', seconds, part: 'seconds' },
          ]
        : [],
    showActions: showActionsFor(m, viewerId),
    address: m.address ?? m.address_name,
    latitude: m.latitude,
    longitude: m.longitude,
    createdAt: m.created_at,
    verification_image: m.owner_verification_image,
    userAvatar: m.owner_avatar,
    confirm,
    applied: Number(m.viewer_applied) > 0,
    windowStartedAt: m.window_started_at,
    reachDistanceM,
    ...(wave.open ? (wave.priority ? { priority: true } : {}) : { opensIn: wave.secondsLeft }),
  };
}

/**
 * Tasks open to this lawyer (spec §7.1: "pending or applied"): at the courthouses he serves (or,
 * without a courthouse, in his bar), not his own, not of a category he excluded, and inside the
 * 15-minute window, or urgent and unassigned for today. Those he already applied to stay listed,
 * marked as applied.
 */
async function pendingMissions(
  db: Kysely<Database>,
  user: UserRow,
  courthouses: number[],
  now: Date,
): Promise<MissionRecord[]> {
  const [inWindow, urgent] = await Promise.all(
    compiledPendingQueries(db, user, courthouses, now).map(async (q) => (await db.executeQuery(q)).rows),
  );
  const byId = new Map<number, MissionRecord>();
  for (const m of [...(urgent ?? []), ...(inWindow ?? [])]) byId.set(m.id, m);
  return (
    [...byId.values()]
      // ISO times in one format sort as their characters do (localeCompare would ask the collator).
      .sort(
        (a, b) => b.fast - a.fast || (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0),
      )
      .slice(0, PENDING_LIMIT)
  );
}

/** What the two pending queries depend on, besides the constants. */
interface PendingParameters {
  viewerId: number;
  baroId: number;
  courthouses: number[];
  /** Tasks whose window started after this instant are still inside it. */
  cutoff: string;
  /** Istanbul's day: urgent tasks for today or later. */
  today: string;
}

function pendingParameters(user: UserRow, courthouses: number[], now: Date): PendingParameters {
  return {
    viewerId: user.id,
    baroId: user.baro_id ?? -1,
    courthouses,
    cutoff: applicationWindowCutoff(now).toISOString(),
    today: istanbulDay(now),
  };
}

/**
 * Two index-friendly queries instead of one OR: tasks still inside their window (by when it started:
 * at creation, or a fallback's fresh one; `missions_window_started_idx`), and urgent tasks for today
 * (by day). Exported so the benchmark can print their query plans.
 */
export function pendingQueries(db: Kysely<Database>, user: UserRow, courthouses: number[], now: Date) {
  return buildPendingQueries(db, pendingParameters(user, courthouses, now));
}

function buildPendingQueries(db: Kysely<Database>, p: PendingParameters) {
  const base = ({ reach = false } = {}) =>
    missionQuery(db, p.viewerId)
      .where('m.status', '=', MissionStatus.open)
      .where('m.owner_id', '!=', p.viewerId)
      .where((eb) => offeredTo(eb, p, { widened: reach }))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('user_excluded_categories as x')
              .select('x.user_id')
              .where('x.user_id', '=', p.viewerId)
              .whereRef('x.category_id', '=', 'm.category_id'),
          ),
        ),
      )
      .orderBy('m.created_at', 'desc')
      .limit(PENDING_LIMIT);
  return [
    // Inside the window: new, or reopened by a fallback, at his courthouses or widened to one of them.
    base({ reach: true }).where('m.window_started_at', '>', p.cutoff),
    base().where('m.fast', '=', 1).where('m.plan_date', '>=', p.today),
  ] as const;
}

/**
 * The two queries' SQL by number of courthouses (the only thing that changes their shape), compiled
 * once per database: building and compiling them cost more than SQLite takes to run them.
 */
const compiledByDatabase = new WeakMap<
  Kysely<Database>,
  Map<number, readonly CompiledQuery<MissionRecord>[]>
>();

/** The two pending queries compiled: the same SQL and values as `pendingQueries(…)` compiles to. */
export function compiledPendingQueries(
  db: Kysely<Database>,
  user: UserRow,
  courthouses: number[],
  now: Date,
): CompiledQuery<MissionRecord>[] {
  const p = pendingParameters(user, courthouses, now);
  let byCount = compiledByDatabase.get(db);
  if (!byCount) compiledByDatabase.set(db, (byCount = new Map()));
  let templates = byCount.get(p.courthouses.length);
  if (!templates) {
    const value = templateValue<PendingParameters>;
    templates = buildPendingQueries(db, {
      viewerId: value((q) => q.viewerId),
      baroId: value((q) => q.baroId),
      courthouses: p.courthouses.map((_, i) => value((q) => q.courthouses[i])),
      cutoff: value((q) => q.cutoff),
      today: value((q) => q.today),
    }).map((q) => q.compile());
    byCount.set(p.courthouses.length, templates);
  }
  return templates.map((t) => fillTemplate(t, p));
}

/**
 * For widened tasks offered to the lawyer through a courthouse he serves other than theirs: the
 * nearest such courthouse's distance from the task's (metres), by task.
 */
export async function reachDistances(
  db: Kysely<Database>,
  missions: MissionRecord[],
  courthouses: number[],
): Promise<Map<number, number>> {
  const widened = missions
    .filter((m) => m.widened_km !== null && (m.adliye_id === null || !courthouses.includes(m.adliye_id)))
    .map((m) => m.id);
  if (widened.length === 0 || courthouses.length === 0) return new Map();
  const rows = await db
    .selectFrom('mission_reach')
    .select(['mission_id', (eb) => eb.fn.min<number>('distance_m').as('distance_m')])
    .where('mission_id', 'in', widened)
    .where('adliye_id', 'in', courthouses)
    .groupBy('mission_id')
    .execute();
  return new Map(rows.map((r) => [r.mission_id, Number(r.distance_m)]));
}

export async function pendingList(db: Kysely<Database>, user: UserRow, now: Date): Promise<PendingListData> {
  const texts = await pendingConstantTexts(db);
  const infoText = texts.get('bekleyen_gorev_bilgi') ?? pendingTexts.info;
  if (user.mission_status !== 1) {
    return { infoText, noMissionText: permissionMessages.missionStatusClosed, data: [] };
  }
  const courthouses = (await courthouseRows(db, { userId: user.id })).map((r) => r.adliye_id);
  const [missions, questions, presentAt] = await Promise.all([
    pendingMissions(db, user, courthouses, now),
    answerTexts(db),
    presentCourthouse(db, user.id, now),
  ]);
  const reach = await reachDistances(db, missions, courthouses);
  return {
    infoText,
    // Without a courthouse nothing would be notified: the text says what to do, not what to expect.
    noMissionText:
      courthouses.length === 0
        ? permissionMessages.noCourthouse
        : (texts.get('bekleyen_gorev_yok') ?? pendingTexts.empty),
    data: missions.map((m) =>
      toPendingMission(m, user.id, now, { questions }, reach.get(m.id) ?? null, presentAt),
    ),
  };
}
