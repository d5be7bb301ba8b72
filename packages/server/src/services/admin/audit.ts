import { ADMIN_PAGE_SIZE, type AuditEntry } from '@meslektas/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Actor } from './accounts.ts';
import { adminPage, adminPageOffset } from './page.ts';

type Snapshot = Record<string, unknown>;

/**
 * Work a service runs inside its own transaction once its change is made (the console passes the
 * audit line this way), so the change and what goes with it are stored together or not at all.
 */
export type InTransaction = (trx: Transaction<Database>) => Promise<void>;

export interface AuditInput {
  operatorId: number;
  /** Domain's auditActionLabels names each one: 'account.approve', 'account.ban', … */
  action: string;
  subjectType: string;
  subjectId: number;
  reason?: string | null;
  /** The record's fields the action touched, as they were and as they became. */
  before: Snapshot | null;
  after: Snapshot | null;
  now: Date;
}

/**
 * Appends one line to the audit log. Call it with the transaction that makes the change, so the
 * change and its line are stored together or not at all. The table refuses UPDATE and DELETE.
 */
export async function writeAudit(db: Kysely<Database>, entry: AuditInput): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      operator_id: entry.operatorId,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      reason: entry.reason ?? null,
      before_json: entry.before ? JSON.stringify(entry.before) : null,
      after_json: entry.after ? JSON.stringify(entry.after) : null,
      created_at: entry.now.toISOString(),
    })
    .execute();
}

/** One console change's audit line by the acting operator, written with the change's own transaction. */
export function auditChange(
  trx: Kysely<Database>,
  actor: Actor,
  action: string,
  subject: { type: string; id: number },
  before: object | null,
  after: object | null,
): Promise<void> {
  return writeAudit(trx, {
    operatorId: actor.operatorId,
    action,
    subjectType: subject.type,
    subjectId: subject.id,
    before: before ? { ...before } : null,
    after: after ? { ...after } : null,
    now: actor.now,
  });
}

const parse = (json: string | null): Snapshot | null => (json ? (JSON.parse(json) as Snapshot) : null);

/** The log, newest first, a page at a time, optionally one action only. */
export async function listAudit(
  db: Kysely<Database>,
  query: { action?: string | undefined; page: number },
): Promise<{ data: AuditEntry[]; current_page: number; last_page: number; per_page: number; total: number }> {
  let base = db.selectFrom('audit_log');
  if (query.action) base = base.where('audit_log.action', '=', query.action);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const total = Number(n);
  const rows = await base
    .innerJoin('users', 'users.id', 'audit_log.operator_id')
    .select([
      'audit_log.id',
      'audit_log.operator_id',
      'users.name as operator_name',
      'audit_log.action',
      'audit_log.subject_type',
      'audit_log.subject_id',
      'audit_log.reason',
      'audit_log.before_json',
      'audit_log.after_json',
      'audit_log.created_at',
    ])
    .orderBy('audit_log.id', 'desc')
    .limit(ADMIN_PAGE_SIZE)
    .offset(adminPageOffset(query.page))
    .execute();
  return adminPage(
    rows.map(({ before_json, after_json, ...row }) => ({
      ...row,
      before: parse(before_json),
      after: parse(after_json),
    })),
    total,
    query.page,
  );
}
