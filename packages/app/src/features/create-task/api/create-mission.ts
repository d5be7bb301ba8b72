import type { StatusFalse } from '@meslektas/domain';
import { apiPost } from '../../../lib/api-client.ts';

export interface CreatedMission {
  status?: 'true';
  message?: string;
  data?: { missionId?: number; id?: number };
}

/** POST mission/create; a 200 may still be a refusal (`status: 'false'` with messages). */
export const createMission = (payload: Record<string, unknown>) =>
  apiPost<CreatedMission | StatusFalse>('/mission/create', payload, { call: 'mission.create' });
