import type { FastifyInstance } from 'fastify';
import {
  createDescription,
  deleteDescription,
  listDescriptions,
  updateDescription,
} from '../../services/missions/short-descriptions.ts';

export default async function shortDescriptionRoutes(app: FastifyInstance): Promise<void> {
  app.get('/shortdescriptions', async (request) => listDescriptions(app.db, request.user));
  app.post('/shortdescriptions', async (request) =>
    createDescription(app.db, request.user, request.body, app.now()),
  );
  app.put('/shortdescriptions/:id', async (request) =>
    updateDescription(app.db, request.user, request.params, request.body),
  );
  app.delete('/shortdescriptions/:id', async (request) =>
    deleteDescription(app.db, request.user, request.params),
  );
}
