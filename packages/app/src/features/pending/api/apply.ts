import { type ConfirmMissionPayload } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';

/** POST mission/confirmMission; any failure is the spec's apply rule (to /premium-uyelik). */
export const apply = (input: ConfirmMissionPayload) =>
  callApi(api.missions.confirm, { body: input }, { call: 'mission.confirm' });
