import { type AdminDispute, type AdminDisputeFilter, type DisputeVerdict } from '@meslektas/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { type DisputeDeps } from '../disputes/queries.ts';
import { postDeskMessage, readDisputeForOperator, resolveDispute } from '../disputes/operator.ts';
import type { Actor } from './accounts.ts';
import { auditChange } from './audit.ts';
import { readAdminPage } from './page.ts';

const disputeDeskMessages = {
  notFound: 'Uyuşmazlık bulunamadı.',
  notOpen: 'Bu uyuşmazlık sonuçlanmış; yeni mesaj yazılamaz ve yeniden sonuçlandırılamaz.',
  resolved: 'Uyuşmazlık sonuçlandırıldı.',
  sent: 'Mesajınız iki tarafa gönderildi.',
} as const;

function disputes(db: Kysely<Database>) {
  return db
    .selectFrom('disputes as d')
    .innerJoin('users as owner', 'owner.id', 'd.owner_id')
    .innerJoin('users as assignee', 'assignee.id', 'd.assignee_id')
    .innerJoin('users as opener', 'opener.id', 'd.opener_id')
    .select([
      'd.id',
      'd.mission_id',
      'd.status',
      'd.result_message',
      'd.created_at',
      'd.resolved_at',
      'd.decided_against',
      'owner.name as owner_name',
      'assignee.name as assignee_name',
      'opener.name as opener_name',
    ])
    .select(
      sql<number>`(SELECT COUNT(*) FROM dispute_messages pm WHERE pm.dispute_id = d.id AND pm.status = 'pending')`.as(
        'pending_messages',
      ),
    );
}

type Row = Awaited<ReturnType<ReturnType<typeof disputes>['executeTakeFirstOrThrow']>>;

const toAdminDispute = (row: Row): AdminDispute => ({
  ...row,
  status: row.status === 'resolved' ? 'resolved' : 'open',
  pending_messages: Number(row.pending_messages),
});

/** Open disputes oldest first (the longest waiting on top); resolved ones newest first. */
export async function listDisputes(
  db: Kysely<Database>,
  query: { status: AdminDisputeFilter; page: number },
) {
  let base = disputes(db);
  if (query.status !== 'all') base = base.where('d.status', '=', query.status);
  const order = query.status === 'open' ? 'asc' : 'desc';
  return readAdminPage(
    base,
    query.page,
    (rows) => rows.orderBy('d.created_at', order).orderBy('d.id', order),
    toAdminDispute,
  );
}

async function findDispute(db: Kysely<Database>, id: number): Promise<AdminDispute> {
  const row = await disputes(db).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, disputeDeskMessages.notFound);
  return toAdminDispute(row);
}

/** A dispute with every message, pending and rejected ones included, newest first. */
export async function getDispute(deps: DisputeDeps, id: number) {
  const dispute = await findDispute(deps.db, id);
  const read = await readDisputeForOperator(deps, id);
  if (!read) throw new HttpError(404, disputeDeskMessages.notFound);
  return { dispute, conflict: read.conflict, messages: read.messages };
}

/** Resolves an open dispute with its result text; both parties are notified. */
export async function resolve(
  deps: DisputeDeps,
  actor: Actor,
  id: number,
  result: string,
  against: DisputeVerdict = 'none',
): Promise<string> {
  await findDispute(deps.db, id);
  const done = await resolveDispute(
    deps,
    id,
    result,
    (trx) =>
      auditChange(
        trx,
        actor,
        'dispute.resolve',
        { type: 'dispute', id },
        { status: 'open' },
        { status: 'resolved', result_message: result, decided_against: against },
      ),
    against,
  );
  if (!done) throw new HttpError(409, disputeDeskMessages.notOpen);
  return disputeDeskMessages.resolved;
}

/** Writes to both parties for the desk. */
export async function deskMessage(
  deps: DisputeDeps,
  actor: Actor,
  id: number,
  text: string,
): Promise<string> {
  await findDispute(deps.db, id);
  const done = await postDeskMessage(deps, id, text, (trx) =>
    auditChange(trx, actor, 'dispute.message', { type: 'dispute', id }, null, { message: text }),
  );
  if (!done) throw new HttpError(409, disputeDeskMessages.notOpen);
  return disputeDeskMessages.sent;
}
