/** What a console page reads its list with (an SWR answer). */
interface ListRead<D> {
  data?: D;
  error?: unknown;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
}

/** A list's loading, failure (in the page's Turkish words) and retry, as every console list takes them. */
export function loadState<D>(list: ListRead<D>, failed: string) {
  return {
    loading: list.isLoading && !list.data,
    error: list.error ? failed : null,
    onRetry: () => void list.mutate(),
  };
}

/**
 * A paged queue's state as its props (ui's `QueuePageProps`): the page the server answered (the
 * asked one until then), the last page and the count, and the page change.
 */
export function pageState(
  list: ListRead<{ current_page: number; last_page: number; total: number }>,
  page: number,
  onPageChange: (page: number) => void,
  failed: string,
) {
  return {
    page: list.data?.current_page ?? page,
    lastPage: list.data?.last_page ?? 1,
    total: list.data?.total ?? 0,
    onPageChange,
    ...loadState(list, failed),
  };
}
