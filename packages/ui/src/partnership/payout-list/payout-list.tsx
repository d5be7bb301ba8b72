import { type Payout, type PayoutStatus, formatIban } from '@meslektas/domain';
import type * as React from 'react';
import { Badge, type BadgeTone } from '../../components/badge/badge.tsx';
import { PriceTag } from '../../components/price-tag/price-tag.tsx';
import { DataTable } from '../../components/table/table.tsx';
import { cn } from '../../lib/cn.ts';

export const payoutListLabels = {
  title: 'Son Ödeme Taleplerim',
  name: 'Alıcı',
  iban: 'IBAN',
  bankName: 'Banka',
  status: 'Durum',
  price: 'Tutar',
  empty: 'Henüz bir ödeme talebiniz yok.',
  loading: 'Ödeme talepleri yükleniyor...',
  error: 'Ödeme talepleri yüklenemedi.',
};

const statusTones: Readonly<Record<PayoutStatus, BadgeTone>> = {
  pending: 'warning',
  paid: 'success',
  rejected: 'danger',
};

export type PayoutListProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  payouts: readonly Payout[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  labels?: Partial<typeof payoutListLabels>;
};

/** The lawyer's recent payout requests: recipient, IBAN, bank, status and amount; cards on phones. */
export function PayoutList({
  payouts,
  loading = false,
  error = false,
  onRetry,
  labels,
  className,
  ...props
}: PayoutListProps) {
  const l = { ...payoutListLabels, ...labels };
  return (
    <section data-slot="payout-list" aria-label={l.title} className={cn('space-y-3', className)} {...props}>
      <h2 className="text-base font-semibold">{l.title}</h2>
      <DataTable
        caption={l.title}
        rows={payouts}
        rowKey={(p) => p.id}
        rowProps={(p) => ({ 'data-payout-id': p.id, 'data-status': p.statusCode })}
        loading={loading}
        loadingLabel={l.loading}
        emptyText={l.empty}
        {...(error ? { error: l.error } : {})}
        {...(onRetry ? { onRetry } : {})}
        columns={[
          { id: 'name', header: l.name, cell: (p) => p.name },
          {
            id: 'iban',
            header: l.iban,
            cell: (p) => <span className="whitespace-nowrap font-mono text-xs">{formatIban(p.iban)}</span>,
          },
          { id: 'bank', header: l.bankName, cell: (p) => p.bankName },
          {
            id: 'status',
            header: l.status,
            cell: (p) => <Badge tone={statusTones[p.statusCode]}>{p.status}</Badge>,
          },
          { id: 'price', header: l.price, cell: (p) => <PriceTag amount={p.price} /> },
        ]}
      />
    </section>
  );
}
