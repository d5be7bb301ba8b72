import type { FastifyInstance } from 'fastify';
import activityRoutes from './activity.ts';
import contentRoutes from './content.ts';
import geographyRoutes from './geography.ts';

/** Reference data the forms and pages read; each call's access comes from its contract entry. */
export default async function referenceRoutes(app: FastifyInstance): Promise<void> {
  await app.register(contentRoutes);
  await app.register(geographyRoutes);
  await app.register(activityRoutes);
}
