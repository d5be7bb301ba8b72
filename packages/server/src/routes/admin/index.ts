import { api } from '@meslektas/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../plugins/contract.ts';
import { catalogRoutes } from './catalog.ts';
import { contentRoutes } from './content.ts';
import * as accounts from '../../services/admin/accounts.ts';
import { listAudit } from '../../services/admin/audit.ts';
import { dashboard } from '../../services/admin/dashboard.ts';
import * as disputes from '../../services/admin/disputes.ts';
import { decideModeration, listModeration } from '../../services/admin/moderation.ts';
import { listPaymentsForOperator } from '../../services/admin/payments.ts';
import * as payouts from '../../services/admin/payouts.ts';
import * as supportDesk from '../../services/admin/support-desk.ts';
import { adjustWalletByOperator, getWallet } from '../../services/admin/wallet-adjustments.ts';
import { disputeDeps, ticketAnswerDeps, uploadDeps } from '../../plugins/deps.ts';

/**
 * The operator console's calls. Each is declared `operator` in the contract, so `route` puts the
 * role check in front of it (and refuses to register a console call declared otherwise).
 */
export default async function adminRoutes(app: FastifyInstance): Promise<void> {
  const actor = (request: FastifyRequest): accounts.Actor => ({
    operatorId: request.user.id,
    now: app.now(),
  });
  const answer = (message: string) => (data: Awaited<ReturnType<typeof accounts.getAccount>>) => ({
    message,
    data,
  });
  const m = accounts.accountMessages;

  route(app, api.admin.dashboard, async () => ({ data: await dashboard(app.db, app.now()) }));
  route(app, api.admin.accounts, ({ query }) => accounts.listAccounts(app.db, app.now(), query));
  route(app, api.admin.account, async ({ params }) => ({
    data: await accounts.getAccount(app.db, params.id, app.now()),
  }));
  route(app, api.admin.approveAccount, ({ params }, request) =>
    accounts
      .approve(app.db, app.broadcaster, actor(request), params.id, (err) =>
        request.log.warn({ err }, 'account-approved could not be published'),
      )
      .then(answer(m.approved)),
  );
  route(app, api.admin.rejectAccount, ({ params, body }, request) =>
    accounts.reject(app.db, actor(request), params.id, body.reason).then(answer(m.rejected)),
  );
  route(app, api.admin.banAccount, ({ params, body }, request) =>
    accounts.ban(app.db, actor(request), params.id, body.message).then(answer(m.banned)),
  );
  route(app, api.admin.unbanAccount, ({ params, body }, request) =>
    accounts.unban(app.db, actor(request), params.id, body.reason).then(answer(m.unbanned)),
  );
  route(app, api.admin.restrictAccount, ({ params, body }, request) =>
    accounts
      .restrict(app.db, actor(request), params.id, body.add_mission, body.reason)
      .then(answer(m.restricted)),
  );
  route(app, api.admin.grantPro, ({ params, body }, request) =>
    accounts.grantPro(app.db, actor(request), params.id, body.days, body.reason).then(answer(m.proGranted)),
  );
  route(app, api.admin.revokePro, ({ params, body }, request) =>
    accounts.revokePro(app.db, actor(request), params.id, body.reason).then(answer(m.proRevoked)),
  );
  route(app, api.admin.auditLog, ({ query }) => listAudit(app.db, query));
  contentRoutes(app, actor);
  catalogRoutes(app, actor);

  const deps = disputeDeps(app);
  route(app, api.admin.moderation, ({ query }) => listModeration(deps, query.kind, query.page));
  route(app, api.admin.approveModeration, async ({ params, body }, request) => ({
    message: await decideModeration(deps, actor(request), {
      ...params,
      version: body.version,
      approve: true,
    }),
  }));
  route(app, api.admin.rejectModeration, async ({ params, body }, request) => ({
    message: await decideModeration(deps, actor(request), {
      ...params,
      version: body.version,
      approve: false,
      reason: body.reason,
    }),
  }));

  route(app, api.admin.disputes, ({ query }) => disputes.listDisputes(app.db, query));
  route(app, api.admin.dispute, async ({ params }) => ({ data: await disputes.getDispute(deps, params.id) }));
  route(app, api.admin.resolveDispute, async ({ params, body }, request) => ({
    message: await disputes.resolve(deps, actor(request), params.id, body.result_message, body.against),
  }));
  route(app, api.admin.disputeMessage, async ({ params, body }, request) => ({
    message: await disputes.deskMessage(deps, actor(request), params.id, body.message),
  }));

  route(app, api.admin.payouts, ({ query }) => payouts.listPayoutsForOperator(app.db, query));
  route(app, api.admin.payoutsExport, async (_input, request) => ({
    data: await payouts.exportPendingPayouts(app.db, actor(request)),
  }));
  route(app, api.admin.payPayout, async ({ params }, request) => ({
    message: await payouts.decidePayout(app.db, actor(request), params.id, 'paid', null, app.deps.publish),
  }));
  route(app, api.admin.rejectPayout, async ({ params, body }, request) => ({
    message: await payouts.decidePayout(
      app.db,
      actor(request),
      params.id,
      'rejected',
      body.reason,
      app.deps.publish,
    ),
  }));

  route(app, api.admin.tickets, ({ query }) => supportDesk.listTickets(app.db, query));
  route(app, api.admin.ticket, async ({ params }) => ({
    data: await supportDesk.getTicket(app.db, params.id),
  }));
  route(app, api.admin.answerTicket, ({ params, body }, request) =>
    supportDesk.answer(ticketAnswerDeps(app), actor(request), params.id, body.answer),
  );
  route(app, api.admin.complaints, ({ query }) => supportDesk.listComplaints(app.db, query));
  route(app, api.admin.complaint, async ({ params }) => ({
    data: await supportDesk.getComplaint(uploadDeps(app), params.id),
  }));
  route(app, api.admin.readComplaint, ({ params }, request) =>
    supportDesk.readComplaint(app.db, actor(request), params.id),
  );
  route(app, api.admin.closeComplaint, ({ params, body }, request) =>
    supportDesk.closeComplaint(app.db, actor(request), params.id, body.note),
  );

  route(app, api.admin.payments, ({ query }) => listPaymentsForOperator(app.db, query));
  route(app, api.admin.accountWallet, async ({ params, query }) => ({
    data: await getWallet(app.db, params.id, query.page),
  }));
  route(app, api.admin.adjustWallet, ({ params, body }, request) =>
    adjustWalletByOperator(app.db, actor(request), params.id, body),
  );
}
