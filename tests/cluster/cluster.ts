// Several server processes behind HAProxy on one machine, as deploy/ sets them up on several:
// a throw-away PostgreSQL database (migrated, reference data loaded), Redis for the realtime
// events, an S3 bucket (or one uploads folder) they share, and haproxy running deploy/haproxy.cfg with its `bind`
// and `server` lines pointed at local ports. Used by the cluster test and bench/cluster-throughput.ts.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DatabaseHandle, openDatabase } from '../../packages/server/src/db/database.ts';
import { migrateToLatest } from '../../packages/server/src/db/migrate.ts';
import type { S3StorageConfig } from '../../packages/server/src/config.ts';
import { loadReferenceData } from '../../packages/server/src/seed/reference.ts';
import { runStatement } from '../../packages/server/test/helpers/test-app.ts';
import { appId, appKey, appSecret } from '../../packages/server/test/realtime/harness.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverPackage = path.join(root, 'packages/server');
export const HAPROXY = '/usr/sbin/haproxy';
/** The bearer token of the server processes' /metrics. */
const metricsToken = crypto.randomBytes(16).toString('hex');

export function haproxyInstalled(): boolean {
  return fs.existsSync(HAPROXY);
}

export interface ServerProcess {
  name: string;
  port: number;
  child: ChildProcess;
  /** Where its stdout and stderr go (JSON log lines). */
  logFile: string;
}

export interface ClusterOptions {
  /** The proxy listens on this port; the server processes on the ports after it. */
  basePort: number;
  processes: number;
  /** A PostgreSQL URL whose server may create databases; the cluster gets a fresh one. */
  adminDatabaseUrl: string;
  /** Unset: the processes share no realtime events (the bench may run so). */
  redisUrl?: string | undefined;
  /** Set: uploads go to this S3-compatible bucket; unset: to one folder all the processes share. */
  s3?: S3StorageConfig | undefined;
  /** Server log level; `info` logs every request. */
  logLevel?: string;
}

export class Cluster {
  readonly servers: ServerProcess[] = [];
  #proxy: ChildProcess | undefined;

  private constructor(
    readonly options: ClusterOptions,
    readonly dir: string,
    readonly databaseName: string,
    readonly databaseUrl: string,
    /** The test's own connection to the cluster's database, for seeding and for the assertions. */
    readonly database: DatabaseHandle,
    readonly uploadsDir: string,
  ) {}

  get proxyPort(): number {
    return this.options.basePort;
  }

  /** A fresh database, migrated and with the reference data, and a temporary folder for the rest. */
  static async create(options: ClusterOptions): Promise<Cluster> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meslektas-cluster-'));
    const databaseName = `meslektas_cluster_${crypto.randomBytes(5).toString('hex')}`;
    await runStatement(options.adminDatabaseUrl, `CREATE DATABASE ${databaseName}`);
    const url = new URL(options.adminDatabaseUrl);
    url.pathname = `/${databaseName}`;
    const database = openDatabase({ databaseUrl: url.toString() });
    await migrateToLatest(database.db);
    await loadReferenceData(database.db);
    const uploadsDir = path.join(dir, 'uploads');
    fs.mkdirSync(uploadsDir);
    return new Cluster(options, dir, databaseName, url.toString(), database, uploadsDir);
  }

  /** Starts every server process and waits until each one is ready. */
  async startServers(): Promise<void> {
    // The processes run what production runs: the compiled server.
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
      cwd: serverPackage,
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`server build failed: ${build.stderr}`);
    const prefix = `cluster-${crypto.randomBytes(4).toString('hex')}`;
    const started = Array.from({ length: this.options.processes }, (_, i) =>
      this.#startServer(`s${i + 1}`, this.options.basePort + 3 + i, prefix),
    );
    this.servers.push(...started);
    await Promise.all(started.map((server) => waitForReady(server)));
  }

  #startServer(name: string, port: number, redisPrefix: string): ServerProcess {
    const logFile = path.join(this.dir, `${name}.log`);
    const log = fs.openSync(logFile, 'a');
    const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
      cwd: serverPackage,
      stdio: ['ignore', log, log],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: this.databaseUrl,
        SEED_DEMO: 'false',
        STATIC_DIR: path.join(this.dir, 'no-app'),
        UPLOADS_DIR: this.uploadsDir,
        ...(this.options.s3 ? s3Environment(this.options.s3) : {}),
        ...(this.options.redisUrl ? { REDIS_URL: this.options.redisUrl } : {}),
        REDIS_PREFIX: redisPrefix,
        // haproxy connects from 127.0.0.1; the test's clients come from other loopback addresses.
        TRUST_PROXY: '127.0.0.1',
        PUSHER_APP_ID: appId,
        PUSHER_APP_KEY: appKey,
        PUSHER_APP_SECRET: appSecret,
        LOG_LEVEL: this.options.logLevel ?? 'warn',
        // The test reads each process's own gauges (its open websockets) straight from its port.
        METRICS_TOKEN: metricsToken,
      },
    });
    fs.closeSync(log);
    return { name, port, child, logFile };
  }

  /**
   * Starts haproxy (again) on deploy/haproxy.cfg, balancing over `servers`: plain HTTP on the base
   * port, TLS on the one after it with a self-signed certificate, the redirecting frontend on the
   * third.
   */
  async startProxy(servers: ServerProcess[] = this.servers): Promise<void> {
    await this.stopProxy();
    const pem = path.join(this.dir, 'proxy.pem');
    if (!fs.existsSync(pem)) selfSignedPem(pem, this.dir);
    const config = path.join(this.dir, 'haproxy.cfg');
    fs.writeFileSync(
      config,
      localProxyConfig(fs.readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8'), {
        port: this.proxyPort,
        tlsPort: this.proxyPort + 1,
        redirectPort: this.proxyPort + 2,
        pem,
        statsSocket: this.statsSocket,
        servers: servers.map((s) => ({ name: s.name, address: `127.0.0.1:${s.port}` })),
      }),
    );
    const check = spawnSync(HAPROXY, ['-c', '-q', '-f', config], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`haproxy refuses the configuration:\n${check.stderr}`);
    const proxy = spawn(HAPROXY, ['-q', '-f', config], { stdio: ['ignore', 'ignore', 'inherit'] });
    this.#proxy = proxy;
    await waitUntil(async () => (await serverStates(this.statsSocket)).size === servers.length, 'haproxy');
    await waitUntil(async () => (await get(this.proxyPort, '/api/ready')) === 200, 'the proxy to answer');
  }

  get statsSocket(): string {
    return path.join(this.dir, 'haproxy.sock');
  }

  /** How many websockets one server process holds now (its `realtime_open_websockets` gauge). */
  async openWebsockets(server: ServerProcess): Promise<number> {
    const body = await new Promise<string>((resolve, reject) => {
      http
        .get(
          {
            host: '127.0.0.1',
            port: server.port,
            path: '/metrics',
            headers: { authorization: `Bearer ${metricsToken}` },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve(text));
          },
        )
        .on('error', reject);
    });
    const gauge = /^realtime_open_websockets (\d+)$/m.exec(body);
    if (!gauge) throw new Error(`${server.name}: no realtime_open_websockets in its metrics`);
    return Number(gauge[1]);
  }

  /** Each server's state as haproxy sees it (UP, DOWN, …), by name. */
  serverStates(): Promise<Map<string, string>> {
    return serverStates(this.statsSocket);
  }

  async stopProxy(): Promise<void> {
    const proxy = this.#proxy;
    this.#proxy = undefined;
    if (proxy && proxy.exitCode === null) {
      const exited = new Promise((resolve) => proxy.once('exit', resolve));
      proxy.kill('SIGTERM');
      await exited;
    }
  }

  /** Stops everything and drops the database; the folder with the logs stays when `keepLogs`. */
  async stop({ keepLogs = false } = {}): Promise<void> {
    await this.stopProxy();
    await Promise.all(
      this.servers.map(async ({ child }) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }),
    );
    await this.database.close();
    await runStatement(
      this.options.adminDatabaseUrl,
      `DROP DATABASE IF EXISTS ${this.databaseName} WITH (FORCE)`,
    );
    if (!keepLogs) fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/** The variables docs/deploy.md ("Object storage") gives for a bucket. */
function s3Environment(s3: S3StorageConfig): Record<string, string> {
  return {
    STORAGE_DRIVER: 's3',
    S3_BUCKET: s3.bucket,
    S3_REGION: s3.region,
    S3_FORCE_PATH_STYLE: String(s3.forcePathStyle),
    ...(s3.endpoint ? { S3_ENDPOINT: s3.endpoint } : {}),
    ...(s3.credentials
      ? { S3_ACCESS_KEY_ID: s3.credentials.accessKeyId, S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey }
      : {}),
  };
}

interface LocalProxy {
  port: number;
  tlsPort: number;
  redirectPort: number;
  pem: string;
  statsSocket: string;
  servers: { name: string; address: string }[];
}

/**
 * deploy/haproxy.cfg with its addresses made local. Every replacement must find its line, so a
 * change to the deployed file that this does not follow fails the test instead of testing
 * something else.
 */
export function localProxyConfig(template: string, local: LocalProxy): string {
  let config = template;
  const replace = (pattern: RegExp, by: string) => {
    if (!pattern.test(config)) throw new Error(`deploy/haproxy.cfg has no line like ${pattern}`);
    config = config.replace(pattern, by);
  };
  // No syslog here; the stats socket tells the test what haproxy sees.
  replace(/^(\s*)log \/dev\/log.*$/m, `$1stats socket ${local.statsSocket} mode 600 level admin`);
  // Within this machine's open-file limit (haproxy needs two descriptors a connection).
  replace(/^(\s*)maxconn \d+$/m, '$1maxconn 4000');
  replace(/^(\s*)bind :80$/m, `$1bind 127.0.0.1:${local.redirectPort}`);
  replace(
    /^(\s*)bind :443 ssl crt \S+(.*)$/m,
    `$1bind 127.0.0.1:${local.port}\n$1bind 127.0.0.1:${local.tlsPort} ssl crt ${local.pem}$2`,
  );
  replace(/^(\s*)server .*\n/gm, '');
  config = `${config.trimEnd()}\n${local.servers.map((s) => `    server ${s.name} ${s.address}\n`).join('')}`;
  return config;
}

/** A certificate and its key in one PEM file, as haproxy's `crt` wants them. */
function selfSignedPem(pem: string, dir: string): void {
  const key = path.join(dir, 'proxy.key');
  const cert = path.join(dir, 'proxy.crt');
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  if (made.status !== 0) throw new Error('openssl could not make a certificate for the proxy');
  fs.writeFileSync(pem, fs.readFileSync(cert, 'utf8') + fs.readFileSync(key, 'utf8'));
}

async function serverStates(socket: string): Promise<Map<string, string>> {
  const csv = await new Promise<string>((resolve) => {
    const connection = net.connect(socket);
    let out = '';
    connection.on('connect', () => connection.write('show stat\n'));
    connection.on('data', (chunk) => (out += chunk.toString()));
    connection.on('end', () => resolve(out));
    connection.on('error', () => resolve(''));
  });
  const states = new Map<string, string>();
  for (const line of csv.split('\n')) {
    const [backend, name, ...rest] = line.split(',');
    if (backend !== 'meslektas' || !name || name === 'BACKEND') continue;
    // `status` is the 18th column (index 17) of `show stat`.
    states.set(name, rest[15] ?? '');
  }
  return states;
}

/** Status of a plain GET, or 0 when nothing answered. */
function get(port: number, urlPath: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    req.setTimeout(2000, () => req.destroy());
  });
}

async function waitForReady(server: ServerProcess): Promise<void> {
  let exited = false;
  server.child.once('exit', () => (exited = true));
  await waitUntil(async () => {
    if (exited) {
      throw new Error(`${server.name} exited:\n${fs.readFileSync(server.logFile, 'utf8').slice(-2000)}`);
    }
    return (await get(server.port, '/api/ready')) === 200;
  }, `${server.name} to be ready`);
}

export async function waitUntil(
  probe: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
