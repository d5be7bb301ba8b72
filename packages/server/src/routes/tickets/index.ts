import { api } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import { sendTicket, ticketPage } from '../../services/support/tickets.ts';

/** The smart support system (spec §7.4). */
export default async function ticketRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.tickets.list, async (_input, request) => ({
    data: await ticketPage(app.db, request.user),
  }));
  route(app, api.tickets.send, ({ body }, request) => sendTicket(app.db, app.deps, request.user, body));
}
