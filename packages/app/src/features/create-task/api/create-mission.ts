import { type BodyOf } from '@meslektas/domain';
import { type DeclarationOf, api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';

/** POST mission/create; a 200 may still be a refusal (`status: 'false'` with messages). */
export const createMission = (payload: BodyOf<DeclarationOf<typeof api.missions.create>>) =>
  callApi(api.missions.create, { body: payload }, { call: 'mission.create' });
