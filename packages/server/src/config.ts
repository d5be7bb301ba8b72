import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type IyzicoConfig, loadPaymentConfig } from './services/payments/config.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');

export interface Config {
  port: number;
  host: string;
  /** `postgres://…` selects PostgreSQL; anything else (or unset) means the SQLite file. */
  databaseUrl: string | undefined;
  sqlitePath: string;
  seedDemo: boolean;
  /** Folder with the built app; served with an SPA fallback when it exists. */
  staticDir: string;
  /** Folder where uploaded files (re-encoded images) are kept; created on first upload. */
  uploadsDir: string;
  logLevel: string;
  /** `json`: one JSON object a line, for log collectors; `pretty`: pino-pretty's readable lines (`pnpm dev`). */
  logFormat: LogFormat;
  /** SMTP server for e-mail codes (smtp://user:pass@host:587); unset: codes go to the log and the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** NetGSM account for SMS (NETGSM_USERNAME, NETGSM_PASSWORD, NETGSM_MSGHEADER); unset: SMS stay in the outbox. */
  netgsm: { username: string; password: string; header: string; baseUrl: string } | undefined;
  /** Istanbul hours when tasks may be created, [start, end) in minutes of the day; null: always. */
  missionHours: { start: number; end: number } | null;
  /** Pusher app credentials; the built-in endpoint uses them too (see docs/realtime.md). */
  pusherAppId: string;
  pusherAppKey: string;
  /** Unset: a random secret kept in the database, shared by every process on that database. */
  pusherAppSecret: string | undefined;
  /** Set (or a cluster set): events go to that external Pusher-compatible server. */
  pusherHost: string | undefined;
  pusherPort: number | undefined;
  pusherScheme: 'http' | 'https';
  pusherCluster: string | undefined;
  /** Set: server processes share realtime events through Redis pub/sub. */
  redisUrl: string | undefined;
  /** Redis pub/sub channel prefix; processes that share events must use the same one. */
  redisPrefix: string;
  /** Seconds of silence before the endpoint pings a client (sent to it as activity_timeout). */
  realtimeActivityTimeout: number;
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url); unset: a pair generated once and kept in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** The contact push services see (VAPID_SUBJECT, mailto: or https:); unset: MAIL_FROM's address. */
  vapidSubject: string;
  /** Hosts (and their subdomains) a push subscription may point at: the browsers' push services. */
  pushServiceHosts: string[];
  /** IYZICO_API_KEY, IYZICO_SECRET_KEY, IYZICO_BASE_URL; unset: card payments use the built-in sandbox. */
  iyzico: IyzicoConfig | undefined;
  /**
   * TRUST_PROXY: the proxies (addresses, CIDR ranges, or `loopback` / `linklocal` / `uniquelocal`)
   * whose X-Forwarded-For and X-Forwarded-Proto count; empty: nobody's, the socket's address is the client.
   */
  trustProxy: string[];
  /** METRICS_TOKEN: the Bearer token `GET /metrics` asks for; unset: the route answers 404. */
  metricsToken: string | undefined;
}

type LogFormat = 'json' | 'pretty';

export class ConfigError extends Error {}

function parsePort(raw: string | undefined, fallback: number, name = 'PORT'): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(`${name} must be a whole number between 0 and 65535, got "${raw}".`);
  }
  return port;
}

function parseBool(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}".`);
}

/** Reads and validates the environment once, at start-up. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(
      `DATABASE_URL must start with postgres:// (leave it unset for the built-in SQLite file), got "${databaseUrl}".`,
    );
  }
  return {
    port: parsePort(env.PORT, 3000),
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl,
    sqlitePath: path.resolve(repoRoot, env.SQLITE_PATH?.trim() || 'data/app.db'),
    seedDemo: parseBool('SEED_DEMO', env.SEED_DEMO, true),
    staticDir: path.resolve(repoRoot, env.STATIC_DIR?.trim() || 'packages/app/dist'),
    uploadsDir: path.resolve(repoRoot, env.UPLOADS_DIR?.trim() || 'data/uploads'),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    logFormat: parseLogFormat(env.LOG_FORMAT),
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM?.trim() || 'Meslektaş <no-reply@meslektas.local>',
    netgsm: parseNetgsm(env),
    missionHours: parseMissionHours(env.MISSION_HOURS),
    ...loadRealtimeConfig(env),
    ...loadPushConfig(env),
    ...loadPaymentConfig(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
  };
}

const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Names, not a hop count nor `true`: a count trusts whatever connects from the right distance, so a
 * client reaching the server past the proxy could name any address it likes.
 */
function parseTrustProxy(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (proxyRangeNames.has(entry)) continue;
    const [address = '', prefix, extra] = entry.split('/');
    const family = net.isIP(address);
    const maxPrefix = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (family === 0 || !prefixOk || extra !== undefined) {
      throw new ConfigError(
        `TRUST_PROXY must list proxy addresses or ranges (e.g. 10.0.0.5,192.168.0.0/16, or loopback), got "${entry}".`,
      );
    }
  }
  return entries;
}

function parseNetgsm(env: NodeJS.ProcessEnv): Config['netgsm'] {
  const names = ['NETGSM_USERNAME', 'NETGSM_PASSWORD', 'NETGSM_MSGHEADER'] as const;
  const given = names.filter((name) => env[name]?.trim());
  if (given.length === 0) return undefined;
  if (given.length < names.length) {
    const missing = names.filter((name) => !given.includes(name));
    throw new ConfigError(`NetGSM SMS needs ${names.join(', ')} together; missing ${missing.join(', ')}.`);
  }
  const header = env.NETGSM_MSGHEADER!.trim();
  if (header.length > 11)
    throw new ConfigError(`NETGSM_MSGHEADER is at most 11 characters, got "${header}".`);
  const baseUrl = env.NETGSM_URL?.trim() || 'https://api.netgsm.com.tr';
  if (!/^https?:\/\//.test(baseUrl))
    throw new ConfigError(`NETGSM_URL must start with http(s)://, got "${baseUrl}".`);
  return { username: env.NETGSM_USERNAME!.trim(), password: env.NETGSM_PASSWORD!, header, baseUrl };
}

function parseScheme(raw: string | undefined): 'http' | 'https' {
  if (raw === undefined || raw.trim() === '') return 'https';
  const scheme = raw.trim().toLowerCase();
  if (scheme === 'http' || scheme === 'https') return scheme;
  throw new ConfigError(`PUSHER_SCHEME must be http or https, got "${raw}".`);
}

type RealtimeConfig = Pick<
  Config,
  | 'pusherAppId'
  | 'pusherAppKey'
  | 'pusherAppSecret'
  | 'pusherHost'
  | 'pusherPort'
  | 'pusherScheme'
  | 'pusherCluster'
  | 'redisUrl'
  | 'redisPrefix'
  | 'realtimeActivityTimeout'
>;

function loadRealtimeConfig(env: NodeJS.ProcessEnv): RealtimeConfig {
  const pusherHost = env.PUSHER_HOST?.trim() || undefined;
  const pusherCluster = env.PUSHER_APP_CLUSTER?.trim() || undefined;
  const pusherAppSecret = env.PUSHER_APP_SECRET?.trim() || undefined;
  const external = pusherHost !== undefined || pusherCluster !== undefined;
  const missing = ['PUSHER_APP_ID', 'PUSHER_APP_KEY', 'PUSHER_APP_SECRET'].filter(
    (name) => !env[name]?.trim(),
  );
  if (external && missing.length > 0) {
    throw new ConfigError(
      `An external Pusher server (PUSHER_HOST or PUSHER_APP_CLUSTER) also needs ${missing.join(', ')}.`,
    );
  }
  const redisUrl = env.REDIS_URL?.trim() || undefined;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) {
    throw new ConfigError(`REDIS_URL must start with redis:// or rediss://, got "${redisUrl}".`);
  }
  const timeoutRaw = env.REALTIME_ACTIVITY_TIMEOUT?.trim();
  const realtimeActivityTimeout = timeoutRaw ? Number(timeoutRaw) : 120;
  if (
    !Number.isInteger(realtimeActivityTimeout) ||
    realtimeActivityTimeout < 1 ||
    realtimeActivityTimeout > 3600
  ) {
    throw new ConfigError(
      `REALTIME_ACTIVITY_TIMEOUT must be whole seconds between 1 and 3600, got "${timeoutRaw}".`,
    );
  }
  return {
    pusherAppId: env.PUSHER_APP_ID?.trim() || 'meslektas',
    pusherAppKey: env.PUSHER_APP_KEY?.trim() || 'meslektas',
    pusherAppSecret,
    pusherHost,
    pusherPort: env.PUSHER_PORT?.trim() ? parsePort(env.PUSHER_PORT, 0, 'PUSHER_PORT') : undefined,
    pusherScheme: parseScheme(env.PUSHER_SCHEME),
    pusherCluster,
    redisUrl,
    redisPrefix: env.REDIS_PREFIX?.trim() || 'meslektas',
    realtimeActivityTimeout,
  };
}

/** JSON unless asked otherwise: pino-pretty is a devDependency, so a production install has no pretty printer. */
function parseLogFormat(raw: string | undefined): LogFormat {
  const format = raw?.trim().toLowerCase();
  if (!format) return 'json';
  if (format === 'json' || format === 'pretty') return format;
  throw new ConfigError(`LOG_FORMAT must be json or pretty, got "${raw}".`);
}

function parseSmtpUrl(raw: string | undefined): string | undefined {
  const url = raw?.trim();
  if (!url) return undefined;
  if (!/^smtps?:\/\//.test(url))
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, got "${url}".`);
  return url;
}

/** "08:00-20:00" → minutes of the day; unset means tasks may be created around the clock. */
function parseMissionHours(raw: string | undefined): { start: number; end: number } | null {
  const value = raw?.trim();
  if (!value) return null;
  const match = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/.exec(value);
  const minutes = (h?: string, m?: string) => Number(h) * 60 + Number(m);
  if (
    !match ||
    minutes(match[1], match[2]) >= minutes(match[3], match[4]) ||
    minutes(match[3], match[4]) > 24 * 60
  ) {
    throw new ConfigError(`MISSION_HOURS must look like 08:00-20:00 (start before end), got "${value}".`);
  }
  return { start: minutes(match[1], match[2]), end: minutes(match[3], match[4]) };
}

/** The push services of Chrome/Edge (FCM), Firefox, Edge's WNS and Safari. */
const knownPushServiceHosts = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

function loadPushConfig(
  env: NodeJS.ProcessEnv,
): Pick<Config, 'vapidKeys' | 'vapidSubject' | 'pushServiceHosts'> {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (Boolean(publicKey) !== Boolean(privateKey))
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither).');
  const mailFrom = env.MAIL_FROM?.trim() || 'no-reply@meslektas.local';
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  const vapidSubject = env.VAPID_SUBJECT?.trim() || `mailto:${address}`;
  if (!/^(mailto:|https:\/\/)\S+$/.test(vapidSubject))
    throw new ConfigError(`VAPID_SUBJECT must be a mailto: or https:// address, got "${vapidSubject}".`);
  const hosts = env.PUSH_SERVICE_HOSTS?.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return {
    vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    vapidSubject,
    pushServiceHosts: hosts && hosts.length > 0 ? hosts : knownPushServiceHosts,
  };
}
