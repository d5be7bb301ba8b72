import { api } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import {
  courthouseMessages,
  updateBarAndCourthouses,
  updateCourthouses,
} from '../../services/courthouses/courthouses.ts';
import {
  excludedCategories,
  excludedCategoryMessages,
  updateExcludedCategories,
} from '../../services/courthouses/excluded-categories.ts';

/** The lawyer's mission courthouses, his bar and the categories he does not want. */
export default async function courthouseRoutes(app: FastifyInstance): Promise<void> {
  const calls = api.courthouses;
  route(app, calls.updateBarAndCourthouses, async ({ body }, request) => ({
    status: 'true' as const,
    ...(await updateBarAndCourthouses(app.db, request.user, body, app.now())),
  }));
  route(app, calls.updateCourthouses, async ({ body }, request) => ({
    status: 'true' as const,
    message: courthouseMessages.courthousesSaved,
    data: await updateCourthouses(app.db, request.user, body.adliye_id, app.now()),
  }));
  route(app, calls.excludedCategories, async (_input, request) => ({
    data: await excludedCategories(app.db, request.user.id),
  }));
  route(app, calls.updateExcludedCategories, async ({ body }, request) => ({
    status: 'true' as const,
    message: excludedCategoryMessages.saved,
    data: await updateExcludedCategories(app.db, request.user.id, body.category_id),
  }));
}
