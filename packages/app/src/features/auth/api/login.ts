import { type LoginPayload } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';

/** POST auth/login {telephone, password}: the bearer token and the user. */
export const login = (body: LoginPayload) => callApi(api.auth.login, { body }, { call: 'auth.login' });
