import { lazy, type ComponentType } from 'react';

/** A screen's code that could not be fetched after every try: only a page reload can help. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export type RetryOptions = {
  /** How many times the import is tried in all. */
  tries?: number;
  /** Waits before the next try; `attempt` is the number of the try that just failed (1, 2, …). */
  wait?: (attempt: number) => Promise<void>;
};

const backoff = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, 400 * 2 ** (attempt - 1)));

/**
 * Imports a chunk, trying again after a short pause when it fails (a dropped connection), and
 * answers a ChunkLoadError when every try failed (after a deploy the old chunk names are gone).
 */
export async function importWithRetry<T>(
  load: () => Promise<T>,
  { tries = 3, wait = backoff }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= tries) {
        throw new ChunkLoadError(`A chunk could not be loaded after ${tries} tries`, { cause: error });
      }
      await wait(attempt);
    }
  }
}

/** React's `lazy` with importWithRetry's tries; a lazy component keeps its failure until a reload. */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  options?: RetryOptions,
) {
  return lazy(() => importWithRetry(load, options));
}
