/**
 * Requests of registration and password reset. The register form checks with the same schemas
 * before sending, so the T.C. kimlik, password and consent rules are one definition on both sides.
 */
import { z } from 'zod';
import { passwordMessages, passwordProblem } from '../rules/password-strength.ts';
import {
  emailField,
  emptyToUndefined,
  idField,
  obj,
  phoneField,
  requiredText,
  tcField,
  trimmed,
} from './fields.ts';
import { codeSchema } from './requests.ts';

export const registerMessages = {
  name: 'Lütfen adınızı giriniz.',
  surname: 'Lütfen soyadınızı giriniz.',
  bar: 'Lütfen baronuzu seçiniz.',
  sicil: 'Lütfen baro sicil numaranızı giriniz.',
  kvkk: 'KVKK Aydınlatma Metnini Onaylayınız!',
  terms: 'Kullanım Koşullarını Onaylayınız!',
  referral: 'Referans kodu geçersiz.',
} as const;

const passwordField = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z.string({ error: passwordMessages.required }).superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
);

const confirmationField = z
  .string({ error: passwordMessages.confirmationRequired })
  .min(1, { error: passwordMessages.confirmationRequired });

/** The confirmation must repeat the password; reported under password_confirmation. */
function samePassword(
  value: { password: string; password_confirmation: string },
  ctx: z.RefinementCtx,
): void {
  if (value.password_confirmation !== '' && value.password !== value.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: passwordMessages.mismatch });
  }
}

/** A ticked box: true, 1, '1' or 'on'. */
const accepted = (message: string) =>
  z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'on', z.literal(true, { error: message }));

export const registerSchema = obj({
  name: requiredText(registerMessages.name, 100),
  surname: requiredText(registerMessages.surname, 100),
  tc: tcField,
  baro_id: idField(registerMessages.bar),
  sicil: requiredText(registerMessages.sicil, 50),
  telephone: phoneField,
  email: emailField,
  password: passwordField,
  password_confirmation: confirmationField,
  kvkk: accepted(registerMessages.kvkk),
  terms: accepted(registerMessages.terms),
  /** The referral code of the link the lawyer came through; an unknown one is ignored. */
  // A numeric code may arrive as a number (parsed from the link by the client); it is the same code.
  ref: z.preprocess(
    (v) => emptyToUndefined(trimmed(typeof v === 'number' && Number.isFinite(v) ? String(v) : v)),
    z.string({ error: registerMessages.referral }).max(64, { error: registerMessages.referral }).optional(),
  ),
}).superRefine(samePassword);
export type RegisterPayload = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = obj({ telephone: phoneField });
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = obj({
  telephone: phoneField,
  code: codeSchema.shape.code,
  password: passwordField,
  password_confirmation: confirmationField,
}).superRefine(samePassword);
export type ResetPasswordPayload = z.infer<typeof resetPasswordSchema>;
