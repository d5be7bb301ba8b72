import {
  type AdminPayout,
  type AdminPayoutFilter,
  csvAmount,
  formatIban,
  formatPrice,
  kurusToTl,
  toCsv,
} from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { type OutgoingEvent, writeNotifications } from '../notifications/notify.ts';
import { type AlongsideDecision, markPayoutPaid, rejectPayout } from '../wallet/payouts.ts';
import type { Actor } from './accounts.ts';
import { auditChange, writeAudit } from './audit.ts';
import { readAdminPage } from './page.ts';

const payoutDeskMessages = {
  notFound: 'Ödeme talebi bulunamadı.',
  notPending: 'Bu ödeme talebi zaten sonuçlanmış.',
  paid: 'Ödeme talebi ödendi olarak işaretlendi.',
  rejected: 'Ödeme talebi reddedildi; tutar avukatın bakiyesine döndü.',
} as const;

function payouts(db: Kysely<Database>) {
  return db
    .selectFrom('payouts as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'p.id',
      'p.user_id',
      'u.name as user_name',
      'u.telephone',
      'p.name',
      'p.bank_name',
      'p.iban',
      'p.amount',
      'p.status',
      'p.created_at',
      'p.decided_at',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof payouts>['executeTakeFirstOrThrow']>>;

const toAdminPayout = ({ amount, ...row }: Row): AdminPayout => ({ ...row, price: kurusToTl(amount) });

/** Pending requests oldest first (paid in the order asked); decided ones newest first. */
export async function listPayoutsForOperator(
  db: Kysely<Database>,
  query: { status: AdminPayoutFilter; page: number },
) {
  let base = payouts(db);
  if (query.status !== 'all') base = base.where('p.status', '=', query.status);
  const order = query.status === 'pending' ? 'asc' : 'desc';
  return readAdminPage(
    base,
    query.page,
    (rows) => rows.orderBy('p.created_at', order).orderBy('p.id', order),
    toAdminPayout,
  );
}

/**
 * Every pending request as the bank's transfer list (one row each, oldest first). Reading IBANs in
 * bulk is written to the audit log with the requests it held.
 */
export async function exportPendingPayouts(db: Kysely<Database>, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const rows = await payouts(trx)
      .where('p.status', '=', 'pending')
      .orderBy('p.created_at')
      .orderBy('p.id')
      .execute();
    const csv = toCsv(
      ['Talep No', 'Alıcı', 'Banka', 'IBAN', 'Tutar (TL)', 'Açıklama', 'Avukat', 'Telefon', 'Talep Tarihi'],
      rows.map((row) => [
        row.id,
        row.name,
        row.bank_name,
        formatIban(row.iban),
        csvAmount(kurusToTl(row.amount)),
        `Meslektaş ödeme talebi ${row.id}`,
        row.user_name,
        row.telephone,
        row.created_at.slice(0, 10),
      ]),
    );
    await auditChange(trx, actor, 'payout.export', { type: 'payouts', id: rows.length }, null, {
      payout_ids: rows.map((row) => row.id),
    });
    const day = actor.now.toISOString().slice(0, 10);
    return { filename: `odeme-talepleri-${day}.csv`, csv, count: rows.length };
  });
}

/**
 * Marks a pending request paid or rejects it, with the audit line and the lawyer's notification in
 * the same transaction; the notification goes out live once it is stored.
 */
export async function decidePayout(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  outcome: 'paid' | 'rejected',
  reason: string | null,
  publish: (events: OutgoingEvent[]) => Promise<void>,
): Promise<string> {
  const events: OutgoingEvent[] = [];
  const alongside: AlongsideDecision = async (trx, payout) => {
    await writeAudit(trx, {
      operatorId: actor.operatorId,
      action: outcome === 'paid' ? 'payout.paid' : 'payout.reject',
      subjectType: 'payout',
      subjectId: id,
      reason,
      before: { status: 'pending' },
      after: { status: outcome },
      now: actor.now,
    });
    const amount = formatPrice(kurusToTl(payout.amount));
    const why = (reason ?? '').trim().replace(/[.!?…]+$/u, '');
    events.push(
      ...(await writeNotifications(
        trx,
        [payout.user_id],
        outcome === 'paid'
          ? {
              type: 'payout_paid',
              missionId: null,
              title: 'Ödeme Talebiniz Ödendi',
              message: `${amount} tutarındaki ödeme talebiniz hesabınıza gönderildi.`,
            }
          : {
              type: 'payout_rejected',
              missionId: null,
              title: 'Ödeme Talebiniz Reddedildi',
              message: `${amount} tutarındaki ödeme talebiniz reddedildi (${why}). Tutar bakiyenize geri eklendi.`,
            },
        actor.now,
      )),
    );
  };
  const result =
    outcome === 'paid'
      ? await markPayoutPaid(db, id, actor.now, alongside)
      : await rejectPayout(db, id, actor.now, alongside);
  if (result === 'not_found') throw new HttpError(404, payoutDeskMessages.notFound);
  if (result === 'not_pending') throw new HttpError(409, payoutDeskMessages.notPending);
  await publish(events);
  return outcome === 'paid' ? payoutDeskMessages.paid : payoutDeskMessages.rejected;
}
