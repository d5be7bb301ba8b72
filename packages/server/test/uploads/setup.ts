import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type TestContext, createTestApp } from '../helpers/test-app.ts';
import { type Part, multipartBody } from './multipart.ts';

export interface UploadsContext extends TestContext {
  uploadsDir: string;
}

/** A test app whose uploads go to a fresh temporary folder, removed again on close. */
export async function createUploadsApp(): Promise<UploadsContext> {
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meslektas-uploads-'));
  const ctx = await createTestApp({ config: { uploadsDir } });
  return {
    ...ctx,
    uploadsDir,
    close: async () => {
      await ctx.close();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** Every file under the uploads folder, as paths relative to it. */
export function filesOnDisk(uploadsDir: string): string[] {
  return (fs.readdirSync(uploadsDir, { recursive: true }) as string[])
    .filter((entry) => fs.statSync(path.join(uploadsDir, entry)).isFile())
    .sort();
}

/** Where the local storage keeps a key. */
export const diskPath = (uploadsDir: string, key: string) => path.join(uploadsDir, key.slice(0, 2), key);

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
