import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { disablePush, enablePush, pushSupported } from './web-push.ts';

type Sent = { method: string; path: string; body: unknown };

const serverKey = new Uint8Array(65).map((_, i) => i + 1);
const serverKeyText = Buffer.from(serverKey).toString('base64url');

function stubServer() {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      sent.push({
        method: request.method,
        path,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const body =
        path === '/api/push/key' ? { publicKey: serverKeyText } : { status: 'true', message: 'Tamam' };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

function fakeSubscription(endpoint: string, key: Uint8Array) {
  return {
    endpoint,
    options: { applicationServerKey: key.buffer },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-key' } }),
    unsubscribe: vi.fn(async () => true),
  };
}

/** A browser with a service worker and the Push API; `existing` is its current subscription. */
function stubBrowser(
  permission: NotificationPermission,
  existing: ReturnType<typeof fakeSubscription> | null,
) {
  const created = fakeSubscription('https://fcm.googleapis.com/fcm/send/new', serverKey);
  const pushManager = {
    getSubscription: vi.fn(async () => existing),
    subscribe: vi.fn(async () => created),
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
      register: vi.fn(async () => registration),
    },
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => permission) });
  return { pushManager, created };
}

describe('web push in the browser', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('given a browser without the Push API / is not supported', () => {
    expect(pushSupported()).toBe(false);
  });

  it('given the permission refused / subscribes nothing and answers denied', async () => {
    const sent = stubServer();
    const { pushManager } = stubBrowser('denied', null);
    expect(pushSupported()).toBe(true);
    await expect(enablePush()).resolves.toBe('denied');
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('given the permission granted / subscribes with the server key and stores the subscription', async () => {
    const sent = stubServer();
    const { pushManager, created } = stubBrowser('granted', null);
    await expect(enablePush()).resolves.toBe('on');
    // Enabling before the page has registered the worker registers it at once.
    expect(navigator.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: serverKey,
    });
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /api/push/key',
      'POST /api/push/subscription',
    ]);
    expect(sent[1]?.body).toEqual({
      endpoint: created.endpoint,
      expirationTime: null,
      keys: { p256dh: 'p256dh-key', auth: 'auth-key' },
    });
  });

  it('given a subscription made with another key / replaces it', async () => {
    stubServer();
    const old = fakeSubscription('https://fcm.googleapis.com/fcm/send/old', new Uint8Array(65));
    const { pushManager } = stubBrowser('granted', old);
    await enablePush();
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalled();
  });

  it('turning off / removes the subscription on the server, then in the browser', async () => {
    const sent = stubServer();
    const current = fakeSubscription('https://fcm.googleapis.com/fcm/send/mine', serverKey);
    stubBrowser('granted', current);
    await disablePush();
    expect(sent).toEqual([
      { method: 'DELETE', path: '/api/push/subscription', body: { endpoint: current.endpoint } },
    ]);
    expect(current.unsubscribe).toHaveBeenCalled();
  });
});
