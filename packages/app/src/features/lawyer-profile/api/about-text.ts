import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';

/** POST user/update/aboutText {about_text}; a failure is the spec's 'HATA VAR!' toast. */
export const submitAboutText = (text: string) =>
  callApi(api.profile.aboutText, { body: { about_text: text } }, { call: 'user.aboutText' });
