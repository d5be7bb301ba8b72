import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey, callUpload } from '../../../lib/api-client.ts';

/** GET user/bluetick: where the application stands. */
export function useBlueTick() {
  return useSWR(callKey(api.settings.blueTick), async () => (await callApi(api.settings.blueTick)).data);
}

/** POST user/bluetick with the verification image. */
export function submitBlueTick(file: File) {
  const form = new FormData();
  form.append('verification_image', file);
  return callUpload(api.settings.submitBlueTick, form);
}
