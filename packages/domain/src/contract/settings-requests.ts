/** Request schemas of the account's settings and profile (see requests.ts). */
import { z } from 'zod';
import { formMessages } from '../messages.ts';
import { passwordMessages, passwordProblem } from '../rules/password-strength.ts';
import {
  emailField,
  emptyToUndefined,
  flagField,
  idField,
  idList,
  numericString,
  obj,
  optionalId,
  phoneField,
  requiredText,
  trimmed,
  userIdField,
} from './fields.ts';

const courthouseList = idList(formMessages.courthouseRequired).pipe(
  z
    .array(z.number(), { error: formMessages.courthouseRequired })
    .min(1, { error: formMessages.courthouseRequired }),
);

export const updateBaroAndAdliyeSchema = obj({
  baro_id: idField(formMessages.barNotNumber),
  adliye_id: courthouseList,
});
export type UpdateBaroAndAdliyePayload = z.infer<typeof updateBaroAndAdliyeSchema>;

export const updateAdliyeSchema = obj({ adliye_id: courthouseList });
export type UpdateAdliyePayload = z.infer<typeof updateAdliyeSchema>;

export const passwordChangeMessages = {
  currentRequired: 'Lütfen mevcut şifrenizi giriniz.',
  newRequired: 'Lütfen yeni şifrenizi giriniz.',
} as const;

/**
 * user/update/password: the current password, and a new one by the same strength rule as
 * registration and reset (rules/password-strength.ts); the first problem of the new password is the
 * one shown.
 */
export const passwordUpdateSchema = obj({
  current_password: z
    .string({ error: passwordChangeMessages.currentRequired })
    .min(1, { error: passwordChangeMessages.currentRequired }),
  password: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: passwordChangeMessages.newRequired }).superRefine((value, ctx) => {
      const problem = value === '' ? passwordChangeMessages.newRequired : passwordProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ),
  password_confirmation: z
    .string({ error: passwordMessages.confirmationRequired })
    .min(1, { error: passwordMessages.confirmationRequired }),
}).superRefine((v, ctx) => {
  if (v.password !== v.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: passwordMessages.mismatch });
  }
});
export type PasswordUpdatePayload = z.infer<typeof passwordUpdateSchema>;

export const aboutTextSchema = obj({
  about_text: requiredText('Lütfen hakkınızda yazısını giriniz.', 2000),
});
export type AboutTextPayload = z.infer<typeof aboutTextSchema>;

export const missionStatusSchema = obj({ status: flagField('Görev alma durumu geçersiz.') });
export type MissionStatusPayload = z.infer<typeof missionStatusSchema>;

export const notifySchema = obj({
  email_notify: flagField('Bildirim ayarı geçersiz.'),
  sms_notify: flagField('Bildirim ayarı geçersiz.'),
  call_notify: flagField('Bildirim ayarı geçersiz.'),
});
export type NotifyPayload = z.infer<typeof notifySchema>;

export const emailUpdateSchema = obj({ email: emailField });
export type EmailUpdatePayload = z.infer<typeof emailUpdateSchema>;

/** A phone change's new number (the code goes to it; the number is the account's once confirmed). */
export const phoneUpdateSchema = obj({ telephone: phoneField });
export type PhoneUpdatePayload = z.infer<typeof phoneUpdateSchema>;

export const authorityDocumentSchema = obj({
  id: optionalId('Belge bulunamadı.'),
  name: requiredText('Lütfen adınızı soyadınızı giriniz.', 255),
  baro_id: idField(formMessages.barNotNumber),
  tc: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : trimmed(v)),
    z.string({ error: 'Lütfen T.C. kimlik numaranızı giriniz.' }).regex(/^[1-9]\d{10}$/, {
      error: 'T.C. kimlik numarası 11 haneli olmalıdır.',
    }),
  ),
  sicil: requiredText('Lütfen sicil numaranızı giriniz.', 50),
  /** The consent checkbox; required only while no document exists (checked by the server). */
  consent: z.preprocess(emptyToUndefined, flagField(formMessages.consentRequired).optional()),
});
export type AuthorityDocumentPayload = z.infer<typeof authorityDocumentSchema>;

export const invoiceUpdateSchema = obj({ district_id: idField('Lütfen ilçe seçiniz.') });
export type InvoiceUpdatePayload = z.infer<typeof invoiceUpdateSchema>;

export const notCategoriesUpdateSchema = obj({ category_id: idList('Kategori seçimi geçersiz.') });
export type NotCategoriesUpdatePayload = z.infer<typeof notCategoriesUpdateSchema>;

export const performanceAddSchema = obj({ performance_ids: idList('Uzmanlık seçimi geçersiz.') });
export type PerformanceAddPayload = z.infer<typeof performanceAddSchema>;

/** Gender of the default avatar: 1 male, 2 female. */
export const deleteAvatarSchema = obj({
  gender: z.preprocess(
    numericString,
    z.union([z.literal(1), z.literal(2)], { error: 'Lütfen varsayılan avatar seçiniz.' }),
  ),
});
export type DeleteAvatarPayload = z.infer<typeof deleteAvatarSchema>;

export const getProfileSchema = obj({ user_id: userIdField });
export type GetProfilePayload = z.infer<typeof getProfileSchema>;
