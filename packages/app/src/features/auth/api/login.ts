import type { LoginPayload, LoginResponse } from '@meslektas/domain';
import { apiPost } from '../../../lib/api-client.ts';

/** POST auth/login {telephone, password}: the bearer token and the user. */
export const login = (input: LoginPayload) =>
  apiPost<LoginResponse>('/auth/login', { ...input }, { call: 'auth.login' });
