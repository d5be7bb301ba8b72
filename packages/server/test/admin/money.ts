import type { FastifyInstance } from 'fastify';
import type { PaymentsTable } from '../../src/db/schema.ts';

type PaymentOverrides = Partial<Omit<PaymentsTable, 'id' | 'user_id'>>;

/** One card payment attempt as the provider left it (kuruş), stored directly. */
export function storePayment(app: FastifyInstance, userId: number, overrides: PaymentOverrides = {}) {
  const at = app.now().toISOString();
  return app.db
    .insertInto('payments')
    .values({
      user_id: userId,
      type: 'vip',
      amount: 125_050,
      currency: 'TRY',
      provider: 'sandbox',
      provider_ref: null,
      status: 'created',
      failure_reason: null,
      card_last4: null,
      invoice_district_id: null,
      created_at: at,
      updated_at: at,
      paid_at: null,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
