import crypto from 'node:crypto';
import { api, missionCalendarFilename } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import {
  calendarAnswers,
  calendarFeedText,
  createCalendarFeed,
  missionCalendarText,
  myCalendarFeed,
  revokeCalendarFeed,
} from '../../services/calendar/feeds.ts';
import { originOf } from '../origin.ts';

/** The private calendar feed (settings and the public address) and a task's 'Takvime ekle' file. */
export default async function calendarRoutes(app: FastifyInstance): Promise<void> {
  const calls = api.calendar;
  route(app, calls.feed, async (_input, request) => ({
    data: await myCalendarFeed(app.db, request.user.id),
  }));
  route(app, calls.createFeed, async (_input, request) => ({
    status: 'true' as const,
    message: calendarAnswers.created,
    data: await createCalendarFeed(app.db, request.user.id, originOf(request), app.now()),
  }));
  route(app, calls.revokeFeed, async (_input, request) => {
    await revokeCalendarFeed(app.db, request.user.id);
    return { status: 'true' as const, message: calendarAnswers.revoked };
  });
  route(app, calls.feedFile, async ({ params }, request, reply) => {
    const text = await calendarFeedText(app.db, params.token, originOf(request), app.now());
    // Calendar apps poll: the same content answers 304 to its ETag, and is kept by no shared cache.
    const etag = `"${crypto.createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
    reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return Buffer.alloc(0);
    }
    return Buffer.from(text);
  });
  route(app, calls.missionFile, async ({ params }, request, reply) => {
    const text = await missionCalendarText(app.db, params.id, request.user, originOf(request));
    reply.header('Content-Disposition', `attachment; filename="${missionCalendarFilename(params.id)}"`);
    return Buffer.from(text);
  });
}
