/**
 * Login, logout, the signed-in lawyer's record and the two verification steps (spec §7.7);
 * registration and password reset.
 */
import { z } from 'zod';
import { forgotPasswordSchema, registerSchema, resetPasswordSchema } from '../account-requests.ts';
import { barSchema, userSchema } from '../entities.ts';
import { dataEnvelope, loginResponseSchema } from '../envelopes.ts';
import { endpoint } from '../endpoint.ts';
import { codeSchema, emailResendSchema, loginSchema, smsResendSchema } from '../requests.ts';

const tag = 'Hesap';

const messageAnswer = z.object({ status: z.literal('true'), message: z.string() });
const verifiedAnswer = messageAnswer.extend({ data: userSchema });

export const authCalls = {
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    summary: 'Telefon ve şifreyle giriş; Bearer anahtarı döner',
    tag,
    access: 'public',
    body: loginSchema,
    response: loginResponseSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/auth/logout',
    summary: 'Bu oturumun anahtarını geçersiz kılar',
    tag,
    access: 'session',
    response: messageAnswer,
  }),
  getData: endpoint({
    method: 'GET',
    path: '/auth/getData',
    summary: 'Giriş yapmış avukatın kaydı (her hesap durumunda)',
    tag,
    access: 'session',
    response: dataEnvelope(userSchema),
  }),
  smsResend: endpoint({
    method: 'POST',
    path: '/auth/sms_resend',
    summary: 'Telefona doğrulama kodu gönderir',
    tag,
    access: 'session',
    body: smsResendSchema,
    response: messageAnswer,
  }),
  smsVerify: endpoint({
    method: 'POST',
    path: '/auth/sms_verify',
    summary: 'SMS kodunu doğrular',
    tag,
    access: 'session',
    body: codeSchema,
    response: verifiedAnswer,
  }),
  emailResend: endpoint({
    method: 'POST',
    path: '/auth/email_resend',
    summary: 'E-posta adresine doğrulama kodu gönderir',
    tag,
    access: 'session',
    body: emailResendSchema,
    response: messageAnswer,
  }),
  emailVerify: endpoint({
    method: 'POST',
    path: '/auth/email_verify',
    summary: 'E-posta kodunu doğrular',
    tag,
    access: 'session',
    body: codeSchema,
    response: verifiedAnswer,
  }),
  register: endpoint({
    method: 'POST',
    path: '/auth/register',
    summary: 'Yeni avukat kaydı; Bearer anahtarı döner, hesap doğrulama ve onay bekler',
    tag,
    access: 'public',
    body: registerSchema,
    response: loginResponseSchema,
  }),
  registerBars: endpoint({
    method: 'GET',
    path: '/auth/register/bars',
    summary: 'Kayıt formunun baro listesi, Türkçe alfabe sırasıyla',
    tag,
    access: 'public',
    response: dataEnvelope(z.array(barSchema)),
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/auth/password/forgot',
    summary: 'Şifre sıfırlama kodunu SMS ile gönderir (kayıtlı olmayan numaraya da aynı cevap)',
    tag,
    access: 'public',
    body: forgotPasswordSchema,
    response: messageAnswer,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/auth/password/reset',
    summary: 'Kod ve yeni şifreyle şifreyi değiştirir; bütün oturumlar kapanır',
    tag,
    access: 'public',
    body: resetPasswordSchema,
    response: messageAnswer,
  }),
};
