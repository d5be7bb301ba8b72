import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';

/**
 * POST user/update/baroAndAdliye: another bar with its courthouses. In settings a 400 or 422 is
 * silent (the field errors show on the form); any other failure leads to /payment/baro_change.
 */
export const updateBarAndCourthouses = (baroId: number, adliyeIds: number[]) =>
  callApi(
    api.courthouses.updateBarAndCourthouses,
    { body: { baro_id: baroId, adliye_id: adliyeIds } },
    { call: 'user.updateBaroAndAdliye', context: { where: 'settings' } },
  );
