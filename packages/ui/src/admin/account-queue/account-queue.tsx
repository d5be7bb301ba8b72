import { type AdminAccount, type AdminAccountFilter } from '@meslektas/domain';
import { Badge } from '../../components/badge/badge.tsx';
import type { DataTableColumn } from '../../components/table/table.tsx';
import { AdminQueue, type QueuePageProps, queueFilter } from '../admin-queue/admin-queue.tsx';
import { formatAdminTime } from '../admin-format.ts';

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

export type AccountQueueProps = QueuePageProps & {
  accounts: readonly AdminAccount[];
  filter: AdminAccountFilter;
  onFilterChange: (filter: AdminAccountFilter) => void;
  search: string;
  onSearch: (query: string) => void;
  onOpen: (account: AdminAccount) => void;
  caption?: string;
  filterLabel?: string;
  searchLabel?: string;
  searchPlaceholder?: string;
  searchButtonLabel?: string;
  openLabel?: string;
  emptyText?: string;
  filterLabels?: Record<AdminAccountFilter, string>;
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
  onOpen,
  caption = 'Hesaplar',
  filterLabel = 'Hesap durumu',
  searchLabel = 'Ad veya telefon',
  searchPlaceholder = 'Örn. Ayşe Yılmaz veya 0555…',
  searchButtonLabel = 'Ara',
  openLabel = 'İncele',
  emptyText = 'Bu süzgece uyan hesap yok.',
  filterLabels = accountFilterLabels,
  ...list
}: AccountQueueProps) {
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
    <AdminQueue
      {...list}
      slot="account-queue"
      filters={[
        queueFilter({
          label: filterLabel,
          value: filter,
          values: Object.keys(filterLabels) as AdminAccountFilter[],
          labels: filterLabels,
          onChange: onFilterChange,
        }),
      ]}
      search={{
        label: searchLabel,
        value: search,
        onSearch,
        placeholder: searchPlaceholder,
        buttonLabel: searchButtonLabel,
      }}
      caption={caption}
      columns={columns}
      rows={accounts}
      rowKey={(a) => a.id}
      rowProps={(a) => ({ 'data-account-id': a.id })}
      open={{ label: openLabel, name: (a) => a.name, onOpen }}
      emptyText={emptyText}
    />
  );
}
