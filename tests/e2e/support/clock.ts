import { type APIRequestContext, expect } from '@playwright/test';
import { istanbulDay } from '../../../packages/domain/src/index.ts';

/**
 * Moves the e2e server's clock forward (TEST_CLOCK is set in playwright.config.ts), so a journey
 * crosses a wave, a window or a reminder's time without waiting; whatever fell due is sent at once.
 * The clock only goes forward and the server is shared by the journeys that follow, so a journey
 * moves it by what it needs and never assumes the wall clock's time. A page `signIn` opens starts
 * on the server's clock and then keeps its own: a page whose countdown matters reloads, or moves
 * `page.clock` by the same amount.
 * Returns the server's new time.
 */
export async function advanceServerClock(request: APIRequestContext, minutes: number): Promise<Date> {
  const res = await request.post('/__test/clock', { data: { minutes } });
  expect(res.status()).toBe(200);
  return new Date(((await res.json()) as { now: string }).now);
}

/** The e2e server's time (which journeys before may have moved past the wall clock's). */
export async function serverNow(request: APIRequestContext): Promise<Date> {
  const res = await request.get('/__test/clock');
  expect(res.status()).toBe(200);
  return new Date(((await res.json()) as { now: string }).now);
}

/** Today in Istanbul on the e2e server's clock: the day a task for today must name. */
export async function serverToday(request: APIRequestContext): Promise<string> {
  return istanbulDay(await serverNow(request));
}
