import { type Flag } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';

/** POST user/update/missionStatus: 1 open, 0 closed. */
export const updateMissionStatus = (status: Flag) =>
  callApi(api.settings.missionStatus, { body: { status } }, { call: 'user.missionStatus' });
