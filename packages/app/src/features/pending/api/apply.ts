import { type ConfirmMissionPayload } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';

/**
 * POST mission/confirmMission; a failure is the spec's apply rule (to /premium-uyelik), except a
 * refusal before one's wave (its message as a toast).
 */
export const apply = (input: ConfirmMissionPayload) =>
  callApi(api.missions.confirm, { body: input }, { call: 'mission.confirm' });
