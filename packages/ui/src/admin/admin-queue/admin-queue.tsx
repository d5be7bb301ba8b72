import * as React from 'react';
import { Badge, type BadgeTone } from '../../components/badge/badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import { Select } from '../../components/select/select.tsx';
import { cn } from '../../lib/cn.ts';
import { useSyncedState } from '../../lib/use-synced-state.ts';
import { AdminPagedTable, type AdminPagedTableProps } from '../admin-pager/admin-pager.tsx';

/** A state's text and badge colour, per queue ('pending' → 'Bekliyor', warning). */
export type StatusBadges<Status extends string> = Readonly<Record<Status, { text: string; tone: BadgeTone }>>;

/** A record's state in one badge, from its queue's table of states. */
export function QueueStatusBadge<Status extends string>({
  status,
  badges,
}: {
  status: Status;
  badges: StatusBadges<Status>;
}) {
  return <Badge tone={badges[status].tone}>{badges[status].text}</Badge>;
}

/** One select above a queue: its values in order, each with the name the select shows. */
export type QueueFilter<Value extends string = string> = {
  label: string;
  value: Value;
  values: readonly Value[];
  labels: Readonly<Record<Value, string>>;
  onChange: (value: Value) => void;
  className?: string;
};

/** A filter of any value type, as the queue takes it. */
export function queueFilter<Value extends string>(filter: QueueFilter<Value>): QueueFilter {
  return filter as unknown as QueueFilter;
}

/** A free-text search beside the filters, sent with its button (or Enter). */
export type QueueSearch = {
  label: string;
  value: string;
  onSearch: (query: string) => void;
  placeholder?: string;
  buttonLabel: string;
};

export type AdminQueueProps<Row> = Omit<AdminPagedTableProps<Row>, 'error' | 'className'> & {
  /** The section's data-slot ('ticket-queue'); the caption names the section and its table. */
  slot: string;
  /** Built with `queueFilter`, so each keeps its own value type. */
  filters?: readonly QueueFilter[];
  search?: QueueSearch;
  /** Buttons beside the filters (a download), at the row's far end on a desktop. */
  tools?: React.ReactNode;
  /** A row's button that opens it in a drawer: 'İncele', named 'İncele: Talep #41'. */
  open?: { label: string; name: (row: Row) => string; onOpen: (row: Row) => void };
  error?: string | null;
  /** Lays out the paged list otherwise (inside the moderation's tabs). */
  frame?: (list: React.ReactNode) => React.ReactNode;
  /** The drawer or dialog the queue opens. */
  children?: React.ReactNode;
  className?: string;
};

/** What every queue's page hands it the same way: the page it shows, and how loading went. */
export type QueuePageProps = {
  page: number;
  lastPage: number;
  total: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  className?: string;
};

/** A queue page with a status filter (its names overridable) and its own labels. */
export type FilteredQueueProps<Filter extends string, Labels> = QueuePageProps & {
  filter: Filter;
  onFilterChange: (filter: Filter) => void;
  filterLabels?: Record<Filter, string>;
  labels?: Partial<Labels>;
};

/**
 * Every console queue: its filters (and search), the records a page at a time in a table that
 * turns into cards on a phone, each with its state's badge and a button that opens it; the
 * queue's own columns, labels and drawer come from its configuration.
 */
export function AdminQueue<Row>({
  slot,
  filters = [],
  search,
  tools,
  open,
  actions,
  error,
  frame = (list) => list,
  children,
  className,
  ...table
}: AdminQueueProps<Row>) {
  const [query, setQuery] = useSyncedState(search?.value ?? '');
  const selects = filters.map((f) => (
    <Field key={f.label} label={f.label} className={f.className ?? 'md:w-56'}>
      <Select
        value={f.value}
        onChange={(e) => f.onChange(e.target.value)}
        options={f.values.map((value) => ({ value, label: f.labels[value] ?? value }))}
      />
    </Field>
  ));
  const rowClass = 'flex flex-col gap-3 md:flex-row md:items-end';
  return (
    <section data-slot={slot} aria-label={table.caption} className={cn('flex flex-col gap-4', className)}>
      {search ? (
        <form
          role="search"
          className={rowClass}
          onSubmit={(e) => {
            e.preventDefault();
            search.onSearch(query.trim());
          }}
        >
          {selects}
          <Field label={search.label} className="flex-1">
            <Input
              type="search"
              value={query}
              placeholder={search.placeholder}
              onChange={(e) => setQuery(e.target.value)}
            />
          </Field>
          <Button type="submit" variant="secondary">
            {search.buttonLabel}
          </Button>
        </form>
      ) : selects.length > 1 || tools ? (
        <div className={cn(rowClass, tools && 'md:justify-between')}>
          {selects}
          {tools}
        </div>
      ) : (
        selects
      )}
      {frame(
        <AdminPagedTable
          {...table}
          error={error ?? undefined}
          actions={
            actions ??
            (open
              ? (row) => (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => open.onOpen(row)}
                    aria-label={`${open.label}: ${open.name(row)}`}
                  >
                    {open.label}
                  </Button>
                )
              : undefined)
          }
        />,
      )}
      {children}
    </section>
  );
}
