import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

/** GET partnership/referances/info: the invitation text, the link, its WhatsApp share and the reward. */
export function useReferralInfo() {
  return useSWR(
    callKey(api.partnership.referralInfo),
    async () => (await callApi(api.partnership.referralInfo)).data.data,
  );
}
