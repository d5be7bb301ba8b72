import {
  REFERRAL_REWARD_TL,
  type ReferralInfo,
  type Reference,
  formatPrice,
  referralPath,
  lawyerDisplayName,
} from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { referralCodeOf } from '../referral-codes.ts';
import { safeHtml } from '../text.ts';
import { constantText } from '../constants.ts';

/** The invitation text; the reward in it is the amount the ledger credits. */
function invitationText(rewardTl: number): string {
  const reward = formatPrice(rewardTl);
  return safeHtml(
    `<p>Meslektaşlarınızı Meslektaş’a davet edin, birlikte kazanalım! Size özel referans linkinizle kayıt olan ` +
      `ve telefon, e-posta doğrulamasını tamamlayıp hesabı onaylanan her avukat için hesabınıza ` +
      `<strong>${reward}</strong> eklenir.</p>` +
      `<p>Bakiyeniz 100 TL’ye ulaştığında <strong>Ödeme Talebinde Bulun</strong> sayfasından IBAN’ınıza ` +
      `ödeme isteyebilirsiniz.</p>`,
  );
}

/**
 * GET partnership/referances/info: the invitation text (the constant davet_metni, edited in the
 * console; the built-in text when it is missing), the link `origin/kayit?ref=CODE`, a
 * WhatsApp share of it, and the reward per invitee (TL) the page states.
 */
export async function referralInfo(
  db: Kysely<Database>,
  userId: number,
  origin: string,
): Promise<ReferralInfo> {
  const code = await referralCodeOf(db, userId);
  const url = `${origin}${referralPath(code)}`;
  const message = `Meslektaş’a benim referans linkimle katılın, adliye işlerinizi meslektaşlarınıza devredin: ${url}`;
  return {
    text: safeHtml(await constantText(db, 'davet_metni', invitationText(REFERRAL_REWARD_TL))),
    url,
    whatsapp_url: `https://wa.me/?text=${encodeURIComponent(message)}`,
    code,
    reward: REFERRAL_REWARD_TL,
  };
}

/** GET partnership/referances: lawyers who signed up through the link, newest first. */
export async function referencesOf(db: Kysely<Database>, userId: number): Promise<Reference[]> {
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('referral_rewards as r', (join) =>
      join.onRef('r.invitee_id', '=', 'u.id').on('r.referrer_id', '=', userId),
    )
    .select(['u.name', 'r.id as reward_id'])
    .where('u.referrer_id', '=', userId)
    .where('u.deleted', '=', 0)
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .execute();
  return rows.map((r) => ({ name: lawyerDisplayName(r.name), rewarded: r.reward_id !== null }));
}
