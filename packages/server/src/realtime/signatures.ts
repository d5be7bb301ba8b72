import crypto from 'node:crypto';

/** Pusher's own limits, kept so that an SDK that works against Pusher works here unchanged. */
export const pusherLimits = {
  channelNameLength: 200,
  channelsPerEvent: 100,
  eventsPerBatch: 10,
  /** Bytes of event data, and of one message a client may send. */
  dataBytes: 10_240,
  /** Seconds an HTTP API request's auth_timestamp may differ from our clock. */
  timestampSkew: 600,
} as const;

const channelNamePattern = /^[A-Za-z0-9_\-=@,.;]+$/;

export function isValidChannelName(name: string): boolean {
  return name.length > 0 && name.length <= pusherLimits.channelNameLength && channelNamePattern.test(name);
}

function hmacHex(secret: string, payload: string): string {
  return crypto.createHmac('sha256', secret).update(payload).digest('hex');
}

function md5Hex(body: string): string {
  return crypto.createHash('md5').update(body, 'utf8').digest('hex');
}

/** Compares without leaking, through timing, how much of a signature was right. */
function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** The `auth` value a client sends with `pusher:subscribe` for a private channel. */
export function channelAuth(key: string, secret: string, socketId: string, channel: string): string {
  return `${key}:${hmacHex(secret, `${socketId}:${channel}`)}`;
}

export function verifyChannelAuth(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  auth: unknown,
): boolean {
  return typeof auth === 'string' && safeEqual(auth, channelAuth(key, secret, socketId, channel));
}

/** Query parameters as Pusher signs them: sorted by name, `name=value` joined by `&`, unescaped. */
function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}

export function signRequestQuery(
  key: string,
  secret: string,
  method: string,
  path: string,
  body: string,
  timestamp: number,
): string {
  const params: Record<string, string> = {
    auth_key: key,
    auth_timestamp: String(timestamp),
    auth_version: '1.0',
    body_md5: md5Hex(body),
  };
  const query = canonicalQuery(params);
  const signature = hmacHex(secret, `${method.toUpperCase()}\n${path}\n${query}`);
  return `${query}&auth_signature=${signature}`;
}

export type RequestCheck = { ok: true } | { ok: false; reason: string };

/** Checks a signed Pusher HTTP API request, as the Pusher server SDKs sign it. */
export function verifySignedRequest(input: {
  key: string;
  secret: string;
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: string;
  nowSeconds: number;
}): RequestCheck {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.query)) {
    if (typeof value !== 'string') return { ok: false, reason: `${name} parametresi birden fazla verilmiş.` };
    if (name !== 'auth_signature') params[name] = value;
  }
  const signature = input.query.auth_signature;
  if (typeof signature !== 'string' || params.auth_key === undefined || params.auth_timestamp === undefined) {
    return { ok: false, reason: 'İmza parametreleri eksik.' };
  }
  if (params.auth_key !== input.key) return { ok: false, reason: 'Uygulama anahtarı tanınmıyor.' };
  if (params.auth_version !== '1.0') return { ok: false, reason: 'auth_version 1.0 olmalıdır.' };
  const timestamp = Number(params.auth_timestamp);
  if (!Number.isFinite(timestamp) || Math.abs(input.nowSeconds - timestamp) > pusherLimits.timestampSkew) {
    return { ok: false, reason: 'İstek zaman damgası geçersiz ya da çok eski.' };
  }
  if (input.body !== '' && params.body_md5 !== md5Hex(input.body)) {
    return { ok: false, reason: 'body_md5 istek gövdesiyle uyuşmuyor.' };
  }
  const expected = hmacHex(
    input.secret,
    `${input.method.toUpperCase()}\n${input.path}\n${canonicalQuery(params)}`,
  );
  if (!safeEqual(signature, expected)) return { ok: false, reason: 'İstek imzası geçersiz.' };
  return { ok: true };
}
