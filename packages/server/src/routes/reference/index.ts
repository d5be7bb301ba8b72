import type { FastifyInstance } from 'fastify';
import activityRoutes from './activity.ts';
import contentRoutes from './content.ts';
import geographyRoutes from './geography.ts';

/** Reference data the forms and pages read; auth is applied per group, not per handler. */
export default async function referenceRoutes(app: FastifyInstance): Promise<void> {
  await app.register(contentRoutes);
  await app.register(async (authed) => {
    authed.addHook('preHandler', authed.authenticate);
    await authed.register(geographyRoutes);
    await authed.register(activityRoutes);
  });
}
