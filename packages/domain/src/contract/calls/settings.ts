/**
 * Account settings (spec §2.13, §7.6): password, e-mail address, task notifications, task-taking,
 * the blue tick and profile completeness.
 */
import { z } from 'zod';
import { flagSchema } from '../entities/shared.ts';
import { userSchema } from '../entities.ts';
import { progressInfoSchema } from '../entities/profile.ts';
import { dataEnvelope } from '../envelopes.ts';
import { endpoint } from '../endpoint.ts';
import {
  codeSchema,
  emailUpdateSchema,
  missionStatusSchema,
  notifySchema,
  passwordUpdateSchema,
  phoneUpdateSchema,
} from '../requests.ts';

const tag = 'Hesap Ayarları';

const done = z.object({ status: z.literal('true'), message: z.string() });

/** Where the blue tick stands: nothing sent, waiting for an operator, approved, or refused. */
export const blueTickStates = ['none', 'pending', 'approved', 'rejected'] as const;
export type BlueTickState = (typeof blueTickStates)[number];

const blueTickSchema = z.object({
  state: z.enum(blueTickStates),
  /** The image awaiting approval, or the approved one (a signed address for the owner). */
  image: z.string().nullable(),
  /** The operator's reason, when refused. */
  reason: z.string().nullable(),
});
export type BlueTick = z.infer<typeof blueTickSchema>;

const notifySettingsSchema = z.object({
  email_notify: flagSchema,
  sms_notify: flagSchema,
  call_notify: flagSchema,
});
export type NotifySettings = z.infer<typeof notifySettingsSchema>;

export const settingsCalls = {
  updatePassword: endpoint({
    method: 'POST',
    path: '/user/update/password',
    summary:
      'Şifre değişikliği: mevcut şifre ve yeni şifre (kayıttaki güç kuralı); kullanıcı başına sınırlı ' +
      'deneme; bu oturum dışındaki bütün oturumlar kapanır',
    tag,
    access: 'lawyer',
    body: passwordUpdateSchema,
    response: done,
  }),
  updateEmail: endpoint({
    method: 'POST',
    path: '/user/update/email',
    summary:
      'E-posta değişikliği: yeni adrese doğrulama kodu gönderir; kod auth/email_verify ile doğrulanana ' +
      'kadar eski adres geçerli kalır',
    tag,
    access: 'lawyer',
    body: emailUpdateSchema,
    response: done,
  }),
  updateTelephone: endpoint({
    method: 'POST',
    path: '/user/update/telephone',
    summary:
      'Telefon değişikliği: yeni numaraya SMS ile doğrulama kodu gönderir (mevcut numarayla aynıysa 422); ' +
      'kod doğrulanana kadar eski numara geçerli kalır. Yanıt, numaranın başka bir hesapta olup olmadığını söylemez',
    tag,
    access: 'lawyer',
    body: phoneUpdateSchema,
    response: done,
  }),
  confirmTelephone: endpoint({
    method: 'POST',
    path: '/user/update/telephone/verify',
    summary:
      'Telefon değişikliğini yeni numaraya gelen kodla onaylar; numara hesabın olur ve doğrulanmış sayılır',
    tag,
    access: 'lawyer',
    body: codeSchema,
    response: done.extend({ data: userSchema }),
  }),
  notify: endpoint({
    method: 'POST',
    path: '/user/update/notify',
    summary: 'Görev bildirim ayarları: e-posta, SMS ve arama (1 açık, 0 kapalı)',
    tag,
    access: 'lawyer',
    body: notifySchema,
    response: done.extend({ data: notifySettingsSchema }),
  }),
  missionStatus: endpoint({
    method: 'POST',
    path: '/user/update/missionStatus',
    summary:
      'Görev alma durumu (1 açık, 0 kapalı); kapalıyken bekleyen görevler listesi boşalır ve yeni görevler ' +
      'iletilmez',
    tag,
    access: 'lawyer',
    body: missionStatusSchema,
    response: done.extend({ missionStatus: flagSchema }),
  }),
  blueTick: endpoint({
    method: 'GET',
    path: '/user/bluetick',
    summary: 'Mavi tik başvurusunun durumu ve resmi',
    tag,
    access: 'lawyer',
    response: dataEnvelope(blueTickSchema),
  }),
  submitBlueTick: endpoint({
    method: 'POST',
    path: '/user/bluetick',
    summary:
      'Mavi tik başvurusu (multipart, alan adı verification_image: png, jpeg, gif veya webp, en fazla 5 MB); ' +
      'yetkili onayına kadar bekler',
    tag,
    access: 'lawyer',
    multipart: { files: { verification_image: { maxFiles: 1 } } },
    response: done.extend({ data: blueTickSchema }),
  }),
  progress: endpoint({
    method: 'GET',
    path: '/auth/progress',
    summary: 'Profil doluluk oranı ve eksikler (sunucuda hesaplanır)',
    tag,
    access: 'lawyer',
    response: progressInfoSchema,
  }),
};
