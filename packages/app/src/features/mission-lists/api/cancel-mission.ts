import { apiPost } from '../../../lib/api-client.ts';

/** POST mission/cancelMission {mission_id, cancel_text}. */
export const cancelMission = (missionId: number, cancelText: string) =>
  apiPost('/mission/cancelMission', { mission_id: missionId, cancel_text: cancelText });
