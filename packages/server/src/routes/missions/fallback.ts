import { api } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import {
  cancelUnanswered,
  extendWindow,
  fallbackOptionsFor,
  raiseBudget,
  widenAudience,
} from '../../services/missions/fallback.ts';

/** When nobody applies: the owner's choices for his task (docs/rules.md). */
export default async function fallbackRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.fallback.options, async ({ params }, request) => ({
    data: await fallbackOptionsFor(app.db, app.deps, request.user, params.id),
  }));
  route(app, api.fallback.extend, ({ params }, request) =>
    extendWindow(app.db, app.deps, request.user, params.id),
  );
  route(app, api.fallback.widen, ({ params }, request) =>
    widenAudience(app.db, app.deps, request.user, params.id),
  );
  route(app, api.fallback.raise, ({ params, body }, request) =>
    raiseBudget(app.db, app.deps, request.user, params.id, body),
  );
  route(app, api.fallback.cancel, ({ params }, request) =>
    cancelUnanswered(app.db, app.deps, request.user, params.id),
  );
}
