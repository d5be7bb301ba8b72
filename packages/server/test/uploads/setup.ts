import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import type { UploadDeps } from '../../src/uploads/deps.ts';
import { createFileUrls, resolveSigningKey } from '../../src/uploads/urls.ts';
import { type TestContext, createTestApp } from '../helpers/test-app.ts';
import { type Part, multipartBody } from './multipart.ts';
import { type StorageKind, type TestStorage, openTestStorage, storageKinds } from './storages.ts';

export interface UploadsContext extends TestContext {
  /** What is really stored, seen past the app. */
  stored: TestStorage;
  /**
   * What the operator console hands the upload services: a storage on the app's store, the same
   * signer and clock, for tests that call the services outside the app's routes.
   */
  deps: UploadDeps;
}

/**
 * A test app whose uploads go to a fresh store of the given kind (a temporary folder, or a fake
 * S3 server keeping its bucket in one), removed again on close.
 */
export async function createUploadsApp(kind: StorageKind = 'local'): Promise<UploadsContext> {
  const stored = await openTestStorage(kind);
  const ctx = await createTestApp({ config: stored.config });
  return {
    ...ctx,
    stored,
    deps: {
      db: ctx.app.db,
      storage: stored.storage,
      urls: createFileUrls(await resolveSigningKey(ctx.app.db)),
      now: () => ctx.app.now(),
    },
    close: async () => {
      await ctx.close();
      await stored.close();
    },
  };
}

/**
 * Runs the tests once on each storage kind: a fresh uploads app for each, handed to `use` before
 * the tests' own hooks run and closed after them.
 */
export function onEveryStorage(use: (ctx: UploadsContext) => void, tests: () => void): void {
  describe.each(storageKinds)('on the %s storage', (kind) => {
    let ctx: UploadsContext | undefined;
    beforeAll(async () => {
      ctx = await createUploadsApp(kind);
      use(ctx);
    });
    afterAll(async () => {
      await ctx?.close();
    });
    tests();
  });
}

export function postMultipart(
  app: FastifyInstance,
  url: string,
  parts: readonly Part[],
  headers: Record<string, string> = {},
) {
  const body = multipartBody(parts);
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } });
}

/** The storage key in a file URL (`/api/files/<key>?…`). */
export function keyOf(url: string): string {
  const match = /^\/api\/files\/([0-9a-f]{32}\.[a-z]+)(\?|$)/.exec(url);
  if (!match?.[1]) throw new Error(`not a file URL: ${url}`);
  return match[1];
}
