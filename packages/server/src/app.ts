import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerStatic } from './plugins/static.ts';
import { healthRoutes } from './routes/health.ts';

export interface BuildOptions {
  config: Pick<Config, 'staticDir'>;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole app without listening; tests call `inject` on it. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1_048_576,
    genReqId: () => crypto.randomUUID(),
  });
  registerErrorHandler(app);
  await app.register(
    async (api) => {
      await api.register(healthRoutes(options.database));
    },
    { prefix: '/api' },
  );
  await registerStatic(app, options.config.staticDir);
  return app;
}
