import useSWRInfinite from 'swr/infinite';
import type { ListEndpoint } from '../api/fetch-page.ts';

/** Pages of 5 accumulated by 'load more'. */
export function usePagedList(endpoint: ListEndpoint) {
  const swr = useSWRInfinite(
    (index) => [endpoint.key(index + 1), index + 1] as const,
    ([, page]) => endpoint.fetch(page),
    { revalidateFirstPage: true },
  );
  const pages = swr.data ?? [];
  const last = pages.at(-1);
  const rows = pages.flatMap((p) => p.data);
  return {
    rows,
    loading: !swr.data && !swr.error,
    // A failed first load shows ui's retry; a failed later page keeps the rows already shown.
    error: !swr.data && Boolean(swr.error),
    loadingMore: swr.isValidating && swr.size > pages.length,
    /** The server's page count and the pages shown, for ui's LoadMore (domain's paging rule). */
    totalPage: last?.totalPage ?? 0,
    page: last?.page ?? 0,
    loadMore: () => void swr.setSize(swr.size + 1),
    refresh: () => void swr.mutate(),
  };
}
