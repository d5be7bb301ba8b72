import { istanbulDay } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../src/db/schema.ts';
import {
  type GuaranteeRow,
  type SignedGuaranteeCallback,
  guaranteeCallback,
  signedCallback,
  startGuarantee,
} from '../../src/services/guaranteed-payments/guaranteed-payments.ts';
import { selectUser } from '../../src/services/missions/applicants.ts';
import { insertApplication, insertMission } from '../helpers/missions.ts';

const DAY_MS = 24 * 3_600_000;

/** A guaranteed task of `owner`, planned `planInDays` days ahead, its window over, `applicants` applied. */
export async function guaranteedTask(
  app: FastifyInstance,
  owner: Pick<UserRow, 'id'>,
  applicants: Pick<UserRow, 'id'>[],
  { price = 75_000, planInDays = 3 }: { price?: number; planInDays?: number } = {},
): Promise<number> {
  const now = app.now();
  const missionId = await insertMission(app, owner, {
    guaranteed: 1,
    price,
    plan_date: istanbulDay(new Date(now.getTime() + planInDays * DAY_MS)),
    plan_time: '10:00',
    created_at: new Date(now.getTime() - 3_600_000).toISOString(),
  });
  for (const a of applicants) await insertApplication(app, missionId, a);
  return missionId;
}

/** The sandbox "bank"'s signed callback for the payment's current attempt. */
export const callbackFor = (
  app: FastifyInstance,
  row: Pick<GuaranteeRow, 'id' | 'provider_ref'>,
  reason: string | null = null,
): Promise<SignedGuaranteeCallback> => signedCallback(app.db, row, reason);

export const deliver = (app: FastifyInstance, cb: SignedGuaranteeCallback) =>
  guaranteeCallback(app.db, app.deps, cb.payload, cb.signature);

/** application/selectUser by `owner` (the applicant's list position and bio flag do not matter here). */
export const choose = (app: FastifyInstance, owner: UserRow, missionId: number, userId: number) =>
  selectUser(app.db, app.deps, owner, { mission_id: missionId, user_id: userId, order_num: 0, bio: 0 });

/** The owner chooses `assignee` (selectUser) and the card pays: the payment is held and the task assigned. */
export async function heldPayment(
  app: FastifyInstance,
  owner: UserRow,
  missionId: number,
  assignee: Pick<UserRow, 'id'>,
): Promise<GuaranteeRow> {
  await choose(app, owner, missionId, assignee.id);
  const row = await app.db
    .selectFrom('guaranteed_payments')
    .selectAll()
    .where('mission_id', '=', missionId)
    .executeTakeFirstOrThrow();
  await deliver(app, await callbackFor(app, row));
  return app.db
    .selectFrom('guaranteed_payments')
    .selectAll()
    .where('id', '=', row.id)
    .executeTakeFirstOrThrow();
}

/** Held without going through selectUser (the concurrency test's many payments). */
export async function heldDirectly(
  app: FastifyInstance,
  mission: { id: number; owner_id: number; price: number },
  assignee: Pick<UserRow, 'id'>,
): Promise<GuaranteeRow> {
  const row = await startGuarantee(app.db, app.deps, mission, assignee.id);
  await deliver(app, await callbackFor(app, row));
  return { ...row, state: 'held' };
}

/** Money of the held-money ledger per payment, and the wallet credits of guaranteed payments. */
export async function ledgerOf(app: FastifyInstance) {
  const entries = await app.db.selectFrom('guaranteed_payment_entries').selectAll().execute();
  const credits = await app.db
    .selectFrom('wallet_entries')
    .selectAll()
    .where('kind', '=', 'guarantee_release')
    .execute();
  return { entries, credits };
}

/** A task's guaranteed payment row as stored. */
export const paymentOf = (app: FastifyInstance, missionId: number) =>
  app.db
    .selectFrom('guaranteed_payments')
    .selectAll()
    .where('mission_id', '=', missionId)
    .executeTakeFirstOrThrow();
