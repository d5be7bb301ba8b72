import { apiPost } from '../../../lib/api-client.ts';

export type Channel = 'sms' | 'email';

/** POST auth/sms_resend {telephone} or auth/email_resend {email}. */
export const sendCode = (channel: Channel, contact: string) =>
  channel === 'sms'
    ? apiPost('/auth/sms_resend', { telephone: contact }, { call: 'auth.smsResend' })
    : apiPost('/auth/email_resend', { email: contact }, { call: 'auth.emailResend' });

/** POST auth/sms_verify or auth/email_verify {code}. */
export const verifyCode = (channel: Channel, code: string) =>
  apiPost(
    `/auth/${channel}_verify`,
    { code },
    { call: channel === 'sms' ? 'auth.smsVerify' : 'auth.emailVerify' },
  );
