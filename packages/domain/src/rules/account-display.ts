import type { User } from '../contract/entities.ts';
import { formMessages, permissionMessages } from '../messages.ts';
import { buildPath } from './routes.ts';

/** The welcome/upgrade banner: non-Pro users who are new or were premium before. */
export function showWelcomeBanner(user: Pick<User, 'vip' | 'new_user' | 'old_premium'>): boolean {
  return !user.vip && (user.new_user || user.old_premium);
}

/** The restriction counter above 0 shows the restriction text and link. */
export function showRestriction(user: Pick<User, 'add_mission'>): boolean {
  return user.add_mission > 0;
}

/** With missionStatus closed, tasks are not forwarded: the notice says so. */
export function missionStatusNotice(user: Pick<User, 'missionStatus'>): string | null {
  return user.missionStatus === 0 ? permissionMessages.missionStatusClosed : null;
}

/** About text waiting for approval carries a label; approved text carries none. */
export function aboutTextLabel(user: Pick<User, 'pending_about_text'>): 'Onay Bekliyor' | null {
  return user.pending_about_text ? 'Onay Bekliyor' : null;
}

/** Consent is required to save the authority document only while none exists. */
export function checkAuthorityConsent(existsBelge: boolean, consent: boolean): string | null {
  return existsBelge || consent ? null : formMessages.consentRequired;
}

/** The buy button needs the agreement ticked. */
export function checkPremiumAgreement(agreed: boolean): string | null {
  return agreed ? null : formMessages.agreementRequired;
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

/** A dispute message sender without a name is the product itself; without an avatar, the default one. */
export function disputeSender(
  sender: { name: string | null; avatar: string | null },
  productName: string,
  defaultAvatar: string,
): { name: string; avatar: string } {
  return { name: sender.name || productName, avatar: sender.avatar || defaultAvatar };
}

/** A resolved dispute shows its result and hides the message form. */
export function isDisputeResolved(dispute: { status: string }): boolean {
  return dispute.status === 'resolved';
}
