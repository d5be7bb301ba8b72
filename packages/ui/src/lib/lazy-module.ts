/**
 * A module a form needs only when it is sent (a request schema, and zod with it): fetched once, on
 * the first call, so the screen paints without it. A failed fetch is tried again on the next call.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
