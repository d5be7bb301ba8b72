import type { FastifyInstance } from 'fastify';

/** Lets the routes of this plugin take a browser's form POST (`application/x-www-form-urlencoded`) as an object. */
export function acceptFormPosts(app: FastifyInstance): void {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
