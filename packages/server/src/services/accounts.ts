import {
  type AccountFlags,
  type User,
  isBanMessage,
  isAvailableTime,
  isVip,
  kurusToTl,
} from '@meslektas/domain';
import type { UserRow } from '../db/schema.ts';
import { remainingAllowance } from './cancel-requests/queries.ts';
import { needsBarChangePayment } from './courthouses/courthouses.ts';
import { waitingDisputeCount } from './disputes/queries.ts';
import { toAppNotification } from './notifications/format.ts';
import { balanceOf } from './wallet/ledger.ts';
import type { Db, ServiceDeps } from './deps.ts';

const DAY_MS = 86_400_000;
/** The welcome / come-back offer runs this long after sign-up or after Pro ran out. */
const OFFER_DAYS = 7;
const NOTIFICATIONS_ON_USER = 10;

/**
 * The four facts domain's account-state order (firstBlockingState) looks at, read from the users
 * row. The User record carries the same facts, so the server's 403 and the client's redirect agree.
 */
export function accountFlagsOfRow(
  user: Pick<UserRow, 'ban_message' | 'sms_verified_at' | 'email_verified_at' | 'status'>,
): AccountFlags {
  return {
    banned: isBanMessage(user.ban_message),
    phoneVerified: user.sms_verified_at !== null,
    emailVerified: user.email_verified_at !== null,
    approved: user.status === 'active',
  };
}

export function findUserByTelephone(db: Db, telephone: string) {
  return db.selectFrom('users').selectAll().where('telephone', '=', telephone).executeTakeFirst();
}

async function constantValues(db: Db, names: string[]): Promise<Record<string, string>> {
  const rows = await db.selectFrom('constants').selectAll().where('name', 'in', names).execute();
  return Object.fromEntries(rows.map((r) => [r.name, r.description]));
}

/**
 * The spec's full User record. Derived fields: vip only while proLastDate lies ahead; new_user for
 * the first OFFER_DAYS after sign-up, old_premium for OFFER_DAYS after Pro ran out, countdown the
 * seconds left of that offer; premium price and discount fall back to the pro_fiyat / pro_indirim
 * constants when the account has no price of its own.
 */
export async function toUserRecord(
  db: Db,
  deps: Pick<ServiceDeps, 'now' | 'missionHours'>,
  user: UserRow,
): Promise<User> {
  const now = deps.now();
  const [performances, notifications, unread, constants, balance] = await Promise.all([
    db
      .selectFrom('user_specialities')
      .innerJoin('specialities', 'specialities.id', 'user_specialities.speciality_id')
      .where('user_specialities.user_id', '=', user.id)
      .select(['specialities.id', 'specialities.name'])
      .orderBy('specialities.id')
      .execute(),
    db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(NOTIFICATIONS_ON_USER)
      .execute(),
    db
      .selectFrom('notifications')
      .where('user_id', '=', user.id)
      .where('read_at', 'is', null)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    constantValues(db, ['pro_fiyat', 'pro_indirim', 'gorev_saat_disi']),
    balanceOf(db, user.id),
  ]);

  const allowance = await remainingAllowance(db, user, now);
  const vip = isVip(user, now);
  const offerEnd = (from: string) => Date.parse(from) + OFFER_DAYS * DAY_MS;
  const newUserEnd = offerEnd(user.created_at);
  const newUser = !vip && user.pro_last_date === null && newUserEnd > now.getTime();
  const oldPremiumEnd = user.pro_last_date ? offerEnd(user.pro_last_date) : 0;
  const oldPremium = !vip && user.pro_last_date !== null && !newUser && oldPremiumEnd > now.getTime();
  const offerEndsAt = newUser ? newUserEnd : oldPremium ? oldPremiumEnd : null;
  const flags = accountFlagsOfRow(user);
  const available = isAvailableTime(deps.missionHours, now);

  return {
    id: user.id,
    name: user.name,
    email: user.email ?? '',
    telephone: user.telephone,
    baroId: user.baro_id,
    avatar: user.avatar,
    pending_avatar: user.pending_avatar,
    verification_image: user.verification_image,
    vip,
    proLastDate: user.pro_last_date,
    premium_price: user.premium_price > 0 ? kurusToTl(user.premium_price) : Number(constants.pro_fiyat ?? 0),
    premium_discount:
      user.premium_price > 0 ? kurusToTl(user.premium_discount) : Number(constants.pro_indirim ?? 0),
    // The wallet's ledger sum: no balance is stored anywhere else.
    cash: kurusToTl(balance),
    missionStatus: user.mission_status ? 1 : 0,
    mission_create: user.mission_create === 1,
    add_mission: user.add_mission,
    email_notify: user.email_notify ? 1 : 0,
    sms_notify: user.sms_notify ? 1 : 0,
    call_notify: user.call_notify ? 1 : 0,
    about_text: user.about_text,
    pending_about_text: user.pending_about_text,
    baroChange: needsBarChangePayment(user),
    performances,
    cancel_request: allowance,
    notifications: notifications.map((n) => toAppNotification(n, now)),
    new_notifications_count: Number(unread.n),
    deleted: user.deleted === 1,
    is_available_time: available,
    not_available_time_message: available ? null : (constants.gorev_saat_disi ?? null),
    waiting_conflict_message: await waitingDisputeCount(db, user.id),
    new_user: newUser,
    old_premium: oldPremium,
    countdown: offerEndsAt === null ? null : Math.max(0, Math.floor((offerEndsAt - now.getTime()) / 1000)),
    smsVerify: flags.phoneVerified,
    emailVerify: flags.emailVerified,
    status: flags.approved,
    ban_message: flags.banned ? user.ban_message : null,
    role: user.role,
  };
}
