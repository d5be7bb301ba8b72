import * as React from 'react';

const lists = new Map<string, MediaQueryList>();
const listOf = (query: string): MediaQueryList | undefined => {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
};

/**
 * Whether a CSS media query matches, from the first render and again whenever that changes (a
 * window resized, a phone turned). `undefined` where the browser cannot say (no `matchMedia`): the
 * caller then draws what it draws for every width.
 */
export function useMediaQuery(query: string): boolean | undefined {
  const subscribe = React.useCallback(
    (onChange: () => void) => {
      const list = listOf(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => listOf(query)?.matches;
  return React.useSyncExternalStore(subscribe, matches, () => undefined);
}
