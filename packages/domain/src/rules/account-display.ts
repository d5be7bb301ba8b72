import type { User } from '../contract/entities.ts';
import { formMessages } from '../messages.ts';
import { buildPath } from './routes.ts';

/** The welcome/upgrade banner: non-Pro users who are new or were premium before. */
export function showWelcomeBanner(user: Pick<User, 'vip' | 'new_user' | 'old_premium'>): boolean {
  return !user.vip && (user.new_user || user.old_premium);
}

/** The restriction counter above 0 shows the restriction text and link. */
export function showRestriction(user: Pick<User, 'add_mission'>): boolean {
  return user.add_mission > 0;
}

/** Consent is required to save the authority document only while none exists. */
export function checkAuthorityConsent(existsBelge: boolean, consent: boolean): string | null {
  return existsBelge || consent ? null : formMessages.consentRequired;
}

/** Tickets: 'Bekliyor' while pending, else 'Cevaplandı'. */
export function ticketStatusLabel(status: string): 'Bekliyor' | 'Cevaplandı' {
  return status === 'pending' ? 'Bekliyor' : 'Cevaplandı';
}

/** Where a ticket option's redirect leads: the FAQ, the bar-change modal or cancel requests. */
export function ticketRedirectTarget(
  redirect: string | null,
): { path: string } | { modal: 'baro_change' } | null {
  if (redirect === 'sss') return { path: buildPath('how-work') };
  if (redirect === 'cancel_request') return { path: buildPath('cancel-task') };
  if (redirect === 'baro_change') return { modal: 'baro_change' };
  return null;
}

/** A resolved dispute shows its result and hides the message form. */
export function isDisputeResolved(dispute: { status: string }): boolean {
  return dispute.status === 'resolved';
}
