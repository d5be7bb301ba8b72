import type { FastifyInstance } from 'fastify';
import applicationRoutes from './applications.ts';
import createRoutes from './create.ts';
import fallbackRoutes from './fallback.ts';
import listRoutes from './lists.ts';
import progressRoutes from './progress.ts';
import shortDescriptionRoutes from './short-descriptions.ts';

/** The task lifecycle under /api; each route's access rule comes from its contract declaration. */
export default async function missionsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(createRoutes);
  await app.register(applicationRoutes);
  await app.register(progressRoutes);
  await app.register(listRoutes);
  await app.register(shortDescriptionRoutes);
  await app.register(fallbackRoutes);
}
