import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';

/** POST mission/cancelMission {mission_id, cancel_text}. */
export const cancelMission = (missionId: number, cancelText: string) =>
  callApi(api.missions.cancel, { body: { mission_id: missionId, cancel_text: cancelText } });
