import type { FastifyInstance } from 'fastify';

/**
 * A graceful stop (SIGTERM, SIGINT): the server stops accepting connections and lets the requests
 * in flight finish; websockets are closed with 4200 so clients reconnect at once, to another
 * process or to this one restarted (realtime plugin's preClose); the delivery being worked on is
 * released between chunks so another process takes it over (Deliverer.stop). The database
 * stays open: whoever opened it closes it.
 */
export async function shutdown(app: FastifyInstance): Promise<void> {
  // At once, not when the server has drained: a long delivery must not run on meanwhile.
  app.deliveries.stop();
  // The server closes the connections idle when it stops; one whose request was in flight then is
  // closed once it is answered, or a client's keep-alive would hold the stop up.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}
