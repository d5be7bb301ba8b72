import { APPLICATION_WINDOW_MS, istanbulDay, istanbulMinuteOfDay } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';

/** Applications a free-tier lawyer may make per calendar day in Istanbul; Pro is unlimited. */
export const FREE_DAILY_APPLICATIONS = 3;

/** How many rows the pending list returns at most; the window keeps it short anyway. */
export const PENDING_LIMIT = 100;

/** Pro counts while the flag is on and the paid year (proLastDate) still lies ahead. */
export function isVip(user: Pick<UserRow, 'vip' | 'pro_last_date'>, now: Date): boolean {
  if (user.vip !== 1 || user.pro_last_date === null) return false;
  return new Date(user.pro_last_date).getTime() > now.getTime();
}

/** Start of the window that is still open at `now`: tasks created after it accept applications. */
export function windowCutoff(now: Date): string {
  return new Date(now.getTime() - APPLICATION_WINDOW_MS).toISOString();
}

export function windowOpen(createdAt: string, now: Date): boolean {
  return new Date(createdAt).getTime() + APPLICATION_WINDOW_MS > now.getTime();
}

export function secondsLeft(createdAt: string, now: Date): number {
  const ms = new Date(createdAt).getTime() + APPLICATION_WINDOW_MS - now.getTime();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/**
 * Whether a task still takes applications: an open task inside its 15 minutes, or an urgent one
 * (urgent tasks are for today and stay open until someone is assigned or the day is over).
 */
export function acceptsApplications(
  m: { status: number; fast: number; created_at: string; plan_date: string },
  now: Date,
): boolean {
  if (m.status !== 0) return false;
  if (m.fast === 1) return m.plan_date >= istanbulDay(now);
  return windowOpen(m.created_at, now);
}

/** The owner may assign once the window has ended, or at once when the task is urgent. */
export function assignmentOpen(m: { status: number; fast: number; created_at: string }, now: Date): boolean {
  return m.status === 0 && (m.fast === 1 || !windowOpen(m.created_at, now));
}

/** Whether tasks may be created now; `hours` null means around the clock. Istanbul time. */
export function isAvailableTime(hours: { start: number; end: number } | null, now: Date): boolean {
  if (!hours) return true;
  const minutes = istanbulMinuteOfDay(now);
  return minutes >= hours.start && minutes < hours.end;
}

/** A server constant's text, or the fallback when an administrator removed it. */
export async function constantText(db: Kysely<Database>, name: string, fallback: string): Promise<string> {
  const row = await db
    .selectFrom('constants')
    .select('description')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.description ?? fallback;
}

export async function constantTexts(db: Kysely<Database>, names: string[]): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('constants')
    .select(['name', 'description'])
    .where('name', 'in', names)
    .execute();
  return new Map(rows.map((r) => [r.name, r.description]));
}

export async function customDescriptionsAllowed(db: Kysely<Database>): Promise<boolean> {
  return (await constantText(db, 'allow_custom_descriptions', '1')).trim() === '1';
}

/** Kuruş in the database, lira on the wire. */
export const toLira = (kurus: number) => kurus / 100;
export const toKurus = (lira: number) => Math.round(lira * 100);
