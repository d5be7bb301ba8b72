import { apiPost } from '../../../lib/api-client.ts';

/** POST mission/markAsCompleted/{id}; the rating modal opens afterwards. */
export const markCompleted = (missionId: number) => apiPost(`/mission/markAsCompleted/${missionId}`);
