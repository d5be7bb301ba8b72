import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';

/** POST user/update/adliye: new courthouses in the lawyer's own bar. */
export const updateCourthouses = (adliyeIds: number[]) =>
  callApi(api.courthouses.updateCourthouses, { body: { adliye_id: adliyeIds } });
