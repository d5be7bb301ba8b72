import type { FaqKind, WebPopupAudience } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import type { ContentRefusal } from '@meslektas/ui';
import useSWR from 'swr';
import { ApiError, callApi, callKey } from '../../lib/api-client.ts';
import { refreshConsole, refusal } from '../lib/console-actions.ts';

/** GET admin/content/constants: every server constant with its kind. */
export function useContentConstants() {
  return useSWR(callKey(api.admin.contentConstants), () => callApi(api.admin.contentConstants));
}

/** GET admin/content/pages: the notice pages (header announcements), newest first. */
export function useContentPages() {
  return useSWR(callKey(api.admin.contentPages), () => callApi(api.admin.contentPages));
}

/** GET admin/content/faqs: one FAQ list in its order. */
export function useContentFaqs(kind: FaqKind) {
  const input = { query: { kind } };
  return useSWR(callKey(api.admin.contentFaqs, input), () => callApi(api.admin.contentFaqs, input), {
    keepPreviousData: true,
  });
}

/** GET admin/content/popups: every home pop-up, newest first. */
export function useContentPopups() {
  return useSWR(callKey(api.admin.contentPopups), () => callApi(api.admin.contentPopups));
}

/** The server's refusal with its field messages (the first of each), as the content forms show it. */
function contentRefusal(error: unknown): ContentRefusal {
  const body = error instanceof ApiError ? (error.body as { errors?: unknown } | undefined) : undefined;
  const errors =
    body?.errors && typeof body.errors === 'object' ? (body.errors as Record<string, unknown>) : {};
  const fields = Object.fromEntries(
    Object.entries(errors)
      .map(([key, list]) => [key, Array.isArray(list) ? list[0] : list] as const)
      .filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string'),
  );
  return Object.keys(fields).length > 0 ? { message: refusal(error), fields } : { message: refusal(error) };
}

/**
 * Runs a content change and refreshes the console's lists; resolves to the refusal, or null and
 * the server's message when it went through.
 */
export async function runContent(
  change: () => Promise<{ message: string }>,
  done: (message: string) => void,
): Promise<ContentRefusal | null> {
  try {
    const answer = await change();
    done(answer.message);
    await refreshConsole();
    return null;
  } catch (err) {
    return contentRefusal(err);
  }
}

type PageBody = { title: string; slug: string; body: string; url: string; in_homepage: boolean };
type PopupBody = { image: string; link: string; audience: WebPopupAudience };

export const contentCalls = {
  updateConstant: (name: string, description: string) =>
    callApi(api.admin.updateConstant, { params: { name }, body: { description } }),
  createPage: (body: PageBody) => callApi(api.admin.createPage, { body }),
  updatePage: (id: number, body: PageBody) => callApi(api.admin.updatePage, { params: { id }, body }),
  deletePage: (id: number) => callApi(api.admin.deletePage, { params: { id } }),
  createFaq: (kind: FaqKind, body: { title: string; content: string }) =>
    callApi(api.admin.createFaq, { body: { kind, ...body } }),
  updateFaq: (id: number, body: { title: string; content: string }) =>
    callApi(api.admin.updateFaq, { params: { id }, body }),
  deleteFaq: (id: number) => callApi(api.admin.deleteFaq, { params: { id } }),
  reorderFaqs: (kind: FaqKind, ids: number[]) => callApi(api.admin.reorderFaqs, { body: { kind, ids } }),
  createPopup: (body: PopupBody) =>
    callApi(api.admin.createPopup, { body: { ...body, link: body.link || null } }),
  updatePopup: (id: number, body: PopupBody) =>
    callApi(api.admin.updatePopup, { params: { id }, body: { ...body, link: body.link || null } }),
  setPopupActive: (id: number, active: boolean) =>
    callApi(api.admin.setPopupActive, { params: { id }, body: { active } }),
  deletePopup: (id: number) => callApi(api.admin.deletePopup, { params: { id } }),
};
