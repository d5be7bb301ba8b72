import { type APIRequestContext, expect } from '@playwright/test';

/**
 * Moves the e2e server's clock forward (TEST_CLOCK is set in playwright.config.ts), so a journey
 * crosses a wave, a window or a reminder's time without waiting; whatever fell due is sent at once.
 * The clock only goes forward and the server is shared by the journeys that follow, so a journey
 * moves it by what it needs and never assumes the wall clock's time. The browser keeps its own
 * clock: a page whose countdown matters reloads, or moves `page.clock` by the same amount.
 * Returns the server's new time.
 */
export async function advanceServerClock(request: APIRequestContext, minutes: number): Promise<Date> {
  const res = await request.post('/__test/clock', { data: { minutes } });
  expect(res.status()).toBe(200);
  return new Date(((await res.json()) as { now: string }).now);
}
