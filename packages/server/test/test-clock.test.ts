import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { MINUTE, createdTask, lawyer, notified } from './helpers/missions.ts';
import { openTestDatabase } from './helpers/test-app.ts';

/**
 * TEST_CLOCK: browser journeys move the server's clock forward instead of waiting. The app is
 * built without a test clock of its own, as the compiled server builds it.
 */
async function open(testClock: boolean): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  const database = await openTestDatabase();
  const app = await buildApp({ config: { staticDir: '/nonexistent', seedDemo: false, testClock }, database });
  await app.ready();
  return { app, database };
}

describe('TEST_CLOCK', () => {
  it('is refused in production and off by default', () => {
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: '1' }).testClock).toBe(true);
    expect(() =>
      loadConfig({ TEST_CLOCK: '1', NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }),
    ).toThrow(ConfigError);
  });

  it('without it there is no clock route', async () => {
    const { app, database } = await open(false);
    // GET falls through to the app's pages (503 here, where no app is built).
    expect((await app.inject({ method: 'GET', url: '/__test/clock' })).statusCode).not.toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: '/__test/clock', payload: { minutes: 5 } })).statusCode,
    ).toBe(404);
    await app.close();
    await database.close();
  });

  describe('with it', () => {
    let app: FastifyInstance;
    let database: DatabaseHandle;
    beforeAll(async () => {
      ({ app, database } = await open(true));
    });
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    it('moves the server’s time forward only, and refuses anything else', async () => {
      const before = Date.now();
      const res = await app.inject({ method: 'POST', url: '/__test/clock', payload: { minutes: 30 } });
      expect(res.statusCode).toBe(200);
      const moved = new Date(res.json().now as string).getTime();
      expect(moved - before).toBeGreaterThanOrEqual(30 * MINUTE);
      expect(moved - before).toBeLessThan(31 * MINUTE);
      expect(app.now().getTime() - Date.now()).toBeGreaterThanOrEqual(30 * MINUTE - 1000);
      const told = await app.inject({ method: 'GET', url: '/__test/clock' });
      expect(new Date(told.json().now as string).getTime()).toBeGreaterThanOrEqual(moved);
      for (const payload of [{ minutes: -5 }, { minutes: 0 }, {}, { minutes: 'on' }]) {
        expect((await app.inject({ method: 'POST', url: '/__test/clock', payload })).statusCode).toBe(422);
      }
    });

    it('sends what fell due at once: the end of a window nobody applied to', async () => {
      const owner = await lawyer(app);
      const id = await createdTask(app, owner);
      await app.deliveries.idle();
      expect(await notified(app, 'no_applicants', id)).toEqual([]);
      await app.inject({ method: 'POST', url: '/__test/clock', payload: { minutes: 16 } });
      await expect.poll(async () => (await notified(app, 'no_applicants', id)).length).toBe(1);
    });
  });
});
