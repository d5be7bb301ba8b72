import { ADMIN_PAGE_SIZE, type ModerationItem, type ModerationKind } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import type { UploadDeps } from '../../uploads/deps.ts';
import { keyOfFileUrl } from '../../uploads/urls.ts';
import { type DisputeDeps } from '../disputes/queries.ts';
import { approveDisputeMessage, rejectDisputeMessage } from '../disputes/operator.ts';
import {
  approvePendingAboutText,
  approvePendingAvatar,
  rejectPendingAboutText,
  rejectPendingAvatar,
} from '../lawyer-profile/moderation.ts';
import { approveBlueTick, rejectBlueTick } from '../settings/blue-tick.ts';
import type { Actor } from './accounts.ts';
import { type InTransaction, writeAudit } from './audit.ts';
import { adminPage, adminPageOffset } from './page.ts';

const moderationMessages = {
  approved: 'Onaylandı.',
  rejected: 'Reddedildi.',
  changed: 'Bu kayıt siz bakarken değişti ya da başka bir operatör karar verdi; liste yenilendi.',
  notFound: 'Kayıt bulunamadı.',
} as const;

/** The users' column each profile queue waits on. */
const pendingColumn = {
  avatar: 'pending_avatar',
  about: 'pending_about_text',
  blue_tick: 'pending_verification_image',
} as const;

type Page = ReturnType<typeof adminPage<ModerationItem>>;

/** How many of each kind wait: the dashboard's queues. */
export async function countPending(db: Kysely<Database>, kind: ModerationKind): Promise<number> {
  if (kind === 'dispute_message') {
    const { n } = await db
      .selectFrom('dispute_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return Number(n);
  }
  const { n } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'lawyer')
    .where('deleted', '=', 0)
    .where(pendingColumn[kind], 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * One queue, oldest first, a page at a time. Private uploads (a pending photo, a blue-tick proof,
 * a dispute message's images) come with addresses signed for the console.
 */
export async function listModeration(deps: UploadDeps, kind: ModerationKind, page: number): Promise<Page> {
  const now = deps.now();
  const total = await countPending(deps.db, kind);
  const offset = adminPageOffset(page);
  const signed = (address: string | null) => {
    const key = keyOfFileUrl(address);
    return key ? [deps.urls.signed(key, now)] : [];
  };
  if (kind === 'dispute_message') {
    const rows = await deps.db
      .selectFrom('dispute_messages as m')
      .innerJoin('disputes as d', 'd.id', 'm.dispute_id')
      .innerJoin('users as u', 'u.id', 'm.sender_id')
      .select([
        'm.id',
        'm.body',
        'm.created_at',
        'm.sender_id',
        'u.name',
        'd.id as dispute_id',
        'd.mission_id',
      ])
      .where('m.status', '=', 'pending')
      .orderBy('m.created_at')
      .orderBy('m.id')
      .limit(ADMIN_PAGE_SIZE)
      .offset(offset)
      .execute();
    const images =
      rows.length === 0
        ? []
        : await deps.db
            .selectFrom('dispute_message_images as i')
            .innerJoin('files as f', 'f.id', 'i.file_id')
            .select(['i.message_id', 'f.storage_key'])
            .where(
              'i.message_id',
              'in',
              rows.map((row) => row.id),
            )
            .orderBy('f.id')
            .execute();
    return adminPage(
      rows.map((row) => ({
        kind,
        id: row.id,
        user_id: row.sender_id ?? 0,
        user_name: row.name,
        text: row.body,
        images: images
          .filter((i) => i.message_id === row.id)
          .map((i) => deps.urls.signed(i.storage_key, now)),
        context: `Görev #${row.mission_id} · Uyuşmazlık #${row.dispute_id}`,
        dispute_id: row.dispute_id,
        version: String(row.id),
        submitted_at: row.created_at,
      })),
      total,
      page,
    );
  }
  const column = pendingColumn[kind];
  const rows = await deps.db
    .selectFrom('users')
    .select(['id', 'name', 'updated_at', `${column} as pending`])
    .where('role', '=', 'lawyer')
    .where('deleted', '=', 0)
    .where(column, 'is not', null)
    .orderBy('updated_at')
    .orderBy('id')
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset)
    .execute();
  return adminPage(
    rows.map((row) => ({
      kind,
      id: row.id,
      user_id: row.id,
      user_name: row.name,
      text: kind === 'about' ? row.pending : null,
      images: kind === 'about' ? [] : signed(row.pending),
      context: null,
      dispute_id: null,
      version: row.pending ?? '',
      submitted_at: row.updated_at,
    })),
    total,
    page,
  );
}

export interface ModerationDecision {
  kind: ModerationKind;
  id: number;
  version: string;
  approve: boolean;
  reason?: string;
}

/**
 * Approves or rejects what the operator looked at, with its audit line in the same transaction.
 * Nothing changes when it is gone or newer than his `version` (409), so a lawyer's newer photo or
 * text is never decided unseen and two operators cannot both decide one message.
 */
export async function decideModeration(
  deps: DisputeDeps,
  actor: Actor,
  decision: ModerationDecision,
): Promise<string> {
  const { kind, id, version, approve } = decision;
  const reason = decision.reason ?? null;
  const audit: InTransaction = (trx) =>
    writeAudit(trx, {
      operatorId: actor.operatorId,
      action: `${kind}.${approve ? 'approve' : 'reject'}`,
      subjectType: kind === 'dispute_message' ? 'dispute_message' : 'user',
      subjectId: id,
      reason,
      before: kind === 'dispute_message' ? { status: 'pending' } : { [pendingColumn[kind]]: version },
      after:
        kind === 'dispute_message'
          ? { status: approve ? 'approved' : 'rejected' }
          : afterOf(kind, approve, version),
      now: actor.now,
    });
  let result: string;
  switch (kind) {
    case 'avatar':
      result = approve
        ? await approvePendingAvatar(deps, id, version, audit)
        : await rejectPendingAvatar(deps, id, version, audit);
      break;
    case 'about':
      result = approve
        ? await approvePendingAboutText(deps.db, id, version, actor.now, audit)
        : await rejectPendingAboutText(deps.db, id, version, actor.now, audit);
      break;
    case 'blue_tick':
      result = approve
        ? await approveBlueTick(deps, id, version, audit)
        : await rejectBlueTick(deps, id, version, reason ?? '', audit);
      break;
    case 'dispute_message': {
      if (version !== String(id)) throw new HttpError(409, moderationMessages.changed);
      const outcome = approve
        ? await approveDisputeMessage(deps, id, audit)
        : await rejectDisputeMessage(deps, id, audit);
      if (outcome === 'not_found') throw new HttpError(404, moderationMessages.notFound);
      result = outcome === 'done' ? 'done' : 'changed';
      break;
    }
  }
  if (result === 'changed') {
    if (kind !== 'dispute_message') await existingLawyer(deps.db, id);
    throw new HttpError(409, moderationMessages.changed);
  }
  return approve ? moderationMessages.approved : moderationMessages.rejected;
}

/** What a decision leaves in the profile columns, for the audit line. */
function afterOf(kind: Exclude<ModerationKind, 'dispute_message'>, approve: boolean, version: string) {
  const cleared = { [pendingColumn[kind]]: null };
  if (!approve) return cleared;
  if (kind === 'avatar') return { ...cleared, avatar: version };
  if (kind === 'about') return { ...cleared, about_text: version };
  return { ...cleared, verification_image: 'approved' };
}

async function existingLawyer(db: Kysely<Database>, id: number): Promise<void> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('role', '=', 'lawyer')
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, moderationMessages.notFound);
}
