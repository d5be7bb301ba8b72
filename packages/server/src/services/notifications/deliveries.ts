import {
  type MissionCreatedEvent,
  privateChannelName,
  realtimeChannels,
  realtimeEvents,
} from '@meslektas/domain';
import { hostname } from 'node:os';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { audienceQuery, placeOf } from '../missions/audience.ts';
import { type WindowEndedDelivery, tellOwnerNobodyApplied } from '../missions/window-end.ts';
import { acceptsApplications } from '../missions/rows.ts';
import { sendReminder } from '../missions/reminders.ts';
import { remindLateReport } from '../reports/reports.ts';
import type { ReportLateDelivery } from '../reports/report-due.ts';
import { autoRelease } from '../guaranteed-payments/guaranteed-payments.ts';
import { runQueuedEnd } from '../guaranteed-payments/ending.ts';
import { recoverEnding } from '../guaranteed-payments/recovery.ts';
import type { Db, ServiceDeps } from '../deps.ts';
import type { DigestDelivery } from '../digest/schedule.ts';
import { type OutgoingEvent, writeNotifications } from './notify.ts';
import type { DeliveryKind, DeliveryPayloads, MissionDelivery } from './delivery-queue.ts';

/** Lawyers written per transaction: small enough that a request waiting for the database is never held long. */
/**
 * Lawyers per chunk. A chunk's rows are written in one transaction that holds the event loop (SQLite
 * is synchronous), so its size bounds how long a request waits behind a delivery.
 */
export const DELIVERY_CHUNK = 200;
/** A running delivery whose process stopped (no chunk for this long) is taken over. */
const STALE_MS = 60_000;
/** A delivery that keeps failing stops being retried; the log says why. */
const MAX_ATTEMPTS = 5;
/** Deliveries written by other processes (or left by a restart) are looked for this often. */
const SWEEP_MS = 30_000;

/**
 * Works through the deliveries after the requests that wrote them have answered, so creating a
 * task costs the same for ten receivers or twenty thousand. The live `mission-created` goes once,
 * on the courthouse's channel, before the first chunk. Each chunk of lawyers gets its notification
 * rows and its cursor move in one transaction, then its `notification` events and pushes; the
 * next chunk starts after the last lawyer id written. Several processes may share a database:
 * a delivery is claimed by a conditional update, so only one of them runs it.
 */
/** The deliverer's clock, log and publisher, and a counter of the deliveries that failed. */
export type DeliveryDeps = Pick<ServiceDeps, 'now' | 'log' | 'publish' | 'sendSms' | 'iyzico'> & {
  countFailure(): void;
  /**
   * Runs a lawyer's morning digest (services/digest/send.ts: sendDailyDigest), e-mailing it only
   * when `send`; without it a digest fails (and is retried by a process that has it).
   */
  sendDigest?: (delivery: DigestDelivery, send: boolean) => Promise<void>;
};

/** A claimed delivery as its handler receives it. */
export interface DeliveryJob {
  id: number;
  /** A DeliveryKind; a kind this version does not know fails (and is retried by one that does). */
  kind: string;
  payload: string;
  cursor: number;
  attempts: number;
}

/**
 * What a handler may do with its claimed job: know whether the process is stopping, hand the job
 * back at its cursor, and move the cursor inside a transaction of its own writes (false: another
 * process took the job over, so the handler stops without publishing).
 */
export interface DeliveryRun {
  db: Db;
  deps: DeliveryDeps;
  job: DeliveryJob;
  stopping(): boolean;
  handBack(cursor: number): Promise<void>;
  moveCursor(trx: Kysely<Database>, from: number, to: number): Promise<boolean>;
}

/** Runs one kind of delivery from its cursor; returns 'done' when finished, 'left' when it stopped. */
type DeliveryHandler = (run: DeliveryRun) => Promise<'done' | 'left'>;

/** The process holding a claim, as `claimed_by` records it. */
const processName = `${hostname()}:${process.pid}`;

export class Deliverer {
  #running: Promise<void> | null = null;
  #again = false;
  #closed = false;
  #sweep: NodeJS.Timeout | null = null;
  #next: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly deps: DeliveryDeps,
  ) {}

  /** Starts the periodic look for deliveries nobody is running (other processes, a restart). */
  start(): void {
    this.kick();
    this.#sweep = setInterval(() => this.kick(), SWEEP_MS);
    this.#sweep.unref();
  }

  /** Something was enqueued: run it now, or right after the current pass. */
  kick(): void {
    if (this.#closed) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#drain().finally(() => {
      this.#running = null;
      if (this.#again) {
        this.#again = false;
        this.kick();
      }
    });
  }

  /** Resolves when nothing is being delivered (tests wait on it; shutting down too). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  /** Takes no more work and stops between chunks; a delivery left half-way is released (see #deliver). */
  stop(): void {
    this.#closed = true;
    if (this.#sweep) clearInterval(this.#sweep);
    if (this.#next) clearTimeout(this.#next);
  }

  async close(): Promise<void> {
    this.stop();
    await this.idle();
  }

  async #drain(): Promise<void> {
    // A delivery that failed in this pass waits for the next one, so it holds up no other.
    const failed: number[] = [];
    for (;;) {
      // SQLite answers synchronously: without a turn of the event loop the answer that enqueued
      // this would wait for the whole delivery before it is sent.
      await turn();
      if (this.#closed) return;
      let job: DeliveryJob | undefined;
      try {
        job = await this.#claim(failed);
      } catch (err) {
        this.deps.log.error({ err }, 'delivery claim failed');
        return;
      }
      if (!job) {
        await this.#wakeForNextDue().catch((err: unknown) =>
          this.deps.log.error({ err }, 'next delivery time not read'),
        );
        return;
      }
      try {
        await this.#deliver(job);
      } catch (err) {
        const givenUp = job.attempts >= MAX_ATTEMPTS;
        this.deps.countFailure();
        this.deps.log.error({ err, delivery: job.id, attempts: job.attempts }, 'delivery failed');
        failed.push(job.id);
        await this.db
          .updateTable('deliveries')
          .set({ state: givenUp ? 'failed' : 'pending', claimed_at: null, claimed_by: null })
          .where('id', '=', job.id)
          .execute()
          .catch((e: unknown) => this.deps.log.error({ err: e }, 'delivery state not saved'));
      }
    }
  }

  /**
   * Sets a timer for the earliest delivery that is not due yet, so it starts at its time rather
   * than at the next sweep. The clock may be a test's: the wait is measured on it.
   */
  async #wakeForNextDue(): Promise<void> {
    const now = this.deps.now();
    const next = await this.db
      .selectFrom('deliveries')
      .select('due_at')
      .where('state', '=', 'pending')
      .where('due_at', '>', now.toISOString())
      .orderBy('due_at')
      .limit(1)
      .executeTakeFirst();
    if (this.#next) clearTimeout(this.#next);
    this.#next = null;
    if (!next?.due_at || this.#closed) return;
    const wait = Math.min(Math.max(new Date(next.due_at).getTime() - now.getTime(), 0), SWEEP_MS);
    this.#next = setTimeout(() => this.kick(), wait);
    this.#next.unref();
  }

  /** The oldest due delivery nobody runs, taken by a conditional update that only one process wins. */
  async #claim(skip: number[]): Promise<DeliveryJob | undefined> {
    const db = this.db;
    const now = this.deps.now();
    const stale = new Date(now.getTime() - STALE_MS).toISOString();
    for (;;) {
      const open = (eb: ExpressionBuilder<Database, 'deliveries'>) =>
        eb.and([
          eb.or([
            eb('state', '=', 'pending'),
            eb.and([eb('state', '=', 'running'), eb('claimed_at', '<', stale)]),
          ]),
          eb.or([eb('due_at', 'is', null), eb('due_at', '<=', now.toISOString())]),
        ]);
      const next = await db
        .selectFrom('deliveries')
        .select(['id', 'kind', 'payload', 'cursor', 'attempts'])
        .where(open)
        .$if(skip.length > 0, (q) => q.where('id', 'not in', skip))
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!next) return undefined;
      const taken = await db
        .updateTable('deliveries')
        .set({
          state: 'running',
          claimed_at: now.toISOString(),
          claimed_by: processName,
          attempts: sql<number>`attempts + 1`,
        })
        .where('id', '=', next.id)
        .where(open)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) return { ...next, attempts: next.attempts + 1 };
    }
  }

  async #deliver(job: DeliveryJob): Promise<void> {
    const db = this.db;
    const run: DeliveryRun = {
      db,
      deps: this.deps,
      job,
      stopping: () => this.#closed,
      // Shutting down: hand the delivery back at its cursor so another process resumes it now,
      // not once the claim looks stale. Not counted as an attempt: nothing failed.
      handBack: async (cursor) => {
        await db
          .updateTable('deliveries')
          .set({ state: 'pending', claimed_at: null, claimed_by: null, attempts: sql<number>`attempts - 1` })
          .where('id', '=', job.id)
          .where('cursor', '=', cursor)
          .where('state', '=', 'running')
          .execute();
      },
      moveCursor: async (trx, from, to) => {
        const moved = await trx
          .updateTable('deliveries')
          .set({ cursor: to, claimed_at: this.deps.now().toISOString() })
          .where('id', '=', job.id)
          .where('cursor', '=', from)
          .where('state', '=', 'running')
          .executeTakeFirst();
        return Number(moved.numUpdatedRows) === 1;
      },
    };
    const handler = (handlers as Partial<Record<string, DeliveryHandler>>)[job.kind];
    if (!handler) throw new Error(`no handler for delivery kind ${job.kind}`);
    if ((await handler(run)) === 'left') return;
    await db
      .updateTable('deliveries')
      .set({ state: 'done', done_at: this.deps.now().toISOString(), claimed_by: null })
      .where('id', '=', job.id)
      .where('state', '=', 'running')
      .execute();
  }
}

/**
 * A new task to its audience (or to one wave of it), in chunks: the live `mission-created` once on
 * the courthouse's channel before the first chunk; then each chunk's notification rows and cursor move in one
 * transaction, then its `notification` events and pushes.
 */
async function deliverMissionCreated(run: DeliveryRun): Promise<'done' | 'left'> {
  const { db, deps, job } = run;
  const delivery = JSON.parse(job.payload) as MissionDelivery;
  const at = new Date(delivery.at);
  const wave = delivery.wave;
  // The second wave of a task that no longer takes applications (assigned, cancelled, its window
  // over while no process ran) tells nobody.
  if (wave?.n === 2 && !(await stillTakesApplications(db, job, deps.now()))) return 'done';
  let cursor = job.cursor;
  for (;;) {
    if (run.stopping()) {
      await run.handBack(cursor);
      return 'left';
    }
    const ids = (
      await waveAudience(db, delivery)
        .where('u.id', '>', cursor)
        .orderBy('u.id')
        .limit(DELIVERY_CHUNK)
        .execute()
    ).map((r) => r.id);
    if (ids.length === 0) return 'done';
    // Once per task, before its first chunk: a delivery resumed past it (cursor moved) does not
    // repeat it. One taken over before its first chunk was written does, which costs the
    // listeners one more read of their list and nothing else.
    if (cursor === 0) await deps.publish([missionCreatedEvent(delivery)]);
    const last = ids[ids.length - 1]!;
    const events = await db
      .transaction()
      .execute(async (trx) => {
        const written = await writeNotifications(trx, ids, delivery.notification, at);
        // Another process took the delivery over (this one looked stale): it writes from here on.
        if (!(await run.moveCursor(trx, cursor, last))) throw new DeliveryTakenOver();
        return written;
      })
      .catch((err: unknown) => {
        if (err instanceof DeliveryTakenOver) return null;
        throw err;
      });
    if (events === null) return 'left';
    await deps.publish(events);
    cursor = last;
    // Requests that came in meanwhile go first; the next chunk waits its turn.
    await turn();
  }
}

/** The delivery's lawyers: its wave's part of the audience, or all of it. */
function waveAudience(db: Db, delivery: MissionDelivery) {
  const query = audienceQuery(db, delivery.target);
  const wave = delivery.wave;
  if (wave?.n === 1) return query.where('u.id', 'in', wave.only.length > 0 ? wave.only : [-1]);
  if (wave?.n === 2 && wave.except.length > 0) return query.where('u.id', 'not in', wave.except);
  return query;
}

async function stillTakesApplications(db: Db, job: DeliveryJob, now: Date): Promise<boolean> {
  const mission = await db
    .selectFrom('deliveries as d')
    .innerJoin('missions as m', 'm.id', 'd.mission_id')
    .select(['m.status', 'm.fast', 'm.created_at', 'm.window_started_at', 'm.plan_date'])
    .where('d.id', '=', job.id)
    .executeTakeFirst();
  return mission !== undefined && acceptsApplications(mission, now);
}

const handlers: { [K in DeliveryKind]: DeliveryHandler } = {
  mission_created: deliverMissionCreated,
  window_ended: deliverWindowEnded,
  reminder_before: (run) => sendReminder(run, 'before'),
  report_reminder: (run) => sendReminder(run, 'report'),
  daily_digest: deliverDailyDigest,
  report_late: deliverReportLate,
  guarantee_auto_release: deliverAutoRelease,
  guarantee_end: deliverGuaranteeEnd,
  guarantee_recover: deliverRecovery,
};

/** Both parties' reminder when a task's report is due and none was filed (checked when it runs). */
async function deliverReportLate(run: DeliveryRun): Promise<'done'> {
  await remindLateReport(run.db, run.deps, JSON.parse(run.job.payload) as ReportLateDelivery);
  return 'done';
}

/**
 * A lawyer's morning digest. The cursor moves 0 → 1 in its own transaction before the e-mail goes,
 * so a run taken over or retried after that point never sends it again (a process that stops
 * between the two loses that morning's e-mail rather than sending it twice). The next day's is
 * scheduled either way.
 */
async function deliverDailyDigest(run: DeliveryRun): Promise<'done' | 'left'> {
  const { db, deps, job } = run;
  if (!deps.sendDigest) throw new Error('daily digest: no mail');
  const first = job.cursor === 0;
  if (first && !(await db.transaction().execute((trx) => run.moveCursor(trx, 0, 1)))) return 'left';
  await deps.sendDigest(JSON.parse(job.payload) as DigestDelivery, first);
  return 'done';
}

/** The owner's notice at a window's end; the task's state is checked when it runs. */
async function deliverWindowEnded(run: DeliveryRun): Promise<'done'> {
  await tellOwnerNobodyApplied(run.db, run.deps, JSON.parse(run.job.payload) as WindowEndedDelivery);
  return 'done';
}

class DeliveryTakenOver extends Error {}

/**
 * The one live `mission-created` of a task: on its courthouse's channel (its bar's for a task
 * without one), where every lawyer who may receive tasks there listens and keeps what is for him
 * (isMissionCreatedForMe). Owner and category come from the audience rule's own input, so the
 * listeners sort by what the rows were written by (and deliveries stored before the event carried
 * them still say so).
 */
function missionCreatedEvent(delivery: MissionDelivery): OutgoingEvent {
  const place = placeOf(delivery.target);
  const channel =
    'baroId' in place ? realtimeChannels.bar(place.baroId) : realtimeChannels.courthouse(place.adliyeId);
  const data: MissionCreatedEvent = {
    ...delivery.created,
    ownerId: delivery.target.owner_id,
    categoryId: delivery.target.category_id,
  };
  return { channels: [privateChannelName(channel)], event: realtimeEvents.missionCreated, data };
}

/** Lets the event loop serve what is waiting (requests, sockets) before going on. */
function turn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** A guaranteed payment's auto-release: it checks then whether the payment is still held and free. */
async function deliverAutoRelease(run: DeliveryRun): Promise<'done'> {
  const { paymentId } = JSON.parse(run.job.payload) as DeliveryPayloads['guarantee_auto_release'];
  await autoRelease(run.db, run.deps, paymentId);
  return 'done';
}

/** A guaranteed payment's release or refund queued by another change; a refusal fails the job, retried later. */
async function deliverGuaranteeEnd(run: DeliveryRun): Promise<'done'> {
  await runQueuedEnd(run.db, run.deps, JSON.parse(run.job.payload) as DeliveryPayloads['guarantee_end']);
  return 'done';
}

/** An iyzico ending looked at again after the recovery minutes: finished, or looked at again later. */
async function deliverRecovery(run: DeliveryRun): Promise<'done'> {
  const { paymentId } = JSON.parse(run.job.payload) as DeliveryPayloads['guarantee_recover'];
  await recoverEnding(run.db, run.deps, paymentId);
  return 'done';
}
