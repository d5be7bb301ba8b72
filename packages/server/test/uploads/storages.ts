import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { Config, S3StorageConfig } from '../../src/config.ts';
import { createFileStorage } from '../../src/uploads/plugin.ts';
import { createS3Client } from '../../src/uploads/s3-storage.ts';
import type { FileStorage } from '../../src/uploads/storage.ts';

/** Every upload test runs once on each store. */
export const storageKinds = ['local', 's3'] as const;
export type StorageKind = (typeof storageKinds)[number];

const BUCKET = 'meslektas-test';

/** s3rver's built-in credentials; it checks the requests' signatures against them. */
const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A store for one test file: a fresh temporary folder, or a fake S3 server (s3rver) on a free port
 * keeping its bucket in a fresh temporary folder. `keys` and `bytes` look past the storage under
 * test (the folder itself, or a client of its own) so a test sees what is really stored.
 */
export interface TestStorage {
  kind: StorageKind;
  /** What createTestApp takes so the app uses this store. */
  config: Pick<Config, 'uploadsDir' | 's3'>;
  /** Every key stored, sorted. */
  keys(): Promise<string[]>;
  /** The stored bytes of a key; throws when nothing is stored under it. */
  bytes(key: string): Promise<Buffer>;
  /** A storage of its own on the same store, as the app makes it; close() closes it. */
  storage: FileStorage;
  /** Stops the fake S3 server (the store becomes unreachable); close() may still follow. */
  stopServer(): Promise<void>;
  close(): Promise<void>;
}

/** A free port's S3 server with an empty bucket, and the settings that reach it. */
async function startFakeS3(directory: string): Promise<{ s3: S3StorageConfig; stop: () => Promise<void> }> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  let stopped = false;
  return {
    s3: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: BUCKET,
      region: 'us-east-1',
      credentials: S3RVER_KEYS,
      forcePathStyle: true,
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.close();
    },
  };
}

export async function openTestStorage(kind: StorageKind): Promise<TestStorage> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), `meslektas-${kind}-storage-`));
  const remove = () => fs.rmSync(directory, { recursive: true, force: true });
  if (kind === 'local') {
    const config = { uploadsDir: directory, s3: undefined };
    const storage = createFileStorage(config);
    const pathOf = (key: string) => path.join(directory, key.slice(0, 2), key);
    return {
      kind,
      config,
      // Throws when the folder itself is gone.
      keys: async () =>
        (fs.readdirSync(directory, { recursive: true }) as string[])
          .filter((entry) => fs.statSync(path.join(directory, entry)).isFile())
          .map((entry) => path.basename(entry))
          .sort(),
      bytes: async (key) => fs.readFileSync(pathOf(key)),
      storage,
      stopServer: async () => {},
      close: async () => {
        storage.close();
        remove();
      },
    };
  }
  const fake = await startFakeS3(directory);
  const config = { uploadsDir: path.join(directory, 'unused'), s3: fake.s3 };
  const client: S3Client = createS3Client(fake.s3);
  const storage = createFileStorage(config);
  return {
    kind,
    config,
    keys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    bytes: async (key) => {
      const answer = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    },
    storage,
    stopServer: fake.stop,
    close: async () => {
      storage.close();
      client.destroy();
      await fake.stop();
      remove();
    },
  };
}
