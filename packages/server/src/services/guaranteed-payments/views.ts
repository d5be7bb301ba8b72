import {
  type AdminGuarantee,
  type AdminGuaranteeFilter,
  type GuaranteePage,
  guaranteeNeedsFinish,
  lawyerDisplayName,
} from '@meslektas/domain';
import { type Kysely, sql } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { readAdminPage } from '../admin/page.ts';
import { readTuning } from '../constants.ts';
import { missionTitle } from '../cancel-requests/queries.ts';
import { tasksWithPlace } from '../missions/queries.ts';
import { guaranteeForParty, toGuaranteeView } from './guaranteed-payments.ts';

/** Guaranteed payments with their task (`m`, its title's columns) and both parties (`o`, `u`). */
function paymentsWithTask(db: Kysely<Database>) {
  return tasksWithPlace(db)
    .innerJoin('guaranteed_payments as g', 'g.mission_id', 'm.id')
    .innerJoin('users as o', 'o.id', 'g.owner_id')
    .leftJoin('users as u', 'u.id', 'g.assignee_id')
    .select([
      'c.name as category',
      'a.name as adliye',
      'm.address_name',
      'm.plan_date',
      'm.plan_time',
      'o.name as owner_name',
      'u.name as assignee_name',
    ]);
}

const displayName = (name: string | null) => (name === null ? null : lawyerDisplayName(name));

/**
 * The payment page of a task for its two parties (guaranteeForParty decides who they are: anyone
 * else is 403, a task without a payment 404), with the task's title and the chosen applicant.
 */
export async function guaranteePage(
  db: Kysely<Database>,
  user: UserRow,
  missionId: number,
): Promise<GuaranteePage> {
  const guarantee = await guaranteeForParty(db, user, missionId);
  const row = await paymentsWithTask(db)
    .select(['g.assignee_id', 'g.card_last4', 'g.failure_reason', 'g.provider'])
    .where('g.id', '=', guarantee.id)
    .executeTakeFirstOrThrow();
  return {
    guarantee,
    title: missionTitle(row),
    assignee_id: row.assignee_id,
    assignee_name: displayName(row.assignee_name),
    card_last4: row.card_last4,
    failure_reason:
      guarantee.state === 'failed' || guarantee.state === 'abandoned' ? row.failure_reason : null,
    provider: row.provider,
  };
}

function consoleQuery(db: Kysely<Database>) {
  return paymentsWithTask(db)
    .selectAll('g')
    .select((eb) =>
      eb
        .selectFrom('disputes as d')
        .whereRef('d.mission_id', '=', 'g.mission_id')
        .where('d.status', '=', 'open')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('open_disputes'),
    )
    .select((eb) =>
      eb
        .selectFrom('guaranteed_payment_entries as e')
        .whereRef('e.payment_id', '=', 'g.id')
        .where('e.kind', '=', 'refunded')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('refund_lines'),
    );
}

type ConsoleRow = Awaited<ReturnType<ReturnType<typeof consoleQuery>['executeTakeFirstOrThrow']>>;

/** What tells whether an ending waits to be finished: the clock and the recovery minutes. */
interface FinishCheck {
  now: Date;
  recoveryMinutes: number;
}

const finishCheck = async (db: Kysely<Database>, now: Date): Promise<FinishCheck> => ({
  now,
  recoveryMinutes: (await readTuning(db)).guvence_kurtarma_dakika,
});

function toAdminGuarantee(row: ConsoleRow, check: FinishCheck): AdminGuarantee {
  const held = row.state === 'held';
  const disputed = held && Number(row.open_disputes) > 0;
  // Held and waiting for an operator: a late cancellation froze it, or a dispute is open.
  const {
    reserved_until: _r,
    auto_release_at: _a,
    ...view
  } = toGuaranteeView(row, held && (row.frozen === 1 || disputed));
  return {
    ...view,
    title: missionTitle(row),
    owner_name: lawyerDisplayName(row.owner_name),
    assignee_name: displayName(row.assignee_name),
    disputed,
    needs_finish: guaranteeNeedsFinish(
      { ...row, refundLeft: Number(row.refund_lines) > 0 },
      check.now,
      check.recoveryMinutes,
    ),
    created_at: row.created_at,
    held_at: row.held_at,
  };
}

/**
 * The console's list: held payments first (they may need a decision), then the newest; each says
 * whether its ending waits to be finished.
 */
export async function listGuaranteesForOperator(
  db: Kysely<Database>,
  query: { state: AdminGuaranteeFilter; page: number },
  now: Date,
) {
  const check = await finishCheck(db, now);
  const base = query.state === 'all' ? consoleQuery(db) : consoleQuery(db).where('g.state', '=', query.state);
  return readAdminPage(
    base,
    query.page,
    (rows) =>
      rows
        .orderBy(sql`case when g.state = 'held' then 0 else 1 end`)
        .orderBy('g.created_at', 'desc')
        .orderBy('g.id', 'desc'),
    (row) => toAdminGuarantee(row, check),
  );
}

/** One payment as the console lists it (the answer to a decision). */
export async function guaranteeForOperator(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<AdminGuarantee> {
  return toAdminGuarantee(
    await consoleQuery(db).where('g.id', '=', id).executeTakeFirstOrThrow(),
    await finishCheck(db, now),
  );
}
