import { api } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import {
  createDescription,
  deleteDescription,
  listDescriptions,
  updateDescription,
} from '../../services/missions/short-descriptions.ts';

export default async function shortDescriptionRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.shortDescriptions.list, (_input, request) => listDescriptions(app.db, request.user));
  route(app, api.shortDescriptions.create, ({ body }, request) =>
    createDescription(app.db, request.user, body, app.now()),
  );
  route(app, api.shortDescriptions.update, ({ params, body }, request) =>
    updateDescription(app.db, request.user, params.id, body),
  );
  route(app, api.shortDescriptions.remove, ({ params }, request) =>
    deleteDescription(app.db, request.user, params.id),
  );
}
