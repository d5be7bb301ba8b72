import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { perform } from '../lib/outcomes.ts';

/**
 * Runs one request for a button: `busy` is true while it runs (the ui Button disables itself), a
 * second click meanwhile is ignored, and a failure goes through the mapped outcome.
 */
export function useAction<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setBusy(true);
      try {
        return await action(...args);
      } catch (error) {
        if (error instanceof ApiError) perform(error.outcome);
        else throw error;
        return undefined;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [action],
  );
  return { run, busy };
}
