import * as React from 'react';
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

/**
 * A form's module fetched on first touch (its validation schema): spread `prefetch` on the form
 * element; on send, `forSend()` waits for the module. It gives null when a send is already waiting
 * for it, or when it could not be fetched (the connection dropped), after `onFail`: what was typed
 * stays in the form.
 */
export function useLazyModule<T>(load: () => Promise<T>, onFail: () => void) {
  const waiting = React.useRef(false);
  const prefetch = () => void load().catch(() => undefined);
  return {
    prefetch: { onFocusCapture: prefetch, onPointerDownCapture: prefetch },
    forSend: async (): Promise<T | null> => {
      if (waiting.current) return null;
      waiting.current = true;
      try {
        return await load();
      } catch {
        onFail();
        return null;
      } finally {
        waiting.current = false;
      }
    },
  };
}
