import { realtimeEvents } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Broadcaster } from '../src/realtime/broadcaster.ts';
import { BAKIRKOY_ADLIYESI_ID } from '../src/seed/ids.ts';
import { DELIVERY_CHUNK } from '../src/services/notifications/deliveries.ts';
import { shutdown } from '../src/shutdown.ts';
import { IN_CATEGORY, addCourthouseAudience, createPayload, lawyer } from './helpers/missions.ts';
import { openTestDatabase } from './helpers/test-app.ts';
import { RawClient, appKey, appSecret } from './realtime/harness.ts';

/**
 * A graceful stop, as SIGTERM runs it: the request in flight is answered, websockets are told to
 * reconnect elsewhere (4200), and the delivery this process was working on is handed back.
 */
describe('shutdown', () => {
  it('finishes the request in flight, closes websockets with 4200 and releases the claimed delivery', async () => {
    const database = await openTestDatabase();
    let stopping: Promise<void> | undefined;
    // Shutdown begins right after the first chunk's notifications go out, so the delivery is mid-way.
    const broadcaster: Broadcaster = {
      async publish(_channels, event) {
        if (event === realtimeEvents.notification && !stopping) stopping = shutdown(app);
      },
    };
    const app = await buildApp({
      config: {
        staticDir: '/nonexistent',
        seedDemo: false,
        pusherAppKey: appKey,
        pusherAppSecret: appSecret,
        pusherHost: undefined,
        pusherCluster: undefined,
        redisUrl: undefined,
      },
      database,
      broadcaster,
    });
    let releaseSlow!: () => void;
    const slowStarted = new Promise<void>((started) => {
      app.get('/slow', async () => {
        started();
        await new Promise<void>((resolve) => {
          releaseSlow = resolve;
        });
        return { done: true };
      });
    });

    // An audience of more than one chunk, serving Bakırköy.
    const owner = await lawyer(app);
    await addCourthouseAudience(
      database.db,
      BAKIRKOY_ADLIYESI_ID,
      DELIVERY_CHUNK + 20,
      '0548',
      new Date().toISOString(),
    );

    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('the app is not listening');
    const client = await RawClient.open(address.port);
    await client.socketId();

    const slow = fetch(`http://127.0.0.1:${address.port}/slow`);
    await slowStarted;

    const created = await app.inject({
      method: 'POST',
      url: '/api/mission/create',
      headers: owner.headers,
      payload: createPayload(new Date(), { adliye_id: BAKIRKOY_ADLIYESI_ID, category_id: IN_CATEGORY }),
    });
    expect(created.json()).toMatchObject({ status: 'true' });
    const missionId = (created.json() as { missionId: number }).missionId;

    expect(await client.closed()).toBe(4200);
    releaseSlow();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    await stopping;

    const delivery = await database.db
      .selectFrom('deliveries')
      .selectAll()
      .where('mission_id', '=', missionId)
      .where('kind', '=', 'mission_created')
      .executeTakeFirstOrThrow();
    // Back in the queue at its cursor (the first chunk written), for another process to resume.
    expect(delivery).toMatchObject({ state: 'pending', claimed_at: null, attempts: 0 });
    expect(delivery.cursor).toBeGreaterThan(0);
    await database.close();
  }, 30_000);
});
