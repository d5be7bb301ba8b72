import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';

export type Channel = 'sms' | 'email';

/** POST auth/sms_resend {telephone} or auth/email_resend {email}. */
export const sendCode = (channel: Channel, contact: string) =>
  channel === 'sms'
    ? callApi(api.auth.smsResend, { body: { telephone: contact } }, { call: 'auth.smsResend' })
    : callApi(api.auth.emailResend, { body: { email: contact } }, { call: 'auth.emailResend' });

/** POST auth/sms_verify or auth/email_verify {code}. */
export const verifyCode = (channel: Channel, code: string) =>
  channel === 'sms'
    ? callApi(api.auth.smsVerify, { body: { code } }, { call: 'auth.smsVerify' })
    : callApi(api.auth.emailVerify, { body: { code } }, { call: 'auth.emailVerify' });
