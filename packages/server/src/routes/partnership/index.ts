import {
  IDEMPOTENCY_KEY_HEADER,
  api,
  kurusToTl,
  payoutAccountMessages,
  payoutMessages,
} from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import { payoutAccountOf, savePayoutAccount } from '../../services/wallet/payout-account.ts';
import { listPayouts, requestPayout } from '../../services/wallet/payouts.ts';
import { referencesOf, referralInfo } from '../../services/wallet/referrals.ts';
import { originOf } from '../origin.ts';

/** Invite and earn, payout requests (spec §7.3), and the account payouts are sent to. */
export default async function partnershipRoutes(app: FastifyInstance): Promise<void> {
  const calls = api.partnership;
  route(app, calls.referralInfo, async (_input, request) => ({
    data: { data: await referralInfo(app.db, request.user.id, originOf(request)) },
  }));
  route(app, calls.references, async (_input, request) => ({
    data: { data: await referencesOf(app.db, request.user.id) },
  }));
  route(app, calls.payouts, async (_input, request) => ({
    data: { data: await listPayouts(app.db, request.user.id) },
  }));
  route(app, calls.requestPayout, async ({ body, headers }, request) => {
    const result = await requestPayout(app.db, {
      userId: request.user.id,
      payload: body,
      idempotencyKey: headers[IDEMPOTENCY_KEY_HEADER],
      now: app.now(),
    });
    return {
      status: 'true' as const,
      message: payoutMessages.requested,
      data: result.payout,
      cash: kurusToTl(result.balance),
    };
  });
  route(app, calls.payoutAccount, (_input, request) => payoutAccountOf(app.db, request.user.id));
  route(app, calls.savePayoutAccount, async ({ body }, request) => ({
    message: payoutAccountMessages.saved,
    ...(await savePayoutAccount(app.db, app.deps, request.user, body)),
  }));
}
