import { type AdminAccount, type AdminAccountFilter, isBanMessage, isVip } from '@meslektas/domain';
import { type ExpressionBuilder, type Kysely, type Transaction, sql } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import { approveAccount } from '../account-approval.ts';
import { auditChange, writeAudit } from './audit.ts';
import { readAdminPage } from './page.ts';

const DAY_MS = 86_400_000;

export const accountMessages = {
  notFound: 'Hesap bulunamadı.',
  notPassive: 'Yalnızca onay bekleyen bir hesap onaylanabilir veya reddedilebilir.',
  notBanned: 'Bu hesap engelli değil.',
  notPro: 'Bu hesabın süren bir Pro üyeliği yok.',
  approved: 'Hesap onaylandı.',
  rejected: 'Hesap reddedildi.',
  banned: 'Hesap engellendi.',
  unbanned: 'Hesabın engeli kaldırıldı.',
  restricted: 'Görev oluşturma kısıtı kaydedildi.',
  proGranted: 'Pro üyelik verildi.',
  proRevoked: 'Pro üyelik sona erdirildi.',
} as const;

/** Whom the console acts on: a lawyer's account that is not deleted (never another operator). */
function lawyers(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .leftJoin('bars', 'bars.id', 'users.baro_id')
    .selectAll('users')
    .select('bars.name as bar_name')
    .where('users.role', '=', 'lawyer')
    .where('users.deleted', '=', 0);
}

type AccountRow = UserRow & { bar_name: string | null };

function toAdminAccount(row: AccountRow, now: Date): AdminAccount {
  return {
    id: row.id,
    name: row.name,
    telephone: row.telephone,
    email: row.email,
    bar: row.bar_name,
    sicil: row.sicil,
    tc: row.tc,
    status: row.status,
    sms_verified: row.sms_verified_at !== null,
    email_verified: row.email_verified_at !== null,
    ban_message: isBanMessage(row.ban_message) ? row.ban_message : null,
    add_mission: row.add_mission,
    pro_last_date: row.pro_last_date,
    vip: isVip(row, now),
    created_at: row.created_at,
  };
}

async function findAccount(db: Kysely<Database>, id: number): Promise<AccountRow> {
  const row = await lawyers(db).where('users.id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, accountMessages.notFound);
  return row;
}

export async function getAccount(db: Kysely<Database>, id: number, now: Date): Promise<AdminAccount> {
  return toAdminAccount(await findAccount(db, id), now);
}

const notBanned = sql<boolean>`(users.ban_message IS NULL OR TRIM(users.ban_message) = '')`;

/**
 * The console's lawyer search on `users`: the name (case-insensitively) or the digits of the
 * telephone.
 */
export function nameOrTelephone(search: string) {
  const q = search.replace(/[%_\\]/g, '');
  // SQLite folds only ASCII case, so a name is also matched with each word capitalised the
  // Turkish way ('özbil' finds 'Özbilgin'); PostgreSQL's lower() folds every letter.
  const lower = q.toLocaleLowerCase('tr');
  const capitalised = lower.replace(
    /(^|\s)(\S)/g,
    (_, space: string, c: string) => space + c.toLocaleUpperCase('tr'),
  );
  const digits = q.replace(/\D/g, '').replace(/^(90|0)/, '');
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    eb.or([
      eb(eb.fn('lower', ['users.name']), 'like', `%${lower}%`),
      eb('users.name', 'like', `%${capitalised}%`),
      eb('users.name', 'like', `%${q}%`),
      ...(digits.length >= 3 ? [eb('users.telephone', 'like', `%${digits}%`)] : []),
    ]);
}

/**
 * The accounts queue and the lawyer search. `passive` is the approval queue (not yet approved and
 * not rejected), oldest first; the other filters list newest first. The search matches the name
 * (case-insensitively) or the digits of the telephone.
 */
export async function listAccounts(
  db: Kysely<Database>,
  now: Date,
  query: { status: AdminAccountFilter; q?: string | undefined; page: number },
) {
  let base = lawyers(db);
  if (query.status === 'passive') base = base.where('users.status', '=', 'passive').where(notBanned);
  if (query.status === 'active') base = base.where('users.status', '=', 'active').where(notBanned);
  if (query.status === 'banned') base = base.where(sql<boolean>`NOT ${notBanned}`);
  if (query.q) base = base.where(nameOrTelephone(query.q));
  return readAdminPage(
    base,
    query.page,
    (rows) => rows.orderBy('users.id', query.status === 'passive' ? 'asc' : 'desc'),
    (row) => toAdminAccount(row, now),
  );
}

export interface Actor {
  operatorId: number;
  now: Date;
}

type UserChange = Partial<Pick<UserRow, 'status' | 'ban_message' | 'add_mission' | 'vip' | 'pro_last_date'>>;

/**
 * Changes some fields of one lawyer's account and writes the audit line with those fields before
 * and after, in one transaction. `decide` sees the current row and returns the change, or throws.
 */
async function changeAccount(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  action: string,
  reason: string | null,
  decide: (row: AccountRow) => UserChange,
): Promise<AdminAccount> {
  return db.transaction().execute(async (trx) => {
    const row = await findAccount(trx, id);
    const change = decide(row);
    const before = Object.fromEntries(Object.keys(change).map((k) => [k, row[k as keyof UserChange]]));
    await trx
      .updateTable('users')
      .set({ ...change, updated_at: actor.now.toISOString() })
      .where('id', '=', id)
      .execute();
    await writeAudit(trx, {
      operatorId: actor.operatorId,
      action,
      subjectType: 'user',
      subjectId: id,
      reason,
      before,
      after: change,
      now: actor.now,
    });
    return toAdminAccount({ ...row, ...change }, actor.now);
  });
}

/**
 * Approves a registration through the one approval service (passive → active, the bar's feed, the
 * inviter's reward, the live event that takes the lawyer home); its audit line is written inside
 * the same transaction.
 */
export async function approve(
  db: Kysely<Database>,
  broadcaster: Broadcaster,
  actor: Actor,
  id: number,
  onPublishError: (err: unknown) => void,
): Promise<AdminAccount> {
  const row = await findAccount(db, id);
  // A rejected registration carries its reason as a ban message: lift that first (unban).
  if (row.status !== 'passive' || isBanMessage(row.ban_message)) {
    throw new HttpError(409, accountMessages.notPassive);
  }
  const result = await approveAccount(db, broadcaster, id, {
    now: actor.now,
    onPublishError,
    whenApproved: (trx: Transaction<Database>) =>
      auditChange(
        trx,
        actor,
        'account.approve',
        { type: 'user', id },
        { status: 'passive' },
        { status: 'active' },
      ),
  });
  if (result === 'not_found') throw new HttpError(404, accountMessages.notFound);
  if (result === 'already_active') throw new HttpError(409, accountMessages.notPassive);
  return getAccount(db, id, actor.now);
}

/** A rejected registration stays passive and gets the reason as its ban message (/account-banned). */
export function reject(db: Kysely<Database>, actor: Actor, id: number, reason: string) {
  return changeAccount(db, actor, id, 'account.reject', reason, (row) => {
    if (row.status !== 'passive' || isBanMessage(row.ban_message)) {
      throw new HttpError(409, accountMessages.notPassive);
    }
    return { ban_message: reason };
  });
}

export function ban(db: Kysely<Database>, actor: Actor, id: number, message: string) {
  return changeAccount(db, actor, id, 'account.ban', null, () => ({ ban_message: message }));
}

export function unban(db: Kysely<Database>, actor: Actor, id: number, reason: string) {
  return changeAccount(db, actor, id, 'account.unban', reason, (row) => {
    if (!isBanMessage(row.ban_message)) throw new HttpError(409, accountMessages.notBanned);
    return { ban_message: null };
  });
}

export function restrict(db: Kysely<Database>, actor: Actor, id: number, addMission: number, reason: string) {
  return changeAccount(db, actor, id, 'account.restrict', reason, () => ({ add_mission: addMission }));
}

/** Pro runs `days` from today, or from the end of a Pro that is still running. */
export function grantPro(db: Kysely<Database>, actor: Actor, id: number, days: number, reason: string) {
  return changeAccount(db, actor, id, 'account.pro_grant', reason, (row) => {
    const from = isVip(row, actor.now) ? Date.parse(row.pro_last_date as string) : actor.now.getTime();
    return { vip: 1, pro_last_date: new Date(from + days * DAY_MS).toISOString() };
  });
}

export function revokePro(db: Kysely<Database>, actor: Actor, id: number, reason: string) {
  return changeAccount(db, actor, id, 'account.pro_revoke', reason, (row) => {
    if (!isVip(row, actor.now)) throw new HttpError(409, accountMessages.notPro);
    // Cleared rather than ended now, so no come-back offer follows a Pro taken away by hand.
    return { vip: 0, pro_last_date: null };
  });
}
