import type { CardInput } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';

/** POST guarantees/{id}/sandbox/card: card errors come back as 422 field errors shown on the form. */
export const sendGuaranteeCard = async (paymentId: number, card: CardInput) =>
  (await callApi(api.guarantees.sandboxCard, { params: { id: paymentId }, body: card }, { quiet: true }))
    .data;
