import { act } from 'react';
import { createRoot } from 'react-dom/client';
import useSWR from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { preloadRead } from './preload-read.ts';
import { settle } from './test-page.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Reader({
  k,
  fetcher,
  seen,
}: {
  k: readonly [string, string];
  fetcher: () => Promise<string>;
  seen: unknown[];
}) {
  const { data, error } = useSWR(k, fetcher);
  seen.push(error ? 'error' : data);
  return null;
}

/**
 * Mounts a screen reading `key` on the global SWR cache (the one preloadRead fills; test-page's
 * pages have a cache of their own) and answers what each of its renders saw.
 */
function showScreen(key: readonly [string, string], fetcher: () => Promise<string>): unknown[] {
  const seen: unknown[] = [];
  act(() =>
    createRoot(document.createElement('div')).render(<Reader k={key} fetcher={fetcher} seen={seen} />),
  );
  return seen;
}

describe('preloadRead', () => {
  it('puts an answer that arrived before the screen in its first render, without asking again', async () => {
    const fetcher = vi.fn(() => Promise.resolve('listed'));
    const key = ['/preload/answered', ''] as const;
    preloadRead(key, fetcher);
    await settle();
    const seen = showScreen(key, fetcher);
    await settle();
    expect(seen[0]).toBe('listed');
    expect(seen).not.toContain(undefined);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('hands a read still on its way to the screen, which shows it when it arrives', async () => {
    let answer: (value: string) => void = () => undefined;
    const fetcher = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const key = ['/preload/pending', ''] as const;
    preloadRead(key, fetcher);
    const seen = showScreen(key, fetcher);
    expect(seen.at(-1)).toBeUndefined();
    await act(async () => answer('late'));
    await settle();
    expect(seen.at(-1)).toBe('late');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed read to the screen, which maps its failure as usual', async () => {
    const fetcher = vi.fn(() => Promise.reject(new Error('down')));
    const key = ['/preload/failed', ''] as const;
    preloadRead(key, fetcher);
    await settle();
    const seen = showScreen(key, fetcher);
    await settle();
    expect(seen.at(-1)).toBe('error');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
