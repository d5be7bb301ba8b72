import { type PushSubscriptionJson } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import { callApi } from './api-client.ts';
import { registerServiceWorker } from './service-worker.ts';

/** How long enabling waits for the service worker (asked for at once if it has not registered yet). */
const READY_TIMEOUT_MS = 10_000;

/** The browser can receive web pushes: a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function registration(wait: boolean): Promise<ServiceWorkerRegistration | undefined> {
  if (!wait) return navigator.serviceWorker.getRegistration();
  // The page registers it once its first screen is settled; enabling does not wait for that.
  void registerServiceWorker().catch(() => undefined);
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), READY_TIMEOUT_MS)),
  ]);
}

/** This browser's push subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await registration(false);
  return (await reg?.pushManager.getSubscription()) ?? null;
}

function toJson(subscription: PushSubscription): PushSubscriptionJson {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** Tells the server this browser belongs to the signed-in lawyer (again: another may have used it). */
export function sendSubscription(subscription: PushSubscription) {
  return callApi(api.push.subscribe, { body: toJson(subscription) }, { quiet: true });
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((v, i) => v === b[i]);

/**
 * Asks for the permission, subscribes this browser with the server's key and stores it on the
 * server. Answers the permission when it was not granted.
 */
export async function enablePush(): Promise<'on' | NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const reg = await registration(true);
  if (!reg) throw new Error('service worker not ready');
  const { publicKey } = await callApi(api.push.key);
  const key = Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  let subscription = await reg.pushManager.getSubscription();
  // A subscription made with another key (the server's keys were replaced) cannot be reused.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await callApi(api.push.subscribe, { body: toJson(subscription) });
  return 'on';
}

/** Removes this browser's subscription from the server and from the browser. */
export async function disablePush(options: { quiet?: boolean } = {}): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await callApi(api.push.unsubscribe, { body: { endpoint: subscription.endpoint } }, options);
  await subscription.unsubscribe();
}
