import { api } from '@meslektas/domain/client';
import useSWR, { useSWRConfig } from 'swr';
import { callApi, callKey } from '../lib/api-client.ts';

/** The SWR key of one page of a profile. */
const profileKey = (userId: number, page: number) =>
  callKey(api.profile.getProfile, { body: { user_id: userId, page } });

/**
 * POST user/getProfile {user_id, page}: a lawyer's profile with one page of comments. A failure
 * leaves as ApiError; a 404 maps to going home (spec §7.6).
 */
export function useProfile(userId: number | undefined, page = 1) {
  return useSWR(userId === undefined ? null : profileKey(userId, page), async () => {
    const answer = await callApi(
      api.profile.getProfile,
      { body: { user_id: userId as number, page } },
      { call: 'user.getProfile' },
    );
    return answer.data;
  });
}

/** Reloads every loaded page of every profile (after the owner changed his). */
export function useRefreshProfiles() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate((key) => Array.isArray(key) && key[0] === api.profile.getProfile.path, undefined, {
      revalidate: true,
    });
}
