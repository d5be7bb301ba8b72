import { api, digestMessages, digestTexts } from '@meslektas/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../plugins/contract.ts';
import { succeeded } from '../succeeded.ts';
import { acceptFormPosts } from '../form-posts.ts';
import { digestSettingsOf, updateDigest } from '../../services/digest/settings.ts';
import { UNSUBSCRIBE_PATH, unsubscribeDigest, unsubscriber } from '../../services/digest/unsubscribe.ts';
import { escapeHtml } from '../../services/text.ts';

/** A small page of its own: the link is opened from an e-mail, signed out, maybe on a phone. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Meslektaş</title>
<style>body{font-family:Arial,Helvetica,sans-serif;max-width:600px;margin:0 auto;padding:24px 16px;color:#0f172a;line-height:1.5}
h1{font-size:22px}button{font-size:16px;padding:12px 20px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;cursor:pointer}
a{color:#1d4ed8}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">Meslektaş</a></p></main></body></html>`;
}

/**
 * The digest's settings for the signed-in lawyer, and its unsubscribe link: GET shows a page that
 * asks (a mail scanner opening the link changes nothing), POST unsubscribes, from that page's form
 * or as RFC 8058's one-click POST. Both check the link's signature; no sign-in is needed.
 */
export default async function digestRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.digest.settings, async (_input, request) => ({
    data: await digestSettingsOf(app.db, request.user.id),
  }));
  route(app, api.digest.update, async ({ body }, request) => {
    const data = await updateDigest(app.db, request.user.id, body, app.now());
    return succeeded(data.enabled ? digestMessages.on : digestMessages.off, { data });
  });

  // The one-click POST sends `List-Unsubscribe=One-Click` as a form.
  acceptFormPosts(app);
  const path = UNSUBSCRIBE_PATH.replace(/^\/api/, '');
  // A browser gets a page; anything else (a mail client's one-click POST) the API's error body.
  const refuse = (request: FastifyRequest, reply: FastifyReply) =>
    request.headers.accept?.includes('text/html')
      ? reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(page(digestTexts.badLink, `<p>${escapeHtml(digestTexts.badLinkDetail)}</p>`))
      : reply.code(400).send({ message: `${digestTexts.badLink} ${digestTexts.badLinkDetail}` });
  const signed = (request: FastifyRequest) =>
    unsubscriber(app.uploads.urls, request.query as Record<string, unknown>);

  // A page and a form POST, not API calls: outside the contract and the API reference.
  app.get(path, { schema: { hide: true } }, async (request, reply) => {
    if (signed(request) === null) return refuse(request, reply);
    const query = new URLSearchParams(request.query as Record<string, string>).toString();
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          digestTexts.confirm,
          `<form method="post" action="${escapeHtml(`${UNSUBSCRIBE_PATH}?${query}`)}"><button type="submit">${escapeHtml(digestTexts.confirmButton)}</button></form>`,
        ),
      );
  });
  app.post(path, { schema: { hide: true } }, async (request, reply) => {
    const userId = signed(request);
    if (userId === null) return refuse(request, reply);
    await unsubscribeDigest(app.db, userId, app.now());
    return reply
      .type('text/html; charset=utf-8')
      .send(page(digestTexts.unsubscribed, `<p>${escapeHtml(digestTexts.unsubscribedDetail)}</p>`));
  });
}
