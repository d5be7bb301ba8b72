import { api } from '@meslektas/domain/client';
import { callApi, callUpload } from '../../../lib/api-client.ts';

/** POST user/update/avatar (multipart, field avatar): the photo waits for an operator. */
export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('avatar', file);
  return callUpload(api.profile.updateAvatar, form);
}

/** POST user/update/deleteAvatar {gender, variant}: a default picture instead of a photo. */
export const chooseDefaultAvatar = (choice: { gender: 1 | 2; variant: number }) =>
  callApi(api.profile.deleteAvatar, {
    body: { gender: choice.gender, variant: choice.variant === 2 ? 2 : 1 },
  });
