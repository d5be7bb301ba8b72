import { type BodyOf, api } from '@meslektas/domain';
import { callApi } from '../../../lib/api-client.ts';

/** POST mission/create; a 200 may still be a refusal (`status: 'false'` with messages). */
export const createMission = (payload: BodyOf<typeof api.missions.create>) =>
  callApi(api.missions.create, { body: payload }, { call: 'mission.create' });
