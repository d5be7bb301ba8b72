import {
  APPLICATION_WINDOW_MS,
  BUDGET_SUGGESTION_DAYS,
  type FallbackKind,
  type FallbackOptionsData,
  MissionStatus,
  type MissionStatusCode,
  type RaiseBudgetRequest,
  type ReachTarget,
  fallbackDue,
  fallbackMessages,
  fallbackOptions,
  kurusToTl,
  medianBudget,
  raisedBudgetError,
  tlToKurus,
  widenTargets,
  windowEnd,
} from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { readTuning } from '../constants.ts';
import type { Db, ServiceDeps } from '../deps.ts';
import { enqueueMissionDelivery, enqueueWindowEnd } from '../notifications/delivery-queue.ts';
import { taskStepEvents } from '../notifications/notify.ts';
import { fallbackTaskOf } from './window-end.ts';

type FallbackDeps = Pick<ServiceDeps, 'now' | 'publish' | 'kickDeliveries'>;

const DAY_MS = 24 * 3600 * 1000;
/** The cancel reason a task nobody applied to is cancelled with. */
export const NOBODY_APPLIED_CANCEL_TEXT = 'Başvuru gelmediği için görev sahibi tarafından iptal edildi.';

async function readMission(db: Kysely<Database>, missionId: number) {
  return db
    .selectFrom('missions as m')
    .innerJoin('categories as c', 'c.id', 'm.category_id')
    .leftJoin('courthouses as a', 'a.id', 'm.adliye_id')
    .selectAll('m')
    .select((eb) => [
      'c.name as category_name',
      'a.name as adliye_name',
      eb
        .selectFrom('applications as ap')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('ap.mission_id', '=', 'm.id')
        .as('applicants'),
    ])
    .where('m.id', '=', missionId)
    .executeTakeFirst();
}
type MissionWithFacts = NonNullable<Awaited<ReturnType<typeof readMission>>>;

/** The owner's task, or 404/403: only its owner reads and takes the choices. */
async function ownedTask(db: Db, missionId: number, user: UserRow): Promise<MissionWithFacts> {
  const m = await readMission(db, missionId);
  if (!m) throw new HttpError(404, fallbackMessages.notFound);
  if (m.owner_id !== user.id) throw new HttpError(403, fallbackMessages.notOwner, { error: 'not_owner' });
  return m;
}

/** The other courthouses of the task's city within the radius, nearest first. */
async function reachOf(db: Db, m: MissionWithFacts, radiusKm: number): Promise<ReachTarget[]> {
  if (m.adliye_id === null) return [];
  const origin = await db
    .selectFrom('courthouses')
    .select(['id', 'city_id', 'latitude', 'longitude'])
    .where('id', '=', m.adliye_id)
    .executeTakeFirst();
  if (!origin) return [];
  const sameCity = await db
    .selectFrom('courthouses')
    .select(['id', 'city_id', 'latitude', 'longitude'])
    .where('city_id', '=', origin.city_id)
    .execute();
  const point = (c: typeof origin) => ({
    id: c.id,
    cityId: c.city_id,
    latitude: c.latitude,
    longitude: c.longitude,
  });
  return widenTargets(point(origin), sameCity.map(point), radiusKm);
}

/**
 * The median budget (whole lira) of the tasks of the same category at the same courthouse over the
 * last 90 days, this one left out; null with fewer than `minTasks` of them.
 */
async function suggestedBudget(db: Db, m: MissionWithFacts, minTasks: number, now: Date) {
  const since = new Date(now.getTime() - BUDGET_SUGGESTION_DAYS * DAY_MS).toISOString();
  const rows = await db
    .selectFrom('missions')
    .select('price')
    .where('category_id', '=', m.category_id)
    .where('id', '!=', m.id)
    .where('created_at', '>=', since)
    .where((eb) =>
      m.adliye_id === null
        ? eb.and([eb('adliye_id', 'is', null), eb('baro_id', '=', m.baro_id)])
        : eb('adliye_id', '=', m.adliye_id),
    )
    .execute();
  return medianBudget(
    rows.map((r) => kurusToTl(r.price)),
    minTasks,
  );
}

/** mission/{id}/fallback: the owner's four choices for his task, with why any is not available. */
export async function fallbackOptionsFor(
  db: Db,
  deps: Pick<ServiceDeps, 'now'>,
  user: UserRow,
  missionId: number,
): Promise<FallbackOptionsData> {
  const now = deps.now();
  const m = await ownedTask(db, missionId, user);
  const tuning = await readTuning(db);
  const task = fallbackTaskOf(m);
  const [reach, suggestion] = await Promise.all([
    reachOf(db, m, tuning.genisletme_yaricap_km),
    suggestedBudget(db, m, tuning.butce_onerisi_asgari_gorev, now),
  ]);
  const options = fallbackOptions(task, {
    now,
    tuning,
    reach,
    suggestedBudget: suggestion,
  });
  const names = new Map(
    reach.length === 0
      ? []
      : (
          await db
            .selectFrom('courthouses')
            .select(['id', 'name'])
            .where(
              'id',
              'in',
              reach.map((r) => r.adliyeId),
            )
            .execute()
        ).map((c) => [c.id, c.name]),
  );
  return {
    mission_id: m.id,
    due: options.due,
    choices: options.choices,
    extensions_left: options.extensionsLeft,
    extensions_allowed: tuning.basvuru_uzatma_hakki,
    widen_km: tuning.genisletme_yaricap_km,
    widened_km: m.widened_km,
    reach: options.reach.map((r) => ({
      adliye_id: r.adliyeId,
      adliye_name: names.get(r.adliyeId) ?? '',
      distance_m: r.distanceM,
    })),
    price: kurusToTl(m.price),
    suggested_budget: options.suggestedBudget,
    window_ends_at: windowEnd(task, APPLICATION_WINDOW_MS).toISOString(),
  };
}

/** What a choice changes on the task row, besides reopening it. */
interface Change {
  extensions?: number;
  widened_km?: number;
  price?: number;
  status?: MissionStatusCode;
  cancel_text?: string;
  cancelled_at?: string;
}

/**
 * Takes a choice: the task must be the user's, open, not urgent, without an applicant, its window
 * ended. The row is changed by a conditional update on the state that was read (status, window
 * start, extensions, radius, budget, still no application), so of two choices sent at once exactly
 * one wins and the other answers 409. Every choice is recorded in `mission_fallbacks`; all but
 * cancel reopen the task with a fresh window, tell its (new) audience live and schedule the owner's
 * notice for the new window's end.
 */
async function takeChoice(
  db: Db,
  deps: FallbackDeps,
  user: UserRow,
  missionId: number,
  kind: FallbackKind,
  plan: (
    m: MissionWithFacts,
    trx: Kysely<Database>,
  ) => Promise<{ change: Change; detail: unknown; reach?: ReachTarget[] }>,
): Promise<void> {
  const now = deps.now();
  const m = await ownedTask(db, missionId, user);
  if (!fallbackDue(fallbackTaskOf(m), now)) {
    throw new HttpError(409, fallbackMessages.notDue, { error: 'fallback_not_due' });
  }
  const reopen = kind !== 'cancel';
  await db.transaction().execute(async (trx) => {
    const { change, detail, reach = [] } = await plan(m, trx);
    const updated = await trx
      .updateTable('missions')
      .set({ ...change, ...(reopen ? { window_started_at: now.toISOString() } : {}) })
      .where('id', '=', m.id)
      .where('status', '=', MissionStatus.open)
      .where('price', '=', m.price)
      .where('extensions', '=', m.extensions)
      .where((eb) =>
        eb.and([
          eb('window_started_at', '=', m.window_started_at),
          m.widened_km === null ? eb('widened_km', 'is', null) : eb('widened_km', '=', m.widened_km),
          eb.not(
            eb.exists(
              eb
                .selectFrom('applications as ap')
                .select('ap.id')
                .whereRef('ap.mission_id', '=', 'missions.id'),
            ),
          ),
        ]),
      )
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      throw new HttpError(409, fallbackMessages.changed, { error: 'fallback_conflict' });
    }
    if (reach.length > 0) {
      await trx
        .insertInto('mission_reach')
        .values(reach.map((r) => ({ mission_id: m.id, adliye_id: r.adliyeId, distance_m: r.distanceM })))
        .execute();
    }
    await trx
      .insertInto('mission_fallbacks')
      .values({ mission_id: m.id, kind, detail: JSON.stringify(detail), created_at: now.toISOString() })
      .execute();
    if (!reopen) return;
    await reachAudience(trx, m, kind, now);
    await enqueueWindowEnd(trx, m.id, now, now);
  });
  deps.kickDeliveries();
  await deps.publish(
    taskStepEvents(
      {
        missionId: m.id,
        missionStatus: reopen ? MissionStatus.open : MissionStatus.cancelled,
        change: `fallback_${kind}`,
      },
      [m.owner_id],
      [],
    ),
  );
}

/**
 * The reopened task's audience hears of it as of a new task: at its own place and at every
 * courthouse it reaches (the ones just added by widening included), one delivery per place.
 */
async function reachAudience(trx: Kysely<Database>, m: MissionWithFacts, kind: FallbackKind, now: Date) {
  const reach = await trx
    .selectFrom('mission_reach')
    .select('adliye_id')
    .where('mission_id', '=', m.id)
    .execute();
  const places: (number | null)[] = [m.adliye_id, ...reach.map((r) => r.adliye_id)];
  const where = m.adliye_name ?? m.address_name ?? '';
  const title = kind === 'widen' ? 'Yakın Adliyede Görev' : 'Görev Yeniden Başvuruda';
  for (const [i, adliyeId] of places.entries()) {
    // A lawyer serving several of the places is told by the first of them only.
    const toldAt = places.slice(0, i).filter((p): p is number => p !== null);
    await enqueueMissionDelivery(
      trx,
      m.id,
      {
        target: {
          owner_id: m.owner_id,
          baro_id: m.baro_id,
          adliye_id: adliyeId,
          category_id: m.category_id,
          told_at: toldAt,
        },
        notification: {
          type: 'mission_created',
          missionId: m.id,
          title,
          message: `${m.category_name} görevi (${where}) yeniden başvuruya açıldı. Başvuru için 15 dakikanız var.`,
        },
        created: { missionId: m.id, adliyeId, fast: false },
        at: now.toISOString(),
      },
      now,
    );
  }
}

const done = (message: string) => ({ status: 'true' as const, message });

/** mission/{id}/fallback/extend: a fresh 15-minute window, while extensions remain. */
export async function extendWindow(db: Db, deps: FallbackDeps, user: UserRow, missionId: number) {
  const tuning = await readTuning(db);
  await takeChoice(db, deps, user, missionId, 'extend', async (m) => {
    if (m.extensions >= tuning.basvuru_uzatma_hakki) {
      throw new HttpError(409, fallbackMessages.noExtensionLeft, { error: 'fallback_unavailable' });
    }
    return { change: { extensions: m.extensions + 1 }, detail: { extension: m.extensions + 1 } };
  });
  return done(fallbackMessages.extended);
}

/** mission/{id}/fallback/widen: the courthouses of the same city within the radius, with a fresh window. */
export async function widenAudience(db: Db, deps: FallbackDeps, user: UserRow, missionId: number) {
  const tuning = await readTuning(db);
  const km = tuning.genisletme_yaricap_km;
  await takeChoice(db, deps, user, missionId, 'widen', async (m, trx) => {
    if (m.adliye_id === null)
      throw new HttpError(409, fallbackMessages.noCourthouse, { error: 'fallback_unavailable' });
    if (m.widened_km !== null)
      throw new HttpError(409, fallbackMessages.alreadyWidened, { error: 'fallback_unavailable' });
    const reach = await reachOf(trx, m, km);
    if (reach.length === 0)
      throw new HttpError(409, fallbackMessages.noNeighbour, { error: 'fallback_unavailable' });
    return {
      change: { widened_km: km },
      detail: { km, courthouses: reach.map((r) => r.adliyeId) },
      reach,
    };
  });
  return done(fallbackMessages.widened);
}

/** mission/{id}/fallback/raise: a budget not below the current one (whole lira), with a fresh window. */
export async function raiseBudget(
  db: Db,
  deps: FallbackDeps,
  user: UserRow,
  missionId: number,
  body: RaiseBudgetRequest,
) {
  const price = Number(body.mission_price);
  await takeChoice(db, deps, user, missionId, 'raise', async (m) => {
    const error = raisedBudgetError(price, kurusToTl(m.price));
    if (error) throw new HttpError(422, error, { errors: { mission_price: [error] } });
    return {
      change: { price: tlToKurus(price) },
      detail: { from: m.price, to: tlToKurus(price) },
    };
  });
  return done(fallbackMessages.raised);
}

/** mission/{id}/fallback/cancel: cancels the task; it counts against nothing. */
export async function cancelUnanswered(db: Db, deps: FallbackDeps, user: UserRow, missionId: number) {
  const now = deps.now();
  await takeChoice(db, deps, user, missionId, 'cancel', async () => ({
    change: {
      status: MissionStatus.cancelled,
      cancel_text: NOBODY_APPLIED_CANCEL_TEXT,
      cancelled_at: now.toISOString(),
    },
    detail: null,
  }));
  return done(fallbackMessages.cancelled);
}
