import { IDEMPOTENCY_KEY_HEADER, type PayoutRequestPayload } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';

/**
 * POST partnership/payments/request with an idempotency key: the page keeps one key per filled-in
 * request, so sending it again after a lost answer cannot hold the amount twice.
 */
export function requestPayout(values: PayoutRequestPayload, idempotencyKey: string) {
  return callApi(
    api.partnership.requestPayout,
    { body: values, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
    { call: 'payout.request' },
  );
}

/** A fresh key for a new request. */
export function newIdempotencyKey(): string {
  return `payout-${crypto.randomUUID()}`;
}
