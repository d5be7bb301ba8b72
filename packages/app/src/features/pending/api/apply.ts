import type { ConfirmMissionPayload } from '@meslektas/domain';
import { apiPost } from '../../../lib/api-client.ts';

/** POST mission/confirmMission; any failure is the spec's apply rule (to /premium-uyelik). */
export const apply = (input: ConfirmMissionPayload) =>
  apiPost('/mission/confirmMission', { ...input }, { call: 'mission.confirm' });
