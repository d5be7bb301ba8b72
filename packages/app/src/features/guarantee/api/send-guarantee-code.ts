import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';

/** POST guarantees/{id}/sandbox/3ds: the bank's code; a wrong one fails the attempt. */
export const sendGuaranteeCode = async (paymentId: number, code: string) =>
  (await callApi(api.guarantees.sandbox3ds, { params: { id: paymentId }, body: { code } }, { quiet: true }))
    .data;
