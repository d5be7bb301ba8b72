import { api } from '@meslektas/domain/client';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { perform } from '../../../lib/outcomes.ts';

/**
 * GET mission/checkAdliyeUsers/{adliyeId}: null when somebody would receive the task, else the
 * modalMessage the form shows in its modal. Any other failure goes through its outcome.
 */
export async function checkCourthouse(adliyeId: number): Promise<string | null> {
  try {
    await callApi(
      api.missions.checkAdliyeUsers,
      { params: { adliyeId } },
      { call: 'mission.checkAdliyeUsers' },
    );
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const { modal, ...rest } = error.outcome;
    if (modal) return modal.text;
    perform(rest);
    return null;
  }
}
