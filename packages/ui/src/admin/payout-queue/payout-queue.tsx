import {
  type AdminPayout,
  type AdminPayoutFilter,
  type PayoutStatus,
  adminPayoutFilters,
  formatIban,
  formatPrice,
} from '@meslektas/domain';
import { Download } from 'lucide-react';
import * as React from 'react';
import type { BadgeTone } from '../../components/badge/badge.tsx';
import { Button, type ButtonProps } from '../../components/button/button.tsx';
import type { DataTableColumn } from '../../components/table/table.tsx';
import {
  AdminQueue,
  type FilteredQueueProps,
  QueueStatusBadge,
  queueFilter,
} from '../admin-queue/admin-queue.tsx';
import { formatAdminTime } from '../admin-format.ts';
import { ReasonDialog, type ReasonDialogProps } from '../reason-dialog/reason-dialog.tsx';

export type PayoutDecision = 'paid' | 'reject';

export const payoutFilterLabels: Record<AdminPayoutFilter, string> = {
  pending: 'Bekleyenler',
  paid: 'Ödenenler',
  rejected: 'Reddedilenler',
  all: 'Tümü',
};

/** A payout's state as the console's badge shows it. */
export const payoutStatusBadges: Record<PayoutStatus, { text: string; tone: BadgeTone }> = {
  pending: { text: 'Bekliyor', tone: 'warning' },
  paid: { text: 'Ödendi', tone: 'success' },
  rejected: { text: 'Reddedildi', tone: 'danger' },
};

type DecisionText = Pick<ReasonDialogProps, 'title' | 'description' | 'reasonLabel' | 'confirmLabel'> & {
  button: string;
  variant: ButtonProps['variant'];
};

export const payoutDecisionTexts: Record<PayoutDecision, DecisionText> = {
  paid: {
    button: 'Ödendi',
    title: 'Ödendi olarak işaretle',
    description: 'Tutarı bankadan gönderdiyseniz onaylayın; bloke kesin ödemeye döner.',
    reasonLabel: null,
    confirmLabel: 'Ödendi',
    variant: 'success',
  },
  reject: {
    button: 'Reddet',
    title: 'Ödeme talebini reddet',
    description: 'Tutar avukatın bakiyesine döner; gerekçe avukata gösterilir.',
    reasonLabel: 'Gerekçe',
    confirmLabel: 'Reddet',
    variant: 'danger',
  },
};

export const payoutQueueLabels = {
  caption: 'Ödeme talepleri',
  filter: 'Ödeme durumu',
  export: 'Bekleyenleri CSV indir',
  lawyer: 'Avukat',
  holder: 'Hesap sahibi',
  bank: 'Banka',
  iban: 'IBAN',
  amount: 'Tutar',
  requested: 'Talep',
  status: 'Durum',
  empty: 'Bu süzgece uyan ödeme talebi yok.',
};

export type PayoutQueueProps = FilteredQueueProps<AdminPayoutFilter, typeof payoutQueueLabels> & {
  payouts: readonly AdminPayout[];
  /** Carries out a decision; resolves to the server's refusal, or null when it is done. */
  onDecide: (payout: AdminPayout, decision: PayoutDecision, reason: string) => Promise<string | null>;
  /** Downloads the pending requests as the bank's CSV. */
  onExport: () => void;
  exporting?: boolean;
  statusBadges?: Record<PayoutStatus, { text: string; tone: BadgeTone }>;
  decisionTexts?: Record<PayoutDecision, DecisionText>;
};

/**
 * Payout requests: the operator pays them at the bank (the CSV lists the pending ones), then marks
 * each paid, or rejects it and the amount goes back to the lawyer's balance.
 */
export function PayoutQueue({
  payouts,
  filter,
  onFilterChange,
  onDecide,
  onExport,
  exporting = false,
  filterLabels = payoutFilterLabels,
  statusBadges = payoutStatusBadges,
  decisionTexts = payoutDecisionTexts,
  labels,
  ...list
}: PayoutQueueProps) {
  const l = { ...payoutQueueLabels, ...labels };
  const [deciding, setDeciding] = React.useState<{ payout: AdminPayout; decision: PayoutDecision } | null>(
    null,
  );
  const [busy, setBusy] = React.useState(false);
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const current = deciding ? decisionTexts[deciding.decision] : null;

  const decide = async (reason: string) => {
    if (!deciding) return;
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await onDecide(deciding.payout, deciding.decision, reason);
      if (answer) setRefusal(answer);
      else setDeciding(null);
    } finally {
      setBusy(false);
    }
  };

  const columns: DataTableColumn<AdminPayout>[] = [
    {
      id: 'lawyer',
      header: l.lawyer,
      cell: (p) => (
        <span className="flex flex-col">
          <span className="font-medium">{p.user_name}</span>
          <span className="text-xs font-normal text-muted">{p.telephone}</span>
        </span>
      ),
    },
    { id: 'holder', header: l.holder, cell: (p) => p.name },
    { id: 'bank', header: l.bank, cell: (p) => p.bank_name },
    {
      id: 'iban',
      header: l.iban,
      // Groups of four, as the operator reads them out to the bank's screen: a narrow column wraps
      // between groups, never inside one.
      cell: (p) => (
        <span className="font-mono text-xs [overflow-wrap:normal] [word-break:keep-all]">
          {formatIban(p.iban)}
        </span>
      ),
    },
    {
      id: 'amount',
      header: l.amount,
      cell: (p) => <span className="whitespace-nowrap font-semibold">{formatPrice(p.price)}</span>,
    },
    { id: 'requested', header: l.requested, cell: (p) => formatAdminTime(p.created_at) },
    {
      id: 'status',
      header: l.status,
      cell: (p) => <QueueStatusBadge status={p.status} badges={statusBadges} />,
    },
  ];

  return (
    <AdminQueue
      {...list}
      slot="payout-queue"
      filters={[
        queueFilter({
          label: l.filter,
          value: filter,
          values: adminPayoutFilters,
          labels: filterLabels,
          onChange: onFilterChange,
        }),
      ]}
      tools={
        <Button variant="secondary" onClick={onExport} busy={exporting}>
          <Download aria-hidden />
          {l.export}
        </Button>
      }
      caption={l.caption}
      columns={columns}
      rows={payouts}
      rowKey={(p) => p.id}
      rowProps={(p) => ({ 'data-payout-id': p.id, 'data-status': p.status })}
      actions={(p) =>
        p.status === 'pending'
          ? (['paid', 'reject'] as const).map((decision) => (
              <Button
                key={decision}
                size="sm"
                variant={decisionTexts[decision].variant}
                aria-label={`${decisionTexts[decision].button}: ${p.user_name}`}
                onClick={() => {
                  setRefusal(null);
                  setDeciding({ payout: p, decision });
                }}
              >
                {decisionTexts[decision].button}
              </Button>
            ))
          : null
      }
      emptyText={l.empty}
    >
      {deciding && current ? (
        <ReasonDialog
          open
          onOpenChange={(open) => {
            if (!open) setDeciding(null);
          }}
          title={current.title}
          description={current.description}
          reasonLabel={current.reasonLabel}
          confirmLabel={current.confirmLabel}
          confirmVariant={current.variant}
          busy={busy}
          error={refusal}
          onConfirm={({ reason }) => void decide(reason)}
        />
      ) : null}
    </AdminQueue>
  );
}
