import type { CategoryPayload, CourthousePayload } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../lib/api-client.ts';

/** GET admin/catalog/bars: every bar, for the selects. */
export function useCatalogBars() {
  return useSWR(callKey(api.admin.catalogBars), async () => (await callApi(api.admin.catalogBars)).data, {
    revalidateOnFocus: false,
  });
}

/** GET admin/categories: every category in the lawyers' order. */
export function useAdminCategories() {
  return useSWR(callKey(api.admin.categories), async () => (await callApi(api.admin.categories)).data);
}

/** GET admin/short-descriptions: the system's ready descriptions. */
export function useSystemDescriptions() {
  return useSWR(
    callKey(api.admin.systemDescriptions),
    async () => (await callApi(api.admin.systemDescriptions)).data,
  );
}

export type CourthousesQuery = { baro_id?: number | undefined; q?: string | undefined; page: number };

/** GET admin/courthouses: a bar's courthouses (or all), searched, a page at a time. */
export function useAdminCourthouses(query: CourthousesQuery) {
  const input = {
    query: {
      page: query.page,
      ...(query.baro_id ? { baro_id: query.baro_id } : {}),
      ...(query.q ? { q: query.q } : {}),
    },
  };
  return useSWR(callKey(api.admin.courthouses, input), () => callApi(api.admin.courthouses, input), {
    keepPreviousData: true,
  });
}

export const catalogCalls = {
  saveCategory: (id: number | null, body: CategoryPayload) =>
    id === null
      ? callApi(api.admin.createCategory, { body })
      : callApi(api.admin.updateCategory, { params: { id }, body }),
  setCategoryActive: (id: number, active: boolean) =>
    callApi(api.admin.setCategoryActive, { params: { id }, body: { active: active ? 1 : 0 } }),
  reorderCategories: (ids: number[]) => callApi(api.admin.reorderCategories, { body: { ids } }),
  saveDescription: (id: number | null, description: string) =>
    id === null
      ? callApi(api.admin.createSystemDescription, { body: { description } })
      : callApi(api.admin.updateSystemDescription, { params: { id }, body: { description } }),
  deleteDescription: (id: number) => callApi(api.admin.deleteSystemDescription, { params: { id } }),
  saveCourthouse: (id: number | null, body: CourthousePayload) =>
    id === null
      ? callApi(api.admin.createCourthouse, { body })
      : callApi(api.admin.updateCourthouse, { params: { id }, body }),
  deleteCourthouse: (id: number) => callApi(api.admin.deleteCourthouse, { params: { id } }),
};
