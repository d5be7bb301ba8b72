import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';

/** What a suite opens: an app, and how to close it with what belongs to it. */
interface Opened {
  app: FastifyInstance;
  close: () => Promise<void>;
}

/** Who a suite signs in once its app is built: a name and how to make them on that app. */
export type People<P> = { [K in keyof P]: (app: FastifyInstance) => Promise<P[K]> };

/**
 * The app of a test file (or of the describe block it is called in): opened before the tests, with
 * `people` made on it in the order given, and closed after the tests. The returned object is empty
 * until then and holds the opened context and the people by name from the first test on.
 */
export function suite<C extends Opened, P extends object = Record<never, never>>(
  open: () => Promise<C>,
  people: People<P> = {} as People<P>,
): C & P {
  const ctx = {} as C & P;
  beforeAll(async () => {
    Object.assign(ctx, await open());
    for (const [name, make] of Object.entries(people) as [
      string,
      (app: FastifyInstance) => Promise<unknown>,
    ][])
      Object.assign(ctx, { [name]: await make(ctx.app) });
  });
  afterAll(async () => {
    await ctx.close();
  });
  return ctx;
}
