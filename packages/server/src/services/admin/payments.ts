import {
  type AdminPayment,
  type AdminPaymentStatusFilter,
  type AdminPaymentTypeFilter,
  kurusToTl,
} from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nameOrTelephone } from './accounts.ts';
import { readAdminPage } from './page.ts';

/**
 * Card payment attempts with what their provider answered, newest first, for the operator to
 * answer a lawyer's "I paid but…" (read-only: refunds are made at the provider). Attempts left
 * before a card was entered show only under their own filter.
 */
export async function listPaymentsForOperator(
  db: Kysely<Database>,
  query: {
    status: AdminPaymentStatusFilter;
    type: AdminPaymentTypeFilter;
    q?: string | undefined;
    page: number;
  },
) {
  let base = db
    .selectFrom('payments')
    .innerJoin('users', 'users.id', 'payments.user_id')
    .select([
      'payments.id',
      'payments.user_id',
      'users.name as user_name',
      'users.telephone',
      'payments.type',
      'payments.status',
      'payments.amount',
      'payments.currency',
      'payments.provider',
      'payments.provider_ref',
      'payments.failure_reason',
      'payments.card_last4',
      'payments.created_at',
      'payments.paid_at',
    ]);
  // 'all' leaves out attempts no card reached (a visit to /payment that went no further): they
  // are listed only when asked for by their own filter.
  base =
    query.status === 'all'
      ? base.where('payments.status', '!=', 'created')
      : base.where('payments.status', '=', query.status);
  if (query.type !== 'all') base = base.where('payments.type', '=', query.type);
  if (query.q) base = base.where(nameOrTelephone(query.q));
  return readAdminPage(
    base,
    query.page,
    (rows) => rows.orderBy('payments.created_at', 'desc').orderBy('payments.id', 'desc'),
    ({ amount, ...row }): AdminPayment => ({ ...row, amount: kurusToTl(amount) }),
  );
}
