import type * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { DataTable, type DataTableProps } from '../../components/table/table.tsx';
import { cn } from '../../lib/cn.ts';

export type AdminPagerProps = Omit<React.ComponentProps<'nav'>, 'onChange'> & {
  page: number;
  lastPage: number;
  total: number;
  onPageChange: (page: number) => void;
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** 'Sayfa 2 / 5 · 93 kayıt' */
  summary?: (page: number, lastPage: number, total: number) => string;
};

/** Previous / next paging of a console list, with where the operator is. */
export function AdminPager({
  page,
  lastPage,
  total,
  onPageChange,
  label = 'Sayfalar',
  previousLabel = 'Önceki',
  nextLabel = 'Sonraki',
  summary = (p, last, n) => `Sayfa ${p} / ${last} · ${n} kayıt`,
  className,
  ...props
}: AdminPagerProps) {
  return (
    <nav
      data-slot="admin-pager"
      aria-label={label}
      className={cn('flex items-center justify-between gap-3 text-sm', className)}
      {...props}
    >
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {previousLabel}
      </Button>
      <span data-slot="admin-pager-summary" className="text-muted" aria-live="polite">
        {summary(page, lastPage, total)}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= lastPage}
        onClick={() => onPageChange(page + 1)}
      >
        {nextLabel}
      </Button>
    </nav>
  );
}

/** What every console list's page hands it the same way: how loading went, and its place. */
export type ListStateProps = {
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  className?: string;
};

export type AdminPagedTableProps<Row> = DataTableProps<Row> &
  Pick<AdminPagerProps, 'page' | 'lastPage' | 'total' | 'onPageChange'> & {
    /** Draws the rows otherwise than as a table (the moderation's cards); the states stay the table's. */
    list?: (rows: readonly Row[]) => React.ReactNode;
  };

/**
 * A console list: the table (or its loading, error or empty state), and under it the paging once
 * there are rows to page through.
 */
export function AdminPagedTable<Row>({
  page,
  lastPage,
  total,
  onPageChange,
  list,
  ...table
}: AdminPagedTableProps<Row>) {
  const shown = !table.loading && !table.error && table.rows.length > 0;
  return (
    <>
      {shown && list ? list(table.rows) : <DataTable {...table} />}
      {shown ? (
        <AdminPager page={page} lastPage={lastPage} total={total} onPageChange={onPageChange} />
      ) : null}
    </>
  );
}
