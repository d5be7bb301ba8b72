import type { Agent } from 'node:https';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { type Config, loadConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import authPlugin from './plugins/auth.ts';
import { clientErrorOptions } from './plugins/client-errors.ts';
import { registerContract } from './plugins/contract.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { Metrics, countingBroadcaster, registerMetrics } from './plugins/metrics.ts';
import { registerRequestIdHeader, requestIdFor } from './plugins/request-id.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStatic } from './plugins/static.ts';
import { movableClock, registerTestClock } from './plugins/test-clock.ts';
import type { Broadcaster } from './realtime/broadcaster.ts';
import realtimePlugin, { externalWebsocketOrigin } from './realtime/plugin.ts';
import { createRealtime } from './realtime/realtime.ts';
import adminRoutes from './routes/admin/index.ts';
import authRoutes from './routes/auth/index.ts';
import cancelRequestRoutes from './routes/cancel-requests/index.ts';
import courthouseRoutes from './routes/courthouses/index.ts';
import { healthRoutes } from './routes/health.ts';
import authorityPdfRoutes from './routes/missions/authority-pdf.ts';
import missionRoutes from './routes/missions/index.ts';
import kvkkRoutes from './routes/kvkk/index.ts';
import calendarRoutes from './routes/calendar/index.ts';
import notificationRoutes from './routes/notifications/index.ts';
import partnershipRoutes from './routes/partnership/index.ts';
import paymentRoutes from './routes/payments/index.ts';
import guaranteeRoutes from './routes/guaranteed-payments/index.ts';
import lawyerProfileRoutes from './routes/lawyer-profile/index.ts';
import profileRoutes from './routes/profile/index.ts';
import pushRoutes from './routes/push/index.ts';
import referenceRoutes from './routes/reference/index.ts';
import settingsRoutes from './routes/settings/index.ts';
import digestRoutes from './routes/digest/index.ts';
import presenceRoutes from './routes/presence/index.ts';
import supportRoutes from './routes/support/index.ts';
import conflictRoutes from './routes/conflicts/index.ts';
import ticketRoutes from './routes/tickets/index.ts';
import reportRoutes from './routes/reports/index.ts';
import { Deliverer } from './services/notifications/deliveries.ts';
import { publisher } from './services/notifications/notify.ts';
import { PushSender } from './services/push/sender.ts';
import { resolveVapidDetails } from './services/push/vapid.ts';
import uploadsPlugin, { createFileStorage } from './uploads/plugin.ts';
import { createFileUrls, resolveSigningKey } from './uploads/urls.ts';
import { digestSender } from './services/digest/send.ts';

export interface BuildOptions {
  /** Defaults to the environment's configuration; tests pass overrides. */
  config?: Partial<Config>;
  database: DatabaseHandle;
  /** Replaces the configured publisher (the endpoint still serves); tests may pass a MemoryBroadcaster. */
  broadcaster?: Broadcaster;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is registered; tests use it to call each one without a hand-kept list. */
  onRoute?: (route: RouteOptions) => void;
  /** Web push requests go through it; tests pass one that trusts a local push service. */
  pushAgent?: Agent;
}

/** Builds the whole app without listening; tests call `inject` on it. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...options.config };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1_048_576,
    genReqId: requestIdFor,
    // Only the named proxies' X-Forwarded-For and X-Forwarded-Proto count (request.ip, protocol).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    ...clientErrorOptions,
  });
  app.decorate('config', config);
  app.decorate('db', options.database.db);
  const realtime = createRealtime(config, app.log);
  const storage = createFileStorage(config);
  const metrics = new Metrics();
  app.decorate('metrics', metrics);
  app.decorate('broadcaster', countingBroadcaster(options.broadcaster ?? realtime.broadcaster, metrics));
  const clock = config.testClock && !options.now ? movableClock() : undefined;
  app.decorate('now', options.now ?? clock?.now ?? (() => new Date()));
  const push = new PushSender({
    db: app.db,
    log: app.log,
    vapid: await resolveVapidDetails(app.db, config),
    ...(options.pushAgent ? { agent: options.pushAgent } : {}),
  });
  app.decorate('push', push);
  const uploads = { storage, urls: createFileUrls(await resolveSigningKey(app.db)) };
  app.decorate('uploads', uploads);
  app.addHook('onClose', async () => storage.close());
  const log = app.log;
  const publish = publisher({ broadcaster: app.broadcaster, push, log });
  // The notifier is decorated by the auth plugin (or a test before it), so it is looked up when used.
  const sendSms = (to: string, body: string) => app.notifier.sendSms(to, body);
  const deliveries = new Deliverer(app.db, {
    now: app.now,
    log,
    publish,
    sendSms,
    iyzico: config.iyzico,
    countFailure: () => metrics.jobFailures.inc({ job: 'delivery' }),
    sendDigest: digestSender(app.db, {
      now: app.now,
      log,
      // The auth plugin's, decorated after this.
      notifier: () => app.notifier,
      publicUrl: config.publicUrl,
      urls: uploads.urls,
    }),
  });
  app.decorate('deliveries', deliveries);
  app.decorate('deps', {
    now: app.now,
    log,
    publish,
    sendSms,
    kickDeliveries: () => deliveries.kick(),
    missionHours: config.missionHours,
    urls: uploads.urls,
    iyzico: config.iyzico,
  });
  app.addHook('onReady', async () => deliveries.start());
  // Deliveries first (they send pushes), then the pushes they started.
  app.addHook('onClose', async () => {
    await deliveries.close();
    await push.idle();
  });
  registerErrorHandler(app);
  registerRequestIdHeader(app);
  // First, so that every answer carries the headers, the errors' and the fallback page's too.
  await registerSecurityHeaders(app, {
    websocketOrigin: externalWebsocketOrigin(config, realtime.external),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // Plugins in layers: the contract (validation, serialisation, OpenAPI) and auth (decorators
  // shared by every route), then the routes.
  await registerContract(app);
  registerMetrics(app, options.database);
  await app.register(fp(authPlugin));
  await app.register(realtimePlugin, { realtime });
  await app.register(
    async (api) => {
      await api.register(healthRoutes(options.database, realtime.fanout, storage));
      await api.register(authRoutes);
      await api.register(referenceRoutes);
      await api.register(missionRoutes);
      await api.register(notificationRoutes);
      await api.register(pushRoutes);
      await api.register(profileRoutes);
      await api.register(courthouseRoutes);
      await api.register(presenceRoutes);
      await api.register(uploadsPlugin);
      // Signs and checks its links with the uploads' URL signer, so it comes after it.
      await api.register(authorityPdfRoutes);
      await api.register(lawyerProfileRoutes);
      await api.register(supportRoutes);
      await api.register(settingsRoutes);
      // Signs its unsubscribe links with the uploads' URL signer, so after it.
      await api.register(digestRoutes);
      await api.register(conflictRoutes);
      await api.register(reportRoutes);
      await api.register(cancelRequestRoutes);
      await api.register(ticketRoutes);
      await api.register(partnershipRoutes);
      await api.register(adminRoutes);
      await api.register(paymentRoutes);
      await api.register(guaranteeRoutes);
      // Reads the uploads' storage (the export's files, the deletion's clean-up), so after it.
      await api.register(kvkkRoutes);
      await api.register(calendarRoutes);
    },
    { prefix: '/api' },
  );
  if (clock) registerTestClock(app, clock, () => deliveries.kick());
  await registerStatic(app, config.staticDir);
  return app;
}
