import { LIST_PAGE_SIZE, type MissionRow, type PagedResponse } from '@meslektas/domain';
import { apiGet } from '../../../lib/api-client.ts';

export interface ListEndpoint {
  key: string;
  fetch: (page: number) => Promise<PagedResponse<MissionRow>>;
}

/** The paged shape every task list answers: { data, totalPage, page }, 5 rows a page. */
export async function fetchPage(path: string, page: number): Promise<PagedResponse<MissionRow>> {
  const body = await apiGet<Partial<PagedResponse<MissionRow>>>(path, {
    query: { page, limit: LIST_PAGE_SIZE },
  });
  return { data: body.data ?? [], totalPage: Number(body.totalPage ?? 1), page: Number(body.page ?? page) };
}
