import { mapApiSuccess, successToast } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import { mutate } from 'swr';
import { callApi } from './api-client.ts';
import { perform } from './outcomes.ts';
import { currentSubscription, disablePush } from './web-push.ts';

/**
 * Stops this browser's pushes and revokes the token on the server (best effort), forgets every
 * cached answer, goes to login.
 */
export async function logout(): Promise<void> {
  await disablePush({ quiet: true }).catch(() => {});
  await callApi(api.auth.logout, {}, { call: 'auth.logout', quiet: true }).catch(() => {});
  // Loaded lazily: the realtime client stays out of the first screen's bundle.
  void import('./realtime.ts').then((m) => m.disconnectEcho());
  perform(mapApiSuccess('auth.logout', {}));
  await mutate(() => true, undefined, { revalidate: false });
}

/**
 * After the account was deleted (its sessions are already revoked on the server): this browser
 * forgets it too (push subscription, realtime, token, cached answers) and the login page says why.
 */
export async function forgetDeletedAccount(message: string): Promise<void> {
  await currentSubscription()
    .then((subscription) => subscription?.unsubscribe())
    .catch(() => {});
  void import('./realtime.ts').then((m) => m.disconnectEcho());
  perform({ toast: successToast(message), dropToken: true, redirect: '/login' });
  await mutate(() => true, undefined, { revalidate: false });
}
