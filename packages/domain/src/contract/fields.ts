/** Field builders shared by the request schemas: lenient on input shape, Turkish on every failure. */
import { z } from 'zod';
import { normalisePhone } from '../rules/phone.ts';
import { isValidTcKimlik, tcKimlikMessages } from '../rules/tc-kimlik.ts';

export const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
export const numericString = (v: unknown) =>
  typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v.trim()) : v;
/** Empty form values mean "not given". */
export const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The largest id the database holds (a 32-bit serial); a larger one can only be unknown. */
export const MAX_ID = 2_147_483_647;

/** A positive integer id, given as a number or a numeric string. */
export const idField = (message: string) =>
  z.preprocess(
    numericString,
    z
      .number({ error: message })
      .int({ error: message })
      .positive({ error: message })
      .max(MAX_ID, { error: message }),
  );

export const optionalId = (message: string) =>
  z.preprocess((v) => emptyToUndefined(numericString(v)), idField(message).optional());

/** A 0/1 flag; true/false and '0'/'1' are accepted too. */
export const flagField = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'boolean' ? (v ? 1 : 0) : numericString(v)),
    z.union([z.literal(0), z.literal(1)], { error: message }),
  );

/** One id or a list of them (form posts send `adliye_id[]` with a single value as a scalar). */
export const idList = (message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]),
    z.array(idField(message)),
  );

/** A finite number (money, coordinates), given as a number or a numeric string; empty means missing. */
export const finiteNumber = (message: string) =>
  z.preprocess(
    (v) => numericString(emptyToUndefined(v)),
    z.number({ error: message }).finite({ error: message }),
  );

/** A string up to `max` characters, with Turkish messages for a wrong type and for length. */
export const text = (max: number, typeMessage: string) =>
  z.string({ error: typeMessage }).max(max, { error: `En fazla ${max} karakter girebilirsiniz.` });

export const requiredText = (message: string, max = 5000) =>
  z.preprocess(trimmed, text(max, message).min(1, { error: message }));

/** Objects answer a non-object body in Turkish too. */
export const obj = <T extends z.ZodRawShape>(shape: T) =>
  z.object(shape, { error: 'İstek içeriği geçersiz.' });

export const phoneField = z.preprocess(
  (v) => (typeof v === 'string' ? (normalisePhone(v) ?? v) : v),
  z
    .string({ error: 'Lütfen telefon numaranızı giriniz.' })
    .regex(/^05\d{9}$/, { error: 'Telefon numarası 5 ile başlayan 10 haneli olmalıdır.' }),
);

export const emailField = z.preprocess(
  trimmed,
  z.email({ error: 'Lütfen geçerli bir e-posta adresi giriniz.' }).max(191, {
    error: 'Lütfen geçerli bir e-posta adresi giriniz.',
  }),
);

/** A T.C. kimlik number (a number or digits), its check digits right. */
export const tcField = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : trimmed(v)),
  z.string({ error: tcKimlikMessages.required }).superRefine((value, ctx) => {
    if (!isValidTcKimlik(value)) {
      ctx.addIssue({
        code: 'custom',
        message: value === '' ? tcKimlikMessages.required : tcKimlikMessages.invalid,
      });
    }
  }),
);

export const missionIdField = idField('Lütfen bir görev seçiniz.');
export const userIdField = idField('Lütfen bir kullanıcı seçiniz.');

/** Laravel-style field errors for the 422 body: `{ "adliye_id": ["Adliye Seçimi Yapınız"] }`. */
export function toFieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    const list = (out[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return out;
}
