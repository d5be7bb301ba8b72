import type { User } from '../contract/entities.ts';

/**
 * The account states that hold a lawyer on a page of their own, in the order they are checked: a
 * banned account is banned whatever else is missing; then the phone, then the e-mail (the lawyer can
 * fix both while waiting), then approval. The server answers the first one's 403 on every call and
 * the client routes to the first one's page, so both read it from here.
 */
export const ACCOUNT_STATES = ['banned', 'sms', 'email', 'passive'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

/** What each side knows of an account, reduced to the four facts the order looks at. */
export interface AccountFlags {
  banned: boolean;
  phoneVerified: boolean;
  emailVerified: boolean;
  approved: boolean;
}

const blocks: Record<AccountState, (flags: AccountFlags) => boolean> = {
  banned: (f) => f.banned,
  sms: (f) => !f.phoneVerified,
  email: (f) => !f.emailVerified,
  passive: (f) => !f.approved,
};

/** The first state that blocks the account, or null when it is in good standing. */
export function firstBlockingState(flags: AccountFlags): AccountState | null {
  return ACCOUNT_STATES.find((state) => blocks[state](flags)) ?? null;
}

/** The error code of the server's 403 for each state. */
export const accountStateErrorCodes = {
  banned: 'account_banned',
  sms: 'sms_not_verify',
  email: 'email_not_verify',
  passive: 'account_passive',
} as const satisfies Record<AccountState, string>;
export type AccountStateCode = (typeof accountStateErrorCodes)[AccountState];

/** A ban is a ban message with some text: a blank one (as an administrator may leave) is none. */
export function isBanMessage(message: string | null | undefined): boolean {
  return typeof message === 'string' && message.trim() !== '';
}

/** The flags of the client's User record. */
export function accountFlagsOfUser(
  user: Pick<User, 'smsVerify' | 'emailVerify' | 'ban_message' | 'status'>,
): AccountFlags {
  return {
    banned: isBanMessage(user.ban_message),
    phoneVerified: user.smsVerify,
    emailVerified: user.emailVerify,
    approved: Boolean(user.status),
  };
}
