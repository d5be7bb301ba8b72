import type { FaqKind, WebPopupAudience } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../lib/api-client.ts';

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
