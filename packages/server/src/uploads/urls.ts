import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isStorageKey } from './storage.ts';

/** Where files are served; the key follows. */
const FILES_PATH = '/api/files';

/**
 * A signed address stays valid for one to two hours: the expiry is rounded up to the hour, so a
 * page asking again within the hour gets the same URL and the browser's copy of the image.
 */
const SIGNED_WINDOW_SECONDS = 3600;

export interface FileUrls {
  /** The stable address: public files are loaded by it, and rows that point at a file store it. */
  pathOf(key: string): string;
  /** An address an `<img>` loads without a token. Issue it only to someone entitled to the file. */
  signed(key: string, now: Date): string;
  /** Whether `exp` and `sig` from the query are a live signature for the key. */
  verify(key: string, exp: unknown, sig: unknown, now: Date): boolean;
  /** What to hand a viewer already known to be entitled: the path when public, else a signed URL. */
  forViewer(file: { storage_key: string; visibility: 'public' | 'private' }, now: Date): string;
  /** Any other server address signed the same way, for a document made on request (a task's PDF). */
  signedPath(path: string, now: Date): string;
  /** Whether `exp` and `sig` are a live signature for that address. */
  verifyPath(path: string, exp: unknown, sig: unknown, now: Date): boolean;
  /** A signature that never expires, for a link that must keep working (an e-mail's unsubscribe). */
  signLasting(subject: string): string;
  /** Whether `sig` is the lasting signature of the subject. */
  verifyLasting(subject: string, sig: unknown): boolean;
}

export function createFileUrls(secret: string): FileUrls {
  const mac = (subject: string, exp: number) =>
    crypto.createHmac('sha256', secret).update(`${subject}:${exp}`).digest('base64url');
  const expiry = (now: Date) =>
    (Math.floor(now.getTime() / 1000 / SIGNED_WINDOW_SECONDS) + 2) * SIGNED_WINDOW_SECONDS;
  const sign = (subject: string, now: Date) => {
    const exp = expiry(now);
    return `exp=${exp}&sig=${mac(subject, exp)}`;
  };
  const same = (sig: unknown, expected: string) => {
    if (typeof sig !== 'string') return false;
    const given = Buffer.from(sig);
    const wanted = Buffer.from(expected);
    return given.length === wanted.length && crypto.timingSafeEqual(given, wanted);
  };
  const check = (subject: string, exp: unknown, sig: unknown, now: Date) => {
    if (typeof exp !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
    const expires = Number(exp);
    const seconds = now.getTime() / 1000;
    if (expires <= seconds || expires > seconds + 2 * SIGNED_WINDOW_SECONDS) return false;
    return same(sig, mac(subject, expires));
  };
  const pathOf = (key: string) => `${FILES_PATH}/${key}`;
  // Files and other addresses sign different subjects, so one signature never opens the other.
  const signed = (key: string, now: Date) => `${pathOf(key)}?${sign(`file:${key}`, now)}`;
  return {
    pathOf,
    signed,
    verify: (key, exp, sig, now) => check(`file:${key}`, exp, sig, now),
    forViewer: (file, now) =>
      file.visibility === 'public' ? pathOf(file.storage_key) : signed(file.storage_key, now),
    signedPath: (path, now) => `${path}?${sign(`path:${path}`, now)}`,
    verifyPath: (path, exp, sig, now) => check(`path:${path}`, exp, sig, now),
    // Expiry 0: a lasting signature is never a live one for a file or an address, nor the reverse.
    signLasting: (subject) => mac(`lasting:${subject}`, 0),
    verifyLasting: (subject, sig) => same(sig, mac(`lasting:${subject}`, 0)),
  };
}

/** The key of a stored file address (`/api/files/<key>`, query ignored), or undefined. */
export function keyOfFileUrl(url: string | null | undefined): string | undefined {
  if (!url?.startsWith(`${FILES_PATH}/`)) return undefined;
  const key = url.slice(FILES_PATH.length + 1).split('?')[0] ?? '';
  return isStorageKey(key) ? key : undefined;
}

const signingKeyName = 'file_url_signing_key';

/**
 * The HMAC key of signed file URLs: generated once and kept in the database, so every process
 * on it signs and checks alike and no setting is needed. Deleting the row rotates it.
 */
export async function resolveSigningKey(db: Kysely<Database>): Promise<string> {
  const read = () =>
    db.selectFrom('app_meta').select('value').where('key', '=', signingKeyName).executeTakeFirst();
  const existing = await read();
  if (existing) return existing.value;
  await db
    .insertInto('app_meta')
    .values({ key: signingKeyName, value: crypto.randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  // Read back rather than trust our insert: another process may have won the race.
  const stored = await read();
  if (!stored) throw new Error('file URL signing key missing after insert');
  return stored.value;
}
