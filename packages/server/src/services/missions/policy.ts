import {
  MissionStatus,
  type MissionStatusCode,
  acceptsApplications as takesApplications,
  assignmentOpen as assignable,
  istanbulMinuteOfDay,
} from '@meslektas/domain';
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

type WindowColumns = { status: MissionStatusCode; fast: number; created_at: string };

/** Domain's application-window rule (acceptsApplications) on a task row. */
export function acceptsApplications(m: WindowColumns & { plan_date: string }, now: Date): boolean {
  return takesApplications(
    { status: m.status, urgent: m.fast === 1, createdAt: m.created_at, planDate: m.plan_date },
    now,
  );
}

/** Domain's assignmentOpen on a task row. */
export function assignmentOpen(m: WindowColumns, now: Date): boolean {
  return assignable({ status: m.status, urgent: m.fast === 1, createdAt: m.created_at }, now);
}

type Parties = { owner_id: number; user_id: number | null; status: MissionStatusCode };

/**
 * Each step's rule, asked both by the service that accepts the step and by the list rows and the
 * detail page that offer it (showActions), so a button is shown exactly when its call succeeds.
 */
export const stepRules = {
  /** mission/markAsCompleted: either party, while the task is assigned. */
  markCompleted: (m: Parties, viewerId: number) =>
    m.status === MissionStatus.assigned &&
    m.user_id !== null &&
    (m.owner_id === viewerId || m.user_id === viewerId),
  /**
   * application/getUsers (the assignment page): the owner, while the task is open; from its first
   * minute, since applications appear there live.
   */
  openApplicants: (m: Parties, viewerId: number) =>
    m.owner_id === viewerId && m.status === MissionStatus.open,
  /** mission/cancelMission: the owner, while the task is open or assigned. */
  cancel: (m: Parties, viewerId: number) =>
    m.owner_id === viewerId && (m.status === MissionStatus.open || m.status === MissionStatus.assigned),
  /** user/newComment: either party of a completed task, once. */
  rate: (m: Parties, viewerId: number, alreadyRated: boolean) =>
    m.status === MissionStatus.completed &&
    m.user_id !== null &&
    (m.owner_id === viewerId || m.user_id === viewerId) &&
    !alreadyRated,
};

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
