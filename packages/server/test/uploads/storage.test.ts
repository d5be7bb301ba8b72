import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, repoRoot } from '../../src/config.ts';
import {
  InvalidStorageKeyError,
  LocalDiskStorage,
  isStorageKey,
  newStorageKey,
} from '../../src/uploads/storage.ts';
import { keyOfFileUrl } from '../../src/uploads/urls.ts';

let root: string;
let storage: LocalDiskStorage;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'meslektas-storage-'));
  storage = new LocalDiskStorage(root);
});
afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the local disk storage', () => {
  it('gives back what it was given, with its size and type, until it is deleted', async () => {
    const key = newStorageKey('image/png');
    await storage.put(key, Buffer.from('bayt'), 'image/png');

    const object = await storage.get(key);
    expect(object).toMatchObject({ size: 4, contentType: 'image/png' });
    expect(await text(object!.body)).toBe('bayt');
    expect(fs.existsSync(path.join(root, key.slice(0, 2), key))).toBe(true);

    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    await expect(storage.delete(key)).resolves.toBeUndefined();
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
