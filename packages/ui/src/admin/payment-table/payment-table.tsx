import {
  type AdminPayment,
  type AdminPaymentStatusFilter,
  type AdminPaymentTypeFilter,
  type PaymentStatus,
  type PaymentType,
  adminPaymentStatusFilters,
  adminPaymentTypeFilters,
  formatPrice,
} from '@meslektas/domain';
import type { BadgeTone } from '../../components/badge/badge.tsx';
import type { DataTableColumn } from '../../components/table/table.tsx';
import {
  AdminQueue,
  type QueuePageProps,
  QueueStatusBadge,
  queueFilter,
} from '../admin-queue/admin-queue.tsx';
import { formatAdminTime } from '../admin-format.ts';

/** A payment's state as the console's badge shows it. */
export const paymentStatusBadges: Record<PaymentStatus, { text: string; tone: BadgeTone }> = {
  created: { text: 'Başlatıldı', tone: 'secondary' },
  pending_3ds: { text: '3-D Secure bekleniyor', tone: 'warning' },
  paid: { text: 'Ödendi', tone: 'success' },
  failed: { text: 'Başarısız', tone: 'danger' },
};

export const paymentTypeLabels: Record<PaymentType, string> = {
  vip: 'Pro üyelik',
  baro_change: 'Baro değişikliği',
};

export const paymentStatusFilterLabels: Record<AdminPaymentStatusFilter, string> = {
  all: 'Tüm durumlar',
  created: 'Kart girilmeden bırakılanlar',
  pending_3ds: '3-D Secure bekleyenler',
  paid: 'Ödenenler',
  failed: 'Başarısızlar',
};

export const paymentTypeFilterLabels: Record<AdminPaymentTypeFilter, string> = {
  all: 'Tüm türler',
  ...paymentTypeLabels,
};

export const paymentProviderLabels: Record<AdminPayment['provider'], string> = {
  sandbox: 'Deneme',
  iyzico: 'iyzico',
};

export const paymentTableLabels = {
  caption: 'Ödemeler',
  status: 'Ödeme durumu',
  type: 'Ödeme türü',
  search: 'Ad veya telefon',
  searchPlaceholder: 'Örn. Ayşe Yılmaz veya 0555…',
  searchButton: 'Ara',
  date: 'Tarih',
  lawyer: 'Avukat',
  kind: 'Tür',
  amount: 'Tutar',
  provider: 'Sağlayıcı',
  reference: 'Sağlayıcı referansı',
  state: 'Durum',
  failure: 'Hata nedeni',
  card: 'Kart',
  empty: 'Bu süzgece uyan ödeme yok.',
};

export type PaymentTableProps = QueuePageProps & {
  payments: readonly AdminPayment[];
  status: AdminPaymentStatusFilter;
  onStatusChange: (status: AdminPaymentStatusFilter) => void;
  type: AdminPaymentTypeFilter;
  onTypeChange: (type: AdminPaymentTypeFilter) => void;
  search: string;
  onSearch: (query: string) => void;
  statusBadges?: Record<PaymentStatus, { text: string; tone: BadgeTone }>;
  typeLabels?: Record<PaymentType, string>;
  statusFilterLabels?: Record<AdminPaymentStatusFilter, string>;
  typeFilterLabels?: Record<AdminPaymentTypeFilter, string>;
  providerLabels?: Record<AdminPayment['provider'], string>;
  labels?: Partial<typeof paymentTableLabels>;
};

const dash = '—';

function lawyer(p: AdminPayment) {
  return (
    <span className="flex flex-col">
      <span className="font-medium">{p.user_name}</span>
      <span className="text-xs font-normal text-muted">{p.telephone}</span>
    </span>
  );
}

/**
 * Card payments with what their provider answered, newest first: for the operator to answer a
 * lawyer who paid and did not get what he paid for. Read-only; refunds are made at the provider.
 */
export function PaymentTable({
  payments,
  status,
  onStatusChange,
  type,
  onTypeChange,
  search,
  onSearch,
  statusBadges = paymentStatusBadges,
  typeLabels = paymentTypeLabels,
  statusFilterLabels = paymentStatusFilterLabels,
  typeFilterLabels = paymentTypeFilterLabels,
  providerLabels = paymentProviderLabels,
  labels,
  ...list
}: PaymentTableProps) {
  const l = { ...paymentTableLabels, ...labels };
  const columns: DataTableColumn<AdminPayment>[] = [
    {
      id: 'date',
      header: l.date,
      cell: (p) => <span className="whitespace-nowrap">{formatAdminTime(p.created_at)}</span>,
    },
    { id: 'lawyer', header: l.lawyer, cell: lawyer, hideOnCard: true },
    { id: 'type', header: l.kind, cell: (p) => typeLabels[p.type] },
    {
      id: 'amount',
      header: l.amount,
      cell: (p) => <span className="whitespace-nowrap font-semibold">{formatPrice(p.amount)}</span>,
    },
    { id: 'provider', header: l.provider, cell: (p) => providerLabels[p.provider] },
    {
      id: 'reference',
      header: l.reference,
      cell: (p) => <span className="break-all font-mono text-xs">{p.provider_ref ?? dash}</span>,
    },
    {
      id: 'status',
      header: l.state,
      cell: (p) => <QueueStatusBadge status={p.status} badges={statusBadges} />,
    },
    { id: 'failure', header: l.failure, cell: (p) => p.failure_reason ?? dash },
    {
      id: 'card',
      header: l.card,
      cell: (p) => (p.card_last4 ? <span className="whitespace-nowrap">•••• {p.card_last4}</span> : dash),
    },
  ];

  return (
    <AdminQueue
      {...list}
      slot="payment-table"
      filters={[
        queueFilter({
          label: l.status,
          value: status,
          values: adminPaymentStatusFilters,
          labels: statusFilterLabels,
          onChange: onStatusChange,
        }),
        queueFilter({
          label: l.type,
          value: type,
          values: adminPaymentTypeFilters,
          labels: typeFilterLabels,
          onChange: onTypeChange,
          className: 'md:w-48',
        }),
      ]}
      search={{
        label: l.search,
        value: search,
        onSearch,
        placeholder: l.searchPlaceholder,
        buttonLabel: l.searchButton,
      }}
      caption={l.caption}
      columns={columns}
      cardTitle={lawyer}
      rows={payments}
      rowKey={(p) => p.id}
      rowProps={(p) => ({ 'data-payment-id': p.id, 'data-status': p.status })}
      emptyText={l.empty}
    />
  );
}
