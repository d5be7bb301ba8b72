import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** A clock that runs with the machine's and can be moved forward, never back. */
export interface MovableClock {
  now: () => Date;
  advance(ms: number): Date;
}

export function movableClock(base: () => number = Date.now): MovableClock {
  let offset = 0;
  const now = () => new Date(base() + offset);
  return {
    now,
    advance(ms) {
      offset += ms;
      return now();
    },
  };
}

const advanceBody = z.object({
  minutes: z
    .number()
    .positive()
    .max(7 * 24 * 60),
});

/**
 * `GET /__test/clock` tells the server's time; `POST /__test/clock {minutes}` moves it forward and
 * wakes the deliveries, so whatever fell due (a wave opening, a window ending, a reminder) is sent
 * at once. Registered only when TEST_CLOCK is set (never in production), outside `/api` and its
 * contract.
 */
export function registerTestClock(app: FastifyInstance, clock: MovableClock, wake: () => void): void {
  app.get('/__test/clock', async () => ({ now: clock.now().toISOString() }));
  app.post('/__test/clock', async (request, reply) => {
    const parsed = advanceBody.safeParse(request.body);
    if (!parsed.success) return reply.code(422).send({ message: 'minutes: 0 < minutes <= 10080' });
    const now = clock.advance(parsed.data.minutes * 60_000);
    wake();
    return { now: now.toISOString() };
  });
}
