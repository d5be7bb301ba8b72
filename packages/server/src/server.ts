import type { FastifyServerOptions } from 'fastify';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoData } from './seed/demo.ts';
import { loadReferenceData } from './seed/reference.ts';
import { shutdown } from './shutdown.ts';

/** The oldest Node the server's dependencies support (better-sqlite3 13 would crash on an older one). */
const OLDEST_NODE = 22;

async function main(): Promise<void> {
  if (Number(process.versions.node.split('.')[0]) < OLDEST_NODE) {
    console.error(
      `Meslektaş needs Node ${OLDEST_NODE} or newer; this is ${process.version}. Start it through pnpm (\`pnpm start\`, \`pnpm exec node …\`), which runs the Node that \`pnpm install\` put in node_modules.`,
    );
    process.exit(1);
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  let database;
  try {
    database = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  } catch (err) {
    if (err instanceof Error && /NODE_MODULE_VERSION/.test(err.message)) {
      // better-sqlite3 is built for one Node's ABI; `pnpm install` builds it for the project's Node.
      console.error(
        `better-sqlite3 was built for another Node than this one (${process.version}, ABI ${process.versions.modules}): run \`pnpm install\`, then start with \`pnpm start\`.`,
      );
      process.exit(1);
    }
    throw err;
  }
  await migrateToLatest(database.db);
  await loadReferenceData(database.db);
  const demoLoaded = config.seedDemo && (await seedDemoData(database.db, new Date()));
  const app = await buildApp({ config, database, logger: loggerOptions(config) });

  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await shutdown(app);
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `SQLite (${config.sqlitePath})`;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // performance.now() counts from the process's start: migrations, reference and demo data included.
  const ready = Math.round(performance.now());
  console.log(`Meslektaş is running at http://localhost:${port}  (database: ${where}; ready in ${ready} ms)`);
  if (!config.iyzico && process.env.NODE_ENV === 'production') {
    // Named on purpose (PAYMENT_PROVIDER=sandbox), or loadConfig would have refused to start.
    app.log.warn(
      'Kart ödemeleri yerleşik deneme sistemine gidiyor (PAYMENT_PROVIDER=sandbox). / Card payments go to the built-in sandbox (PAYMENT_PROVIDER=sandbox).',
    );
  }
  if (demoLoaded) {
    console.log('Demo data loaded: log in with 05550000001 … 05550000004, password Demo.1234');
    console.log('Operator console: /yonetim, log in with 05559999999, password Demo.1234');
  }
}

/** LOG_FORMAT=pretty (what `pnpm dev` sets) prints through pino-pretty, a devDependency; else JSON lines. */
function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.logFormat === 'json') return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
  };
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
