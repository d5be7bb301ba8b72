/** Request schemas of signing in and of the SMS and e-mail codes (see requests.ts). */
import { z } from 'zod';
import { emailField, obj, phoneField, trimmed } from './fields.ts';

export const loginSchema = obj({
  telephone: phoneField,
  password: z.string({ error: 'Lütfen şifrenizi giriniz.' }).min(1, { error: 'Lütfen şifrenizi giriniz.' }),
});
export type LoginPayload = z.infer<typeof loginSchema>;

export const smsResendSchema = obj({ telephone: phoneField });
export type SmsResendPayload = z.infer<typeof smsResendSchema>;

/** sms_verify and email_verify. */
export const codeSchema = obj({
  code: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : trimmed(v)),
    z.string({ error: 'Lütfen doğrulama kodunu giriniz.' }).regex(/^\d{6}$/, {
      error: 'Doğrulama kodu 6 haneli olmalıdır.',
    }),
  ),
});
export type CodePayload = z.infer<typeof codeSchema>;

export const emailResendSchema = obj({ email: emailField });
export type EmailResendPayload = z.infer<typeof emailResendSchema>;
