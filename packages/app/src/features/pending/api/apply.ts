import { type ConfirmMissionPayload, api } from '@meslektas/domain';
import { callApi } from '../../../lib/api-client.ts';

/** POST mission/confirmMission; any failure is the spec's apply rule (to /premium-uyelik). */
export const apply = (input: ConfirmMissionPayload) =>
  callApi(api.missions.confirm, { body: input }, { call: 'mission.confirm' });
