import { mutate, preload } from 'swr';

/**
 * Asks for a read ahead of the component that shows it. The answer goes into the cache, so the
 * component draws it in its first render (a background one, in slices, under the layout) rather
 * than drawing a placeholder and then every answer in a blocking render of its own; its `useSWR`
 * with the same key and fetcher takes this request (or its failure, mapped as usual) instead of
 * asking again.
 */
export function preloadRead<T>(key: readonly [string, string], fetcher: () => Promise<T>): void {
  preload(key, fetcher).then(
    (data) => mutate(key, data, { revalidate: false }),
    () => undefined,
  );
}
