import type { FastifyInstance } from 'fastify';
import type { DisputeDeps } from '../services/disputes/queries.ts';
import type { TicketAnswerDeps } from '../services/support/tickets.ts';
import type { UploadDeps } from '../uploads/deps.ts';

/** The deps of the services that read and write stored files, from the running app. */
export function uploadDeps(app: FastifyInstance): UploadDeps {
  return { db: app.db, storage: app.uploads.storage, urls: app.uploads.urls, now: app.deps.now };
}

export function disputeDeps(app: FastifyInstance): DisputeDeps {
  return { ...uploadDeps(app), publish: app.deps.publish };
}

export function ticketAnswerDeps(app: FastifyInstance): TicketAnswerDeps {
  return { db: app.db, now: app.deps.now, publish: app.deps.publish };
}
