import { api } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import {
  courthousePresentCount,
  endPresence,
  myPresence,
  setPresence,
} from '../../services/presence/presence.ts';

/** "Adliyedeyim": the lawyer's presence at a courthouse, and how many are present at one. */
export default async function presenceRoutes(app: FastifyInstance): Promise<void> {
  const calls = api.presence;
  route(app, calls.mine, async (_input, request) => ({
    data: await myPresence(app.db, request.user.id, app.now()),
  }));
  route(app, calls.set, async ({ body }, request) => ({
    status: 'true' as const,
    ...(await setPresence(app.db, app.deps, request.user, body)),
  }));
  route(app, calls.end, async (_input, request) => ({
    status: 'true' as const,
    message: await endPresence(app.db, app.deps, request.user),
  }));
  route(app, calls.count, async ({ query: { adliye_id: adliyeId } }) => ({
    data: { adliye_id: adliyeId, count: await courthousePresentCount(app.db, adliyeId, app.now()) },
  }));
}
