import {
  type AccountState,
  type AccountStateCode,
  BANNED_FALLBACK_MESSAGE,
  accountStateErrorCodes,
  firstBlockingState,
} from '@meslektas/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema.ts';
import { accountFlagsOfRow } from '../services/accounts.ts';
import { constantText } from '../services/constants.ts';
import { type Notifier, createNotifier } from '../services/notifier.ts';
import { findTokenOwner } from '../services/tokens.ts';
import { HttpError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a live token and an account in good standing (see `accountStateError`). */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: a live token only; for the verification and account-state pages. */
    authenticateAnyState: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: a live token of an operator's account; every console call (`/admin/…`). */
    authenticateOperator: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** SMS and e-mail to lawyers (verification codes, task notices): outbox + log, SMTP when configured. */
    notifier: Notifier;
  }
  interface FastifyRequest {
    /** Set by the authenticate hooks; only read it in routes that use one of them. */
    user: UserRow;
    tokenId: number;
  }
}

const authMessages = {
  missing: 'Bu işlem için giriş yapmalısınız.',
  invalid: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapınız.',
  deleted: 'Hesabınız silinmiştir.',
  banned: BANNED_FALLBACK_MESSAGE,
  smsNotVerified: 'Devam etmek için telefon numaranızı doğrulayınız.',
  emailNotVerified: 'Devam etmek için e-posta adresinizi doğrulayınız.',
  passive: 'Hesabınız onay beklemektedir. Onaylandığında size haber vereceğiz.',
  operatorOnly: 'Bu işlem yalnızca yönetim ekibine açıktır.',
  lawyerOnly: 'Operatör hesabıyla bu işlem yapılamaz. Lütfen yönetim panelini kullanınız.',
} as const;

const stateMessages: Record<AccountState, string> = {
  banned: authMessages.banned,
  sms: authMessages.smsNotVerified,
  email: authMessages.emailNotVerified,
  passive: authMessages.passive,
};

/** The 403 for the first state that blocks the account (domain's firstBlockingState), or null. */
function accountStateError(user: UserRow): { error: AccountStateCode; message: string } | null {
  const state = firstBlockingState(accountFlagsOfRow(user));
  return state ? { error: accountStateErrorCodes[state], message: stateMessages[state] } : null;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/**
 * Bearer-token authentication and the account-state checks for every authenticated call, and the
 * notifier the account flows send their codes through.
 */
export default async function authPlugin(app: FastifyInstance): Promise<void> {
  if (!app.hasDecorator('notifier')) {
    app.decorate(
      'notifier',
      createNotifier({
        db: app.db,
        log: app.log,
        now: () => app.now(),
        smtpUrl: app.config.smtpUrl,
        mailFrom: app.config.mailFrom,
        netgsm: app.config.netgsm,
      }),
    );
  }
  app.decorateRequest('user', null as unknown as UserRow);
  app.decorateRequest('tokenId', 0);

  async function identify(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, authMessages.missing);
    const owner = await findTokenOwner(app.db, token);
    if (!owner) throw new HttpError(401, authMessages.invalid);
    // A deleted account keeps its rows for the other party's history but can no longer act.
    if (owner.user.deleted) throw new HttpError(401, authMessages.deleted);
    request.user = owner.user;
    request.tokenId = owner.tokenId;
  }

  app.decorate('authenticateAnyState', async (request: FastifyRequest) => {
    await identify(request);
  });

  // The role is checked right after the token, in this one place: an operator never acts as a
  // lawyer (no tasks, applications or payments), and only an operator reaches the console.
  app.decorate('authenticateOperator', async (request: FastifyRequest) => {
    await identify(request);
    if (request.user.role !== 'operator') {
      throw new HttpError(403, authMessages.operatorOnly, { error: 'operator_only' });
    }
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    await identify(request);
    if (request.user.role === 'operator') {
      throw new HttpError(403, authMessages.lawyerOnly, { error: 'lawyer_only' });
    }
    const state = accountStateError(request.user);
    if (!state) return;
    // A banned lawyer reads the same words as on /account-banned: the constant ban_mesaj_bilgi.
    const message =
      state.error === accountStateErrorCodes.banned
        ? await constantText(app.db, 'ban_mesaj_bilgi', state.message)
        : state.message;
    throw new HttpError(403, message, { error: state.error });
  });
}
