// Three server processes behind haproxy (deploy/haproxy.cfg), on PostgreSQL, Redis and a fake S3
// server (s3rver) for the uploads: a mixed load through the proxy, one process killed with SIGKILL in the
// middle, then nothing acknowledged may be missing and nothing may have happened twice.
// Runs when TEST_DATABASE_URL and REDIS_URL are set and haproxy is installed (`pnpm test cluster`).
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAGLAYAN_ADLIYESI_ID } from '../../packages/server/src/seed/ids.ts';
import {
  addCourthouseAudience,
  createPayload,
  vipOverrides,
} from '../../packages/server/test/helpers/missions.ts';
import { createUser } from '../../packages/server/test/helpers/users.ts';
import { type TestStorage, openTestStorage } from '../../packages/server/test/uploads/storages.ts';
import { fund } from '../../packages/server/test/wallet/wallet-helpers.ts';
import { Client } from './client.ts';
import { Cluster, haproxyInstalled, waitUntil } from './cluster.ts';
import { expectAcknowledgedWrites } from './checks.ts';
import { Listener } from './listeners.ts';
import { type Acknowledged, type Member, auth, emptyRecord, runLoad, signIn } from './load.ts';

const adminDatabaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const basePort = Number(process.env.CLUSTER_PORT ?? 3300);
/**
 * Lawyers besides the test's own who serve the courthouse: each new task is delivered to them all,
 * fifteen chunks a task, so a delivery is still running when the process holding it is killed (the
 * victim is chosen by its claim, not by timing; see below).
 */
const AUDIENCE = 3000;
/** Funds of each payer, in kuruş: room for every payout of 100 TL the load sends. */
const FUNDS = 10_000_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!adminDatabaseUrl || !redisUrl || !haproxyInstalled())(
  'three server processes behind haproxy (TEST_DATABASE_URL, REDIS_URL and haproxy)',
  () => {
    let cluster: Cluster;
    let bucket: TestStorage;
    const clients = new Map<string, Client>();
    /** A client from its own loopback address: the proxy sees each as a different machine. */
    const clientAt = (address: string) => {
      let client = clients.get(address);
      if (!client) {
        client = new Client(basePort, address);
        clients.set(address, client);
      }
      return client;
    };
    let owners: Member[];
    let applicants: Member[];
    let listeners: Member[];
    let payers: Member[];

    beforeAll(async () => {
      bucket = await openTestStorage('s3');
      cluster = await Cluster.create({
        s3: bucket.config.s3,
        basePort,
        processes: 3,
        adminDatabaseUrl: adminDatabaseUrl!,
        redisUrl: redisUrl!,
        // Every request is logged, so the test can tell which process answered what.
        logLevel: 'info',
      });
      const seeder = { db: cluster.database.db, now: () => new Date() } as Parameters<typeof createUser>[0];
      const members = async (count: number, overrides = {}) =>
        Promise.all(
          Array.from({ length: count }, async () => {
            const user = await createUser(seeder, { courthouses: [CAGLAYAN_ADLIYESI_ID], ...overrides });
            return { id: user.id, telephone: user.telephone } as Member;
          }),
        );
      // Pro members: urgent tasks (selectable at once) and no limit on applications.
      owners = await members(4, vipOverrides(new Date()));
      applicants = await members(8, vipOverrides(new Date()));
      listeners = await members(18);
      payers = await members(4);
      for (const payer of payers) await fund(seeder, payer.id, FUNDS);
      await addCourthouseAudience(
        cluster.database.db,
        CAGLAYAN_ADLIYESI_ID,
        AUDIENCE,
        '0549',
        new Date().toISOString(),
      );
      await cluster.startServers();
      await cluster.startProxy();
    }, 180_000);

    afterAll(async () => {
      for (const client of clients.values()) client.close();
      await cluster?.stop({ keepLogs: Boolean(process.env.CLUSTER_KEEP_LOGS) });
      await bucket?.close();
    }, 60_000);

    it('ends TLS at the proxy and tells the server the request came over https', async () => {
      const answer = await new Promise<{ status: number; hsts: string | undefined }>((resolve, reject) => {
        https
          .get(
            { host: '127.0.0.1', port: basePort + 1, path: '/api/health', rejectUnauthorized: false },
            (res) => {
              res.resume();
              resolve({ status: res.statusCode ?? 0, hsts: res.headers['strict-transport-security'] });
            },
          )
          .on('error', reject);
      });
      expect(answer.status).toBe(200);
      // Sent only when the request came over https (X-Forwarded-Proto from a trusted proxy).
      expect(answer.hsts).toMatch(/max-age=\d+/);
      const plain = await clientAt('127.0.0.2').request('GET', '/api/health');
      expect(plain.status).toBe(200);
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    });

    it('holds the per-IP sign-in limit across processes, whatever X-Forwarded-For the client writes', async () => {
      const guesser = clientAt('127.0.3.1');
      const answers: number[] = [];
      for (let batch = 0; batch < 5; batch += 1) {
        const statuses = await Promise.all(
          Array.from({ length: 8 }, async (_, i) => {
            const n = batch * 8 + i;
            const answer = await guesser.post(
              'auth/login',
              { telephone: `0533${String(9_000_000 + n).padStart(7, '0')}`, password: 'Yanlis.1234' },
              // A forged address, different on each try: the proxy replaces it with the real one.
              { 'x-forwarded-for': `203.0.113.${n}` },
            );
            return answer.status;
          }),
        );
        answers.push(...statuses);
      }
      // loginPerIp: 30 a quarter of an hour, counted in the database every process shares.
      expect(answers.filter((s) => s === 422)).toHaveLength(30);
      expect(answers.filter((s) => s === 429)).toHaveLength(10);
      // Another address is not held back by the first one's tries.
      const other = await clientAt('127.0.3.2').post('auth/login', {
        telephone: '05339999999',
        password: 'Yanlis.1234',
      });
      expect(other.status).toBe(422);
      // The tries were spread over the three processes, so no process could have counted alone.
      for (const server of cluster.servers) {
        const log = fs.readFileSync(server.logFile, 'utf8');
        expect(log).toMatch(/"url":"\/api\/auth\/login","host":"[^"]+","remoteAddress":"127\.0\.3\.1"/);
      }
    });

    it('loses nothing acknowledged and does nothing twice when a process is killed under load', async () => {
      const record: Acknowledged = emptyRecord();
      // Everyone signs in through the proxy, ten lawyers an address.
      const everyone = [...owners, ...applicants, ...listeners, ...payers];
      await Promise.all(
        everyone.map((m, i) => signIn(clientAt(`127.0.1.${1 + Math.floor(i / 10)}`), m, record)),
      );
      expect(everyone.every((m) => m.token)).toBe(true);

      const tabs = listeners.map((m) => new Listener(basePort, m.token!, CAGLAYAN_ADLIYESI_ID));
      await waitUntil(() => tabs.every((tab) => tab.live), 'every listener to subscribe', 30_000);

      let stop = false;
      const load = runLoad({
        client: clientAt('127.0.0.5'),
        clientFor: (n) => clientAt(`127.0.2.${n + 1}`),
        owners,
        applicants,
        payers,
        uploaders: [...listeners, ...applicants],
        signers: listeners,
        record,
        stopped: () => stop,
      });

      // The victim is a process holding a running delivery, read from the claim's row
      // (`claimed_by`, hostname:pid), and some listeners' sockets (its own websocket gauge). It is
      // frozen (SIGSTOP) before its claims are read, so what is read is what it holds when it
      // dies: it dies mid-delivery and drops listeners by construction, whatever the timing.
      await sleep(3000);
      let victim: (typeof cluster.servers)[number] | undefined;
      let claim: { id: number; claimed_by: string } | undefined;
      let victimSockets = 0;
      await waitUntil(
        async () => {
          for (const server of cluster.servers) {
            const sockets = await cluster.openWebsockets(server);
            if (sockets === 0) continue;
            server.child.kill('SIGSTOP');
            const name = `${os.hostname()}:${server.child.pid}`;
            const held = (await runningDeliveries(cluster)).filter((d) => d.claimed_by === name);
            if (held.length === 1) {
              victim = server;
              claim = { id: held[0]!.id, claimed_by: name };
              victimSockets = sockets;
              return true;
            }
            server.child.kill('SIGCONT');
          }
          return false;
        },
        'a process that holds listeners and a running delivery',
        30_000,
      );
      victim!.child.kill('SIGKILL');
      await sleep(5000);
      stop = true;
      await load;

      // The deliveries the dead process had claimed: still running under its name (a process
      // runs one at a time, and one that finished would have cleared its claim).
      const orphaned = (await runningDeliveries(cluster)).filter((d) => d.claimed_by === claim!.claimed_by);
      expect(orphaned.map((d) => d.id)).toEqual([claim!.id]);
      // A claim is taken over once it is a minute old; its clock is moved back that minute
      // instead of waiting it out. The next task created wakes a live process, which takes it.
      await cluster.database.db
        .updateTable('deliveries')
        .set({ claimed_at: new Date(Date.now() - 61_000).toISOString() })
        .where(
          'id',
          'in',
          orphaned.map((d) => d.id),
        )
        .execute();

      // Every listener is back, through the proxy to a live process; those of the dead one dropped.
      await waitUntil(() => tabs.every((tab) => tab.live), 'every listener to reconnect', 30_000);
      const dropped = tabs.filter((tab) => tab.drops > 0);
      // At least every listener the victim held (only listeners open websockets here).
      expect(dropped.length).toBeGreaterThanOrEqual(victimSockets);
      for (const tab of dropped) expect(tab.socketIds.length).toBeGreaterThan(1);
      expect((await cluster.serverStates()).get(victim!.name)).toMatch(/^DOWN/);

      // Tasks created after the kill reach every listener, wherever it reconnected.
      const after: number[] = [];
      for (const owner of owners.slice(0, 3)) {
        const created = await clientAt('127.0.0.6').post(
          'mission/create',
          createPayload(new Date()),
          auth(owner),
        );
        expect(created.status).toBe(200);
        after.push(created.body.missionId as number);
        record.missions.push({ id: created.body.missionId as number, ownerId: owner.id });
      }
      await waitUntil(async () => (await openDeliveries(cluster)) === 0, 'every delivery to finish', 60_000);
      await waitUntil(
        () => tabs.every((tab) => after.every((id) => tab.heard.has(id))),
        'every listener to hear the new tasks',
        10_000,
      );
      for (const tab of tabs) tab.close();

      await expectAcknowledgedWrites(cluster, clientAt('127.0.0.7'), record, {
        orphaned: orphaned.map((d) => d.id),
        funds: FUNDS,
        storedKeys: new Set(await bucket.keys()),
        audience: AUDIENCE,
      });
      console.log(
        `cluster load: ${record.missions.length} tasks, ${record.applications.length} applications, ` +
          `${record.selections.size} selections, ${record.payouts.size} payouts, ${record.uploads.length} uploads, ` +
          `${record.signIns.length} sign-ins acknowledged; ${record.unanswered} requests unanswered around the kill; ` +
          `${dropped.length} of ${tabs.length} listeners reconnected`,
      );
    }, 180_000);
  },
);

function runningDeliveries(cluster: Cluster) {
  return cluster.database.db
    .selectFrom('deliveries')
    .select(['id', 'mission_id', 'cursor', 'claimed_at', 'claimed_by'])
    .where('state', '=', 'running')
    .execute();
}

async function openDeliveries(cluster: Cluster): Promise<number> {
  const rows = await cluster.database.db
    .selectFrom('deliveries')
    .select('id')
    .where('state', 'in', ['pending', 'running'])
    // Those scheduled for later (window-end notices) are not open work yet.
    .where((eb) => eb.or([eb('due_at', 'is', null), eb('due_at', '<=', new Date().toISOString())]))
    .execute();
  return rows.length;
}
