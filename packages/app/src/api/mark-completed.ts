import { api } from '@meslektas/domain';
import { callApi } from '../lib/api-client.ts';

/** POST mission/markAsCompleted/{id}; the rating modal opens afterwards. */
export const markCompleted = (missionId: number) =>
  callApi(api.missions.markAsCompleted, { params: { id: missionId } });
