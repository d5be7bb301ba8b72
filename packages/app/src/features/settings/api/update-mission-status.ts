import { type Flag, api } from '@meslektas/domain';
import { callApi } from '../../../lib/api-client.ts';

/** POST user/update/missionStatus: 1 open, 0 closed. */
export const updateMissionStatus = (status: Flag) =>
  callApi(api.settings.missionStatus, { body: { status } }, { call: 'user.missionStatus' });
