import { type AdminAccount, type AdminAccountFilter } from '@meslektas/domain';
import * as React from 'react';
import { Badge } from '../../components/badge/badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import { Select } from '../../components/select/select.tsx';
import type { DataTableColumn } from '../../components/table/table.tsx';
import { cn } from '../../lib/cn.ts';
import { AdminPagedTable } from '../admin-pager/admin-pager.tsx';
import { formatAdminTime } from '../admin-format.ts';
import { useSyncedState } from '../../lib/use-synced-state.ts';

export const accountFilterLabels: Record<AdminAccountFilter, string> = {
  passive: 'Onay bekleyenler',
  active: 'Etkin hesaplar',
  banned: 'Engelli hesaplar',
  all: 'Tüm hesaplar',
};

/** The account's standing in one badge: banned wins, then waiting for approval, then Pro. */
export function AccountStandingBadge({ account }: { account: AdminAccount }) {
  if (account.ban_message) return <Badge tone="danger">Engelli</Badge>;
  if (account.status === 'passive') return <Badge tone="warning">Onay bekliyor</Badge>;
  if (account.vip) return <Badge tone="pro">Pro</Badge>;
  return <Badge tone="success">Etkin</Badge>;
}

export type AccountQueueProps = {
  accounts: readonly AdminAccount[];
  filter: AdminAccountFilter;
  onFilterChange: (filter: AdminAccountFilter) => void;
  search: string;
  onSearch: (query: string) => void;
  page: number;
  lastPage: number;
  total: number;
  onPageChange: (page: number) => void;
  onOpen: (account: AdminAccount) => void;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  caption?: string;
  filterLabel?: string;
  searchLabel?: string;
  searchPlaceholder?: string;
  searchButtonLabel?: string;
  openLabel?: string;
  emptyText?: string;
  filterLabels?: Record<AdminAccountFilter, string>;
  className?: string;
};

/**
 * The accounts queue: registrations waiting for approval by default, or any lawyer found by name
 * or telephone, with their bar, registry and T.C. numbers; a row opens the account's drawer.
 */
export function AccountQueue({
  accounts,
  filter,
  onFilterChange,
  search,
  onSearch,
  page,
  lastPage,
  total,
  onPageChange,
  onOpen,
  loading,
  error,
  onRetry,
  caption = 'Hesaplar',
  filterLabel = 'Hesap durumu',
  searchLabel = 'Ad veya telefon',
  searchPlaceholder = 'Örn. Ayşe Yılmaz veya 0555…',
  searchButtonLabel = 'Ara',
  openLabel = 'İncele',
  emptyText = 'Bu süzgece uyan hesap yok.',
  filterLabels = accountFilterLabels,
  className,
}: AccountQueueProps) {
  const [query, setQuery] = useSyncedState(search);
  const columns: DataTableColumn<AdminAccount>[] = [
    { id: 'name', header: 'Ad Soyad', cell: (a) => <span className="font-medium">{a.name}</span> },
    { id: 'bar', header: 'Baro', cell: (a) => a.bar ?? '—' },
    { id: 'sicil', header: 'Sicil No', cell: (a) => a.sicil ?? '—' },
    { id: 'tc', header: 'T.C. Kimlik No', cell: (a) => a.tc ?? '—' },
    { id: 'telephone', header: 'Telefon', cell: (a) => a.telephone },
    { id: 'created', header: 'Kayıt', cell: (a) => formatAdminTime(a.created_at) },
    { id: 'standing', header: 'Durum', cell: (a) => <AccountStandingBadge account={a} /> },
  ];
  return (
    <section data-slot="account-queue" aria-label={caption} className={cn('flex flex-col gap-4', className)}>
      <form
        role="search"
        className="flex flex-col gap-3 md:flex-row md:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(query.trim());
        }}
      >
        <Field label={filterLabel} className="md:w-56">
          <Select
            value={filter}
            onChange={(e) => onFilterChange(e.target.value as AdminAccountFilter)}
            options={(Object.keys(filterLabels) as AdminAccountFilter[]).map((value) => ({
              value,
              label: filterLabels[value],
            }))}
          />
        </Field>
        <Field label={searchLabel} className="flex-1">
          <Input
            type="search"
            value={query}
            placeholder={searchPlaceholder}
            onChange={(e) => setQuery(e.target.value)}
          />
        </Field>
        <Button type="submit" variant="secondary">
          {searchButtonLabel}
        </Button>
      </form>
      <AdminPagedTable
        caption={caption}
        columns={columns}
        rows={accounts}
        rowKey={(a) => a.id}
        rowProps={(a) => ({ 'data-account-id': a.id })}
        actions={(a) => (
          <Button
            size="sm"
            variant="outline"
            onClick={() => onOpen(a)}
            aria-label={`${openLabel}: ${a.name}`}
          >
            {openLabel}
          </Button>
        )}
        loading={loading}
        error={error ?? undefined}
        onRetry={onRetry}
        emptyText={emptyText}
        page={page}
        lastPage={lastPage}
        total={total}
        onPageChange={onPageChange}
      />
    </section>
  );
}
