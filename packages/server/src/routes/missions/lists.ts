import type { FastifyInstance } from 'fastify';
import {
  type ListName,
  archive,
  currentlySelected,
  lastMission,
  missionPage,
} from '../../services/missions/lists.ts';

const pagedLists: [string, ListName][] = [
  ['/mission/created', 'created'],
  ['/mission/selected', 'selected'],
  ['/application/all', 'applied'],
  ['/mission/notApplied', 'notApplied'],
  ['/mission/completed', 'completed'],
  ['/mission/cancel', 'cancelled'],
];

export default async function listRoutes(app: FastifyInstance): Promise<void> {
  for (const [path, name] of pagedLists) {
    app.get(path, async (request) => missionPage(app.db, request.user, name, request.query, app.now()));
  }

  app.get('/mission/archive', async (request) => {
    const { type } = request.query as { type?: unknown };
    return { data: await archive(app.db, request.user, type === 'completed' ? 'completed' : 'assigned') };
  });

  app.get('/mission/last', async (request) => ({ data: await lastMission(app.db, request.user, app.now()) }));
  app.get('/missions/selected', async (request) => ({
    data: await currentlySelected(app.db, request.user, app.now()),
  }));
}
