import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * Where uploaded bytes live: the local disk (the default) or an S3-compatible bucket, with the
 * same keys and content types. The `files` table, not the store, says who owns a file and who may
 * see it; the server streams every file itself, so the store is never exposed to browsers.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Undefined when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when the store answers; the readiness probe asks. */
  ping(): Promise<void>;
  /** Lets go of connections when the app closes. */
  close(): void;
}

/** The extension a key carries for each stored content type; it also gives the type back. */
const extensions: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
const typesByExtension = new Map(Object.entries(extensions).map(([type, ext]) => [ext, type]));

/** 32 hex characters (128 random bits), a dot and one of the known extensions. */
const KEY_PATTERN = /^[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

export function isStorageKey(value: string): boolean {
  return KEY_PATTERN.test(value) && typesByExtension.has(value.slice(value.indexOf('.') + 1));
}

/** A fresh random key; never derived from anything the user sent (the file name included). */
export function newStorageKey(contentType: string): string {
  const ext = extensions[contentType];
  if (!ext) throw new Error(`no storage extension for ${contentType}`);
  return `${crypto.randomBytes(16).toString('hex')}.${ext}`;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** The content type a well-formed key stands for; throws on anything else. */
export function contentTypeOfKey(key: string): string {
  const type = isStorageKey(key) ? typesByExtension.get(key.slice(key.indexOf('.') + 1)) : undefined;
  if (!type) throw new InvalidStorageKeyError(key);
  return type;
}

/** What every store checks before writing: a well-formed key whose extension gives this type. */
export function checkStorageWrite(key: string, contentType: string): void {
  if (contentTypeOfKey(key) !== contentType) {
    throw new Error(`key ${key} does not match content type ${contentType}`);
  }
}

/**
 * Files on the local disk under `root`, spread over 256 folders by the key's first two characters.
 * The content type comes back from the key's extension, so no side file is needed.
 */
export class LocalDiskStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** Refuses anything but a well-formed key, and checks the result stays under the root anyway. */
  pathOf(key: string): string {
    if (!isStorageKey(key)) throw new InvalidStorageKeyError(key);
    const full = path.resolve(this.root, key.slice(0, 2), key);
    if (!full.startsWith(this.root + path.sep)) throw new InvalidStorageKeyError(key);
    return full;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    checkStorageWrite(key, contentType);
    const full = this.pathOf(key);
    await fsp.mkdir(path.dirname(full), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file; `wx`: keys are never reused.
    const temporary = `${full}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fsp.writeFile(temporary, bytes, { flag: 'wx' });
    await fsp.rename(temporary, full);
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const full = this.pathOf(key);
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(full, fs.constants.O_RDONLY);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
    try {
      const { size } = await handle.stat();
      // The stream closes the handle when it ends or is destroyed.
      return { body: handle.createReadStream(), size, contentType: contentTypeOfKey(key) };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  /** The folder is made on first upload; nothing here can be unreachable. */
  async ping(): Promise<void> {}

  close(): void {}
}
