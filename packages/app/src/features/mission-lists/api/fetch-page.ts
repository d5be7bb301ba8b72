import { LIST_PAGE_SIZE, type PageQueryPayload, type ResponseOf } from '@meslektas/domain';
import type { DeclarationOf, api } from '@meslektas/domain/client';
import { callApi, callKey } from '../../../lib/api-client.ts';

type ListSpec = (typeof api.lists)[
  'created' | 'selected' | 'applied' | 'notApplied' | 'completed' | 'cancelled'];

/** The paged shape every task list answers: { data, totalPage, page }. */
export type ListPage = ResponseOf<DeclarationOf<ListSpec>>;

export interface ListEndpoint {
  /** The SWR key of one page. */
  key: (page: number) => readonly unknown[];
  fetch: (page: number) => Promise<ListPage>;
}

const pageQuery = (page: number): PageQueryPayload => ({ page, limit: LIST_PAGE_SIZE });

/** A task list read 5 rows a page, from the key and fetcher of its endpoint. */
export function pagedList(
  key: (query: PageQueryPayload) => readonly unknown[],
  fetch: (query: PageQueryPayload) => Promise<ListPage>,
): ListEndpoint {
  return { key: (page) => key(pageQuery(page)), fetch: (page) => fetch(pageQuery(page)) };
}

/** A task list that only this feature reads: its endpoint is called from here. */
export const listOf = (spec: ListSpec) =>
  pagedList(
    (query) => callKey(spec, { query }),
    (query) => callApi(spec, { query }),
  );
