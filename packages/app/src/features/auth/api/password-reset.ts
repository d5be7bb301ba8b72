import { type ForgotPasswordPayload, type ResetPasswordPayload } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';

/** POST auth/password/forgot {telephone}: a code by SMS (the same answer for any number). */
export const requestResetCode = (body: ForgotPasswordPayload) => callApi(api.auth.forgotPassword, { body });

/** POST auth/password/reset: the code and the new password; every session is signed out. */
export const resetPassword = (body: ResetPasswordPayload) => callApi(api.auth.resetPassword, { body });
