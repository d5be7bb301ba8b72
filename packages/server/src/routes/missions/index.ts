import type { FastifyInstance } from 'fastify';
import applicationRoutes from './applications.ts';
import createRoutes from './create.ts';
import listRoutes from './lists.ts';
import progressRoutes from './progress.ts';
import shortDescriptionRoutes from './short-descriptions.ts';

/** The task lifecycle under /api; every call needs a signed-in lawyer in good standing. */
export default async function missionsRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', app.authenticate);
  await app.register(createRoutes);
  await app.register(applicationRoutes);
  await app.register(progressRoutes);
  await app.register(listRoutes);
  await app.register(shortDescriptionRoutes);
}
