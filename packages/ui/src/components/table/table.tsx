import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../button/button.tsx';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { SkeletonList } from '../skeleton/skeleton.tsx';

export function Table({ className, ...props }: React.ComponentProps<'table'>) {
  return (
    <div data-slot="table-container" className="w-full overflow-x-auto">
      <table data-slot="table" className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('bg-canvas', className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn('border-b border-line hover:bg-brand-50/40', className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      scope="col"
      className={cn('h-10 px-3 text-left align-middle text-xs font-semibold uppercase text-muted', className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return <td data-slot="table-cell" className={cn('px-3 py-3 align-middle', className)} {...props} />;
}

export function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return (
    <caption data-slot="table-caption" className={cn('mt-3 text-sm text-muted', className)} {...props} />
  );
}

export type DataTableColumn<Row> = {
  id: string;
  header: React.ReactNode;
  cell: (row: Row, index: number) => React.ReactNode;
  className?: string;
  /** Leave out of the phone card (for example when the card title already shows it). */
  hideOnCard?: boolean;
};

/** Attributes put on a row and on its phone card, for example `data-mission-id` for tests and deep links. */
export type DataTableRowAttributes = {
  [key: `data-${string}`]: string | number | boolean | undefined;
  id?: string;
};

export type DataTableProps<Row> = {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  rowProps?: (row: Row, index: number) => DataTableRowAttributes;
  /** The table's accessible name (visually hidden). */
  caption: string;
  /** The phone card's heading; defaults to the first column's cell. */
  cardTitle?: (row: Row, index: number) => React.ReactNode;
  /** Per-row buttons, shown in the last column on desktop and at the card's foot on phones. */
  actions?: (row: Row, index: number) => React.ReactNode;
  actionsHeader?: React.ReactNode;
  loading?: boolean;
  loadingLabel?: string;
  emptyText?: React.ReactNode;
  /** Loading failed: shows this text (and `onRetry` as a button) instead of rows. */
  error?: React.ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
};

/**
 * A table on desktop and a stack of cards on phones. Both are rendered and CSS shows one, so the
 * layout follows the viewport without a resize listener; the hidden one is `display: none` and
 * therefore invisible to screen readers as well.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowProps,
  caption,
  cardTitle,
  actions,
  actionsHeader = 'İşlemler',
  loading = false,
  loadingLabel = 'Yükleniyor...',
  emptyText = 'Kayıt bulunamadı.',
  error,
  onRetry,
  retryLabel = 'Tekrar Dene',
  className,
}: DataTableProps<Row>) {
  if (error) {
    const retry = onRetry ? (
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    ) : undefined;
    return <EmptyState tone="error" title={error} action={retry} className={className} />;
  }
  if (loading) return <SkeletonList rows={3} label={loadingLabel} className={className} />;
  if (!rows.length) return <EmptyState title={emptyText} className={className} />;
  const [first, ...rest] = columns;
  const title = cardTitle ?? ((row: Row, i: number) => first?.cell(row, i));
  const cardColumns = cardTitle ? columns : rest;
  return (
    <div data-slot="data-table" className={className}>
      <div className="hidden overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface md:block">
        <Table>
          <caption className="sr-only">{caption}</caption>
          <TableHeader>
            <TableRow>
              {columns.map((c) => (
                <TableHead key={c.id} className={c.className}>
                  {c.header}
                </TableHead>
              ))}
              {actions ? <TableHead className="text-right">{actionsHeader}</TableHead> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row, i) => (
              <TableRow key={rowKey(row, i)} {...rowProps?.(row, i)}>
                {columns.map((c) => (
                  <TableCell key={c.id} className={c.className}>
                    {c.cell(row, i)}
                  </TableCell>
                ))}
                {actions ? (
                  <TableCell>
                    <div className="flex flex-wrap justify-end gap-2">{actions(row, i)}</div>
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul data-slot="data-table-cards" aria-label={caption} className="flex flex-col gap-3 md:hidden">
        {rows.map((row, i) => (
          <li
            key={rowKey(row, i)}
            {...rowProps?.(row, i)}
            className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)]"
          >
            <div className="text-base font-semibold">{title(row, i)}</div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
              {cardColumns
                .filter((c) => !c.hideOnCard)
                .map((c) => (
                  <div key={c.id} className="contents">
                    <dt className="text-muted">{c.header}</dt>
                    <dd className="min-w-0 break-words">{c.cell(row, i)}</dd>
                  </div>
                ))}
            </dl>
            {actions ? <div className="flex flex-wrap gap-2">{actions(row, i)}</div> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
