import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  /** STORAGE_DRIVER=s3: uploaded files go to this S3-compatible bucket instead of uploadsDir. */
  s3: S3StorageConfig | undefined;
  logLevel: string;
  /** `json`: one JSON object a line, for log collectors; `pretty`: pino-pretty's readable lines (`pnpm dev`). */
  logFormat: LogFormat;
  /** SMTP server for e-mail codes (smtp://user:pass@host:587); unset: codes go to the log and the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The site's address for links in e-mails (PUBLIC_URL, no trailing slash); unset: http://localhost:PORT. */
  publicUrl: string;
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
  /**
   * TEST_CLOCK: the server's clock can be moved forward through `POST /__test/clock`, so browser
   * journeys cross a time window without waiting. Refused with NODE_ENV=production.
   */
  testClock: boolean;
}

type LogFormat = 'json' | 'pretty';

/** S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE. */
export interface S3StorageConfig {
  /** Unset: AWS S3 itself, by region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the AWS SDK's own chain (AWS_* variables, an instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: what MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
}

/** iyzico credentials; all three set switch card payments from the sandbox to iyzico. */
export interface IyzicoConfig {
  apiKey: string;
  secretKey: string;
  baseUrl: string;
}

export class ConfigError extends Error {}

/** Refusals are thrown from inside the schema's transforms, so the first one met is the one reported. */
function refuse(message: string): never {
  throw new ConfigError(message);
}

/** A variable as given; blank counts as unset. */
const raw = z.string().optional();
const trimmed = raw.transform((value) => value?.trim() || undefined);
const withDefault = (fallback: string) => trimmed.transform((value) => value ?? fallback);
/** Unset, or a value of the given shape (checked after trimming). */
const shaped = (pattern: RegExp, message: (value: string) => string) =>
  trimmed.refine((value) => value === undefined || pattern.test(value) || refuse(message(value)));
/** Unset, or one of the given words (any case). */
const oneOf = <T extends string>(
  words: readonly T[],
  fallback: T | undefined,
  message: (value: string) => string,
) =>
  raw.transform((value): T | undefined => {
    const word = value?.trim().toLowerCase();
    if (!word) return fallback;
    return words.includes(word as T) ? (word as T) : refuse(message(value!));
  });

function port(name: string) {
  return raw.transform((value) => {
    if (value === undefined || value === '') return undefined;
    const number = Number(value);
    if (!Number.isInteger(number) || number < 0 || number > 65_535) {
      refuse(`${name} must be a whole number between 0 and 65535, got "${value}".`);
    }
    return number;
  });
}

const bool = (name: string, fallback: boolean) =>
  raw.transform((value) => {
    if (value === undefined || value === '') return fallback;
    if (/^(1|true|yes|on)$/i.test(value)) return true;
    if (/^(0|false|no|off)$/i.test(value)) return false;
    return refuse(`${name} must be true or false, got "${value}".`);
  });

/** "08:00-20:00" → minutes of the day; unset means tasks may be created around the clock. */
const missionHours = trimmed.transform((value) => {
  if (!value) return null;
  const match = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/.exec(value);
  const minutes = (h?: string, m?: string) => Number(h) * 60 + Number(m);
  if (
    !match ||
    minutes(match[1], match[2]) >= minutes(match[3], match[4]) ||
    minutes(match[3], match[4]) > 24 * 60
  ) {
    refuse(`MISSION_HOURS must look like 08:00-20:00 (start before end), got "${value}".`);
  }
  return { start: minutes(match[1], match[2]), end: minutes(match[3], match[4]) };
});

const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Names, not a hop count nor `true`: a count trusts whatever connects from the right distance, so a
 * client reaching the server past the proxy could name any address it likes.
 */
const trustProxy = raw.transform((value) => {
  const entries = (value ?? '')
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
      refuse(
        `TRUST_PROXY must list proxy addresses or ranges (e.g. 10.0.0.5,192.168.0.0/16, or loopback), got "${entry}".`,
      );
    }
  }
  return entries;
});

const realtimeActivityTimeout = trimmed.transform((value) => {
  const seconds = value ? Number(value) : 120;
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 3600) {
    refuse(`REALTIME_ACTIVITY_TIMEOUT must be whole seconds between 1 and 3600, got "${value}".`);
  }
  return seconds;
});

/** Variables that only make sense together: none of them (blank counts as unset), or every one. */
function together<const N extends string>(
  env: Partial<Record<N, string>>,
  names: readonly N[],
  needs: string,
): boolean {
  const given = names.filter((name) => env[name]?.trim());
  if (given.length === 0) return false;
  if (given.length < names.length) {
    const missing = names.filter((name) => !given.includes(name));
    refuse(`${needs} ${names.join(', ')} together; missing ${missing.join(', ')}.`);
  }
  return true;
}

const s3Names = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * STORAGE_DRIVER=s3 needs a bucket, and the keys come as a pair (or neither). S3_* variables
 * without STORAGE_DRIVER=s3 are refused too: the files would quietly land on one machine's disk.
 */
function s3Storage(
  env: Partial<Record<(typeof s3Names)[number], string>> & {
    STORAGE_DRIVER: 'local' | 's3' | undefined;
    S3_REGION: string;
    S3_FORCE_PATH_STYLE: boolean;
  },
): S3StorageConfig | undefined {
  if (env.STORAGE_DRIVER !== 's3') {
    const given = s3Names.filter((name) => env[name]?.trim());
    if (given.length > 0) {
      refuse(`${given.join(', ')} set but STORAGE_DRIVER is not s3; set STORAGE_DRIVER=s3 or remove them.`);
    }
    return undefined;
  }
  if (!env.S3_BUCKET) refuse('STORAGE_DRIVER=s3 needs S3_BUCKET, the bucket that keeps the uploaded files.');
  const keys = together(env, ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], 'S3 storage needs');
  return {
    endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ''),
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    credentials: keys
      ? { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! }
      : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/** Said in Turkish and in English: the log is read by whoever runs the server, in either. */
const sandboxInProduction = [
  'Üretim ortamında (NODE_ENV=production) yerleşik deneme ödeme sistemiyle başlatılmıyor: gerçek kart ödemeleri için IYZICO_API_KEY, IYZICO_SECRET_KEY ve IYZICO_BASE_URL değerlerini girin ya da deneme sistemini bilerek kullanmak için PAYMENT_PROVIDER=sandbox yazın.',
  'Refusing to start with the built-in payment sandbox while NODE_ENV=production: set IYZICO_API_KEY, IYZICO_SECRET_KEY and IYZICO_BASE_URL for real card payments, or PAYMENT_PROVIDER=sandbox to run the sandbox on purpose.',
].join('\n');

/**
 * IYZICO_API_KEY, IYZICO_SECRET_KEY and IYZICO_BASE_URL together, or none (the sandbox provider).
 * PAYMENT_PROVIDER names the provider (`iyzico` or `sandbox`); unset, the keys decide, except that
 * production never falls back to the sandbox silently.
 */
export const paymentEnv = z
  .object({
    PAYMENT_PROVIDER: oneOf(
      ['iyzico', 'sandbox'],
      undefined,
      (value) => `PAYMENT_PROVIDER must be iyzico or sandbox, got "${value}".`,
    ),
    IYZICO_API_KEY: trimmed,
    IYZICO_SECRET_KEY: trimmed,
    IYZICO_BASE_URL: trimmed,
    NODE_ENV: trimmed,
  })
  .transform((env): { iyzico: IyzicoConfig | undefined } => {
    const names = ['IYZICO_API_KEY', 'IYZICO_SECRET_KEY', 'IYZICO_BASE_URL'] as const;
    let iyzico: IyzicoConfig | undefined;
    if (together(env, names, 'iyzico payments need')) {
      const baseUrl = env.IYZICO_BASE_URL!.replace(/\/+$/, '');
      if (!/^https?:\/\//.test(baseUrl))
        refuse(`IYZICO_BASE_URL must start with http(s)://, got "${baseUrl}".`);
      iyzico = { apiKey: env.IYZICO_API_KEY!, secretKey: env.IYZICO_SECRET_KEY!, baseUrl };
    }
    const provider = env.PAYMENT_PROVIDER;
    if (provider === 'sandbox' && iyzico) {
      refuse('PAYMENT_PROVIDER=sandbox and the IYZICO_* keys are both set; keep one.');
    }
    if (provider === 'iyzico' && !iyzico) {
      refuse('PAYMENT_PROVIDER=iyzico needs IYZICO_API_KEY, IYZICO_SECRET_KEY and IYZICO_BASE_URL.');
    }
    if (!iyzico && provider !== 'sandbox' && env.NODE_ENV === 'production') refuse(sandboxInProduction);
    return { iyzico };
  });

/** The push services of Chrome/Edge (FCM), Firefox, Edge's WNS and Safari. */
const knownPushServiceHosts = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

/** Every variable the server reads, in the order they are checked. */
const serverEnv = z
  .object({
    DATABASE_URL: shaped(
      /^postgres(ql)?:\/\//,
      (value) =>
        `DATABASE_URL must start with postgres:// (leave it unset for the built-in SQLite file), got "${value}".`,
    ),
    PORT: port('PORT'),
    HOST: withDefault('0.0.0.0'),
    SQLITE_PATH: withDefault('data/app.db'),
    SEED_DEMO: bool('SEED_DEMO', true),
    STATIC_DIR: withDefault('packages/app/dist'),
    UPLOADS_DIR: withDefault('data/uploads'),
    STORAGE_DRIVER: oneOf(
      ['local', 's3'],
      'local',
      (value) => `STORAGE_DRIVER must be local or s3, got "${value}".`,
    ),
    S3_ENDPOINT: shaped(
      /^https?:\/\//,
      (value) => `S3_ENDPOINT must start with http:// or https://, got "${value}".`,
    ),
    S3_BUCKET: trimmed,
    S3_REGION: withDefault('us-east-1'),
    S3_ACCESS_KEY_ID: trimmed,
    S3_SECRET_ACCESS_KEY: raw,
    S3_FORCE_PATH_STYLE: bool('S3_FORCE_PATH_STYLE', false),
    LOG_LEVEL: withDefault('info'),
    /** JSON unless asked otherwise: pino-pretty is a devDependency, so a production install has no pretty printer. */
    LOG_FORMAT: oneOf(
      ['json', 'pretty'],
      'json',
      (value) => `LOG_FORMAT must be json or pretty, got "${value}".`,
    ),
    SMTP_URL: shaped(
      /^smtps?:\/\//,
      (value) => `SMTP_URL must start with smtp:// or smtps://, got "${value}".`,
    ),
    MAIL_FROM: trimmed,
    PUBLIC_URL: shaped(
      /^https?:\/\//,
      (value) => `PUBLIC_URL must start with http:// or https://, got "${value}".`,
    ),
    NETGSM_USERNAME: trimmed,
    NETGSM_PASSWORD: raw,
    NETGSM_MSGHEADER: trimmed,
    NETGSM_URL: withDefault('https://api.netgsm.com.tr'),
    MISSION_HOURS: missionHours,
    PUSHER_APP_ID: trimmed,
    PUSHER_APP_KEY: trimmed,
    PUSHER_APP_SECRET: trimmed,
    PUSHER_HOST: trimmed,
    PUSHER_APP_CLUSTER: trimmed,
    REDIS_URL: shaped(
      /^rediss?:\/\//,
      (value) => `REDIS_URL must start with redis:// or rediss://, got "${value}".`,
    ),
    REALTIME_ACTIVITY_TIMEOUT: realtimeActivityTimeout,
    PUSHER_PORT: raw.transform((value) => (value?.trim() ? value : undefined)).pipe(port('PUSHER_PORT')),
    PUSHER_SCHEME: oneOf(
      ['http', 'https'],
      'https',
      (value) => `PUSHER_SCHEME must be http or https, got "${value}".`,
    ),
    REDIS_PREFIX: withDefault('meslektas'),
    VAPID_PUBLIC_KEY: trimmed,
    VAPID_PRIVATE_KEY: trimmed,
    VAPID_SUBJECT: trimmed,
    PUSH_SERVICE_HOSTS: raw.transform((value) =>
      value
        ?.split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
    TRUST_PROXY: trustProxy,
    METRICS_TOKEN: trimmed,
    TEST_CLOCK: bool('TEST_CLOCK', false),
    NODE_ENV: trimmed,
  })
  .transform((env): Omit<Config, 'iyzico'> => {
    let netgsm: Config['netgsm'];
    if (together(env, ['NETGSM_USERNAME', 'NETGSM_PASSWORD', 'NETGSM_MSGHEADER'], 'NetGSM SMS needs')) {
      const header = env.NETGSM_MSGHEADER!;
      if (header.length > 11) refuse(`NETGSM_MSGHEADER is at most 11 characters, got "${header}".`);
      if (!/^https?:\/\//.test(env.NETGSM_URL)) {
        refuse(`NETGSM_URL must start with http(s)://, got "${env.NETGSM_URL}".`);
      }
      netgsm = {
        username: env.NETGSM_USERNAME!,
        password: env.NETGSM_PASSWORD!,
        header,
        baseUrl: env.NETGSM_URL,
      };
    }
    const s3 = s3Storage(env);
    const external = env.PUSHER_HOST !== undefined || env.PUSHER_APP_CLUSTER !== undefined;
    const missing = (['PUSHER_APP_ID', 'PUSHER_APP_KEY', 'PUSHER_APP_SECRET'] as const).filter(
      (name) => !env[name],
    );
    if (external && missing.length > 0) {
      refuse(
        `An external Pusher server (PUSHER_HOST or PUSHER_APP_CLUSTER) also needs ${missing.join(', ')}.`,
      );
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      refuse('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither).');
    }
    const sender = env.MAIL_FROM ?? 'no-reply@meslektas.local';
    const vapidSubject = env.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(sender)?.[1] ?? sender}`;
    if (!/^(mailto:|https:\/\/)\S+$/.test(vapidSubject)) {
      refuse(`VAPID_SUBJECT must be a mailto: or https:// address, got "${vapidSubject}".`);
    }
    return {
      port: env.PORT ?? 3000,
      host: env.HOST,
      databaseUrl: env.DATABASE_URL,
      sqlitePath: path.resolve(repoRoot, env.SQLITE_PATH),
      seedDemo: env.SEED_DEMO,
      staticDir: path.resolve(repoRoot, env.STATIC_DIR),
      uploadsDir: path.resolve(repoRoot, env.UPLOADS_DIR),
      s3,
      logLevel: env.LOG_LEVEL,
      logFormat: env.LOG_FORMAT!,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM ?? 'Meslektaş <no-reply@meslektas.local>',
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ''),
      netgsm,
      missionHours: env.MISSION_HOURS,
      pusherAppId: env.PUSHER_APP_ID ?? 'meslektas',
      pusherAppKey: env.PUSHER_APP_KEY ?? 'meslektas',
      pusherAppSecret: env.PUSHER_APP_SECRET,
      pusherHost: env.PUSHER_HOST,
      pusherPort: env.PUSHER_PORT,
      pusherScheme: env.PUSHER_SCHEME!,
      pusherCluster: env.PUSHER_APP_CLUSTER,
      redisUrl: env.REDIS_URL,
      redisPrefix: env.REDIS_PREFIX,
      realtimeActivityTimeout: env.REALTIME_ACTIVITY_TIMEOUT,
      vapidKeys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      vapidSubject,
      pushServiceHosts: env.PUSH_SERVICE_HOSTS?.length ? env.PUSH_SERVICE_HOSTS : knownPushServiceHosts,
      trustProxy: env.TRUST_PROXY,
      metricsToken: env.METRICS_TOKEN,
      testClock:
        env.TEST_CLOCK && env.NODE_ENV === 'production'
          ? refuse('TEST_CLOCK moves the server clock for tests; it is refused with NODE_ENV=production.')
          : env.TEST_CLOCK,
    };
  });

/** Reads and validates the environment once, at start-up. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return { ...serverEnv.parse(env), ...paymentEnv.parse(env) };
}
