import fs from 'node:fs';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from '../../src/config.ts';
import { createS3Client } from '../../src/uploads/s3-storage.ts';
import {
  type FileStorage,
  InvalidStorageKeyError,
  isStorageKey,
  newStorageKey,
} from '../../src/uploads/storage.ts';
import { keyOfFileUrl } from '../../src/uploads/urls.ts';
import { type TestStorage, openTestStorage, storageKinds } from './storages.ts';

describe.each(storageKinds)('the %s storage', (kind) => {
  let store: TestStorage;
  let storage: FileStorage;
  beforeAll(async () => {
    store = await openTestStorage(kind);
    storage = store.storage;
  });
  afterAll(async () => {
    await store.close();
  });

  it('gives back what it was given, with its size and type, until it is deleted', async () => {
    const key = newStorageKey('image/png');
    await storage.put(key, Buffer.from('bayt'), 'image/png');

    const object = await storage.get(key);
    expect(object).toMatchObject({ size: 4, contentType: 'image/png' });
    expect(await text(object!.body)).toBe('bayt');
    expect(await store.bytes(key)).toEqual(Buffer.from('bayt'));
    expect(await store.keys()).toContain(key);

    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    expect(await store.keys()).not.toContain(key);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('answers the readiness ping', async () => {
    await expect(storage.ping()).resolves.toBeUndefined();
  });

  it('makes random keys that carry the type and nothing the user sent', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newStorageKey('image/jpeg')));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(() => newStorageKey('text/html')).toThrow();
  });

  it.each([
    '../../etc/passwd',
    '/etc/passwd',
    `${'a'.repeat(32)}.png/../../x`,
    `..${'a'.repeat(30)}.png`,
    `${'A'.repeat(32)}.png`,
    `${'a'.repeat(32)}.html`,
    'vesikalik.png',
    '',
  ])('refuses the key %j on every operation', async (key) => {
    expect(isStorageKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
  });

  it('refuses a content type that does not match the key', async () => {
    await expect(storage.put(newStorageKey('image/png'), Buffer.from('x'), 'text/html')).rejects.toThrow();
    expect(await store.keys()).toEqual([]);
  });
});

describe('the local disk storage', () => {
  it('keeps a key in the folder named by its first two characters', async () => {
    const store = await openTestStorage('local');
    const key = newStorageKey('image/webp');
    await store.storage.put(key, Buffer.from('bayt'), 'image/webp');
    expect(fs.existsSync(path.join(store.config.uploadsDir, key.slice(0, 2), key))).toBe(true);
    await store.close();
  });
});

describe('the S3 storage', () => {
  it('keeps a key under the same name in the bucket, with its content type', async () => {
    const store = await openTestStorage('s3');
    const key = newStorageKey('image/jpeg');
    await store.storage.put(key, Buffer.from('bayt'), 'image/jpeg');
    expect(await store.keys()).toEqual([key]);
    const client = createS3Client(store.config.s3!);
    const head = await client.send(new HeadObjectCommand({ Bucket: store.config.s3!.bucket, Key: key }));
    expect(head).toMatchObject({ ContentType: 'image/jpeg', ContentLength: 4 });
    client.destroy();
    await store.close();
  });

  it('fails a ping, and every operation, once the server is gone', async () => {
    const store = await openTestStorage('s3');
    await store.stopServer();
    await expect(store.storage.ping()).rejects.toThrow();
    await expect(store.storage.get(newStorageKey('image/png'))).rejects.toThrow();
    await store.close();
  });
});

describe('file URLs', () => {
  it.each([
    [`/api/files/${'b'.repeat(32)}.webp`, `${'b'.repeat(32)}.webp`],
    [`/api/files/${'b'.repeat(32)}.png?exp=1&sig=x`, `${'b'.repeat(32)}.png`],
    ['/img/avatar/1.png', undefined],
    ['/api/files/../secret.png', undefined],
    [null, undefined],
  ])('%s names the key %s', (url, key) => {
    expect(keyOfFileUrl(url)).toBe(key);
  });
});

describe('UPLOADS_DIR', () => {
  it('defaults to data/uploads in the repository, which git ignores', () => {
    expect(loadConfig({}).uploadsDir).toBe(path.join(repoRoot, 'data', 'uploads'));
    const ignore = fs.readFileSync(path.join(repoRoot, '.gitignore'), 'utf8').split('\n');
    expect(
      ignore.some((line) =>
        ['data', 'data/', '/data', 'data/uploads', 'data/uploads/'].includes(line.trim()),
      ),
    ).toBe(true);
  });

  it('takes a folder from the environment', () => {
    expect(loadConfig({ UPLOADS_DIR: '/srv/meslektas/dosyalar' }).uploadsDir).toBe('/srv/meslektas/dosyalar');
  });
});

describe('STORAGE_DRIVER and the S3_* variables', () => {
  it('defaults to the local disk', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ STORAGE_DRIVER: 'local' }).s3).toBeUndefined();
  });

  it('reads a bucket on an S3-compatible server', () => {
    const config = loadConfig({
      STORAGE_DRIVER: 'S3',
      S3_ENDPOINT: 'https://depo.example.com.tr/',
      S3_BUCKET: 'meslektas-dosyalar',
      S3_ACCESS_KEY_ID: 'anahtar',
      S3_SECRET_ACCESS_KEY: 'gizli',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toEqual({
      endpoint: 'https://depo.example.com.tr',
      bucket: 'meslektas-dosyalar',
      region: 'us-east-1',
      credentials: { accessKeyId: 'anahtar', secretAccessKey: 'gizli' },
      forcePathStyle: true,
    });
  });

  it('leaves AWS S3 itself and its credentials chain to the SDK when no endpoint or keys are given', () => {
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_REGION: 'eu-central-1' }).s3).toEqual({
      endpoint: undefined,
      bucket: 'b',
      region: 'eu-central-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    [{ STORAGE_DRIVER: 's3' }, 'STORAGE_DRIVER=s3 needs S3_BUCKET'],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: ' ' }, 'STORAGE_DRIVER=s3 needs S3_BUCKET'],
    [{ STORAGE_DRIVER: 'minio' }, 'STORAGE_DRIVER must be local or s3, got "minio"'],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'depo:9000' }, 'S3_ENDPOINT must start with http'],
    [
      { STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'anahtar' },
      'S3 storage needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY together; missing S3_SECRET_ACCESS_KEY',
    ],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'evet' }, 'S3_FORCE_PATH_STYLE must be'],
    [{ S3_BUCKET: 'b' }, 'S3_BUCKET set but STORAGE_DRIVER is not s3'],
  ])('refuses to start with %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
