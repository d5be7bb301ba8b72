import type { LocationResult } from '@meslektas/domain';
import { useEffect, useState } from 'react';
import { searchLocation } from '../api/search-location.ts';

const DEBOUNCE_MS = 300;

/** Searches places 300 ms after the lawyer stops typing (the spec's debounce), 10 results at most. */
export function useLocationSearch(query: string): { results: LocationResult[]; searching: boolean } {
  const [state, setState] = useState<{ for: string; results: LocationResult[] }>({ for: '', results: [] });
  const q = query.trim();
  useEffect(() => {
    if (q.length < 2) return;
    let active = true;
    const id = window.setTimeout(() => {
      void searchLocation(q)
        .then((results) => active && setState({ for: q, results }))
        .catch(() => active && setState({ for: q, results: [] }));
    }, DEBOUNCE_MS);
    return () => {
      active = false;
      window.clearTimeout(id);
    };
  }, [q]);
  if (q.length < 2) return { results: [], searching: false };
  return { results: state.results, searching: state.for !== q };
}
