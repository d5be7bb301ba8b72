import type { LocationResult } from '@meslektas/domain';
import { MapPin } from 'lucide-react';
import * as React from 'react';
import { Field } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import { cn } from '../../lib/cn.ts';

type LocationSearchLabels = {
  search: string;
  placeholder: string;
  results: string;
  searching: string;
  noResults: string;
  chosen: string;
};

export type LocationSearchProps = {
  labels: LocationSearchLabels;
  results: readonly LocationResult[];
  searching: boolean;
  chosen: LocationResult | null;
  error?: string | null;
  /** Called on every keystroke; the container debounces (300 ms) and fetches. */
  onQueryChange: (query: string) => void;
  onChoose: (location: LocationResult) => void;
};

/** The out-of-courthouse location picker: a search box, its results, and the chosen place. */
export function LocationSearch({
  labels,
  results,
  searching,
  chosen,
  error,
  onQueryChange,
  onChoose,
}: LocationSearchProps) {
  const [query, setQuery] = React.useState('');
  const listId = React.useId();
  return (
    <div data-slot="location-search" className="flex flex-col gap-2">
      <Field label={labels.search} error={error ?? undefined}>
        <Input
          type="search"
          value={query}
          placeholder={labels.placeholder}
          aria-controls={listId}
          onChange={(event) => {
            setQuery(event.target.value);
            onQueryChange(event.target.value);
          }}
        />
      </Field>
      <div id={listId} aria-live="polite">
        {searching ? <p className="text-sm text-muted">{labels.searching}</p> : null}
        {!searching && query.trim() !== '' && results.length === 0 ? (
          <p className="text-sm text-muted">{labels.noResults}</p>
        ) : null}
        {!searching && results.length > 0 ? (
          <ul aria-label={labels.results} className="flex flex-col gap-1">
            {results.map((r) => (
              <li key={`${r.latitude},${r.longitude},${r.name}`}>
                <button
                  type="button"
                  onClick={() => onChoose(r)}
                  className={cn(
                    'flex w-full items-start gap-2 rounded-[var(--radius-control)] border border-line bg-surface p-2 text-left text-sm hover:bg-brand-50',
                    chosen?.latitude === r.latitude && chosen.longitude === r.longitude && 'border-brand-600',
                  )}
                >
                  <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  <span className="flex flex-col">
                    <span className="font-medium">{r.name}</span>
                    <span className="text-muted">{r.address}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {chosen ? (
        <p data-slot="chosen-location" className="rounded-[var(--radius-control)] bg-brand-50 p-2 text-sm">
          <span className="font-semibold">{labels.chosen}: </span>
          {chosen.name}, {chosen.address}
        </p>
      ) : null}
    </div>
  );
}
