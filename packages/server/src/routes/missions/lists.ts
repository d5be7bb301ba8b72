import { api } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import { archive, currentlySelected, lastMission, missionPage } from '../../services/missions/lists.ts';

const pagedLists = [
  [api.lists.created, 'created'],
  [api.lists.selected, 'selected'],
  [api.lists.applied, 'applied'],
  [api.lists.notApplied, 'notApplied'],
  [api.lists.completed, 'completed'],
  [api.lists.cancelled, 'cancelled'],
] as const;

export default async function listRoutes(app: FastifyInstance): Promise<void> {
  for (const [spec, name] of pagedLists) {
    route(app, spec, ({ query }, request) => missionPage(app.db, request.user, name, query, app.now()));
  }

  route(app, api.lists.archive, async ({ query }, request) => ({
    data: await archive(app.db, request.user, query.type ?? 'assigned'),
  }));
  route(app, api.lists.last, async (_input, request) => ({
    data: await lastMission(app.db, request.user, app.now()),
  }));
  route(app, api.lists.currentlySelected, async (_input, request) => ({
    data: await currentlySelected(app.db, request.user, app.now()),
  }));
}
