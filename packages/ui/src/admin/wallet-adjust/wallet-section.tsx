import type { AdminWalletEntry, AdminWalletSummary, WalletEntryKind } from '@meslektas/domain';
import * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { SkeletonList } from '../../components/skeleton/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { formatAdminTime } from '../admin-format.ts';
import {
  type WalletAdjustment,
  WalletAdjustDialog,
  type WalletAdjustDialogProps,
} from './wallet-adjust-dialog.tsx';
import { formatKurus, formatSignedKurus } from './wallet-format.ts';

export const walletEntryKindLabels: Record<WalletEntryKind, string> = {
  referral_credit: 'Referans ödülü',
  payout_hold: 'Ödeme talebi blokesi',
  payout_release: 'Bloke çözüldü',
  payout_paid: 'Ödeme yapıldı',
  adjustment: 'Düzeltme',
  guarantee_release: 'Güvenceli ödeme aktarımı',
};

export const walletSectionTexts = {
  heading: 'Cüzdan',
  balance: 'Kullanılabilir bakiye',
  held: 'Bekleyen ödeme taleplerinde',
  entries: 'Son hareketler',
  empty: 'Cüzdanda hareket yok.',
  adjust: 'Bakiye düzelt',
  retry: 'Tekrar Dene',
};

export type WalletSectionProps = {
  /** The wallet (kuruş) and its latest entries, newest first; null while it loads. */
  wallet: (AdminWalletSummary & { entries: readonly AdminWalletEntry[] }) | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Books a correction; resolves to the server's refusal, or null when it is done. */
  onAdjust: (adjustment: WalletAdjustment) => Promise<string | null>;
  kindLabels?: Record<WalletEntryKind, string>;
  texts?: Partial<typeof walletSectionTexts>;
  dialogTexts?: WalletAdjustDialogProps['texts'];
  className?: string;
};

/** A lawyer's wallet in the account drawer: balance, what is held, latest entries, and the correction. */
export function WalletSection({
  wallet,
  loading = false,
  error,
  onRetry,
  onAdjust,
  kindLabels = walletEntryKindLabels,
  texts,
  dialogTexts,
  className,
}: WalletSectionProps) {
  const t = { ...walletSectionTexts, ...texts };
  const headingId = React.useId();
  const [adjusting, setAdjusting] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  const [refusal, setRefusal] = React.useState<string | null>(null);

  const confirm = async (adjustment: WalletAdjustment) => {
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await onAdjust(adjustment);
      if (answer) setRefusal(answer);
      else setAdjusting(false);
    } finally {
      setBusy(false);
    }
  };

  let body: React.ReactNode;
  if (error) {
    body = (
      <EmptyState
        tone="error"
        title={error}
        action={
          onRetry ? (
            <Button size="sm" variant="secondary" onClick={onRetry}>
              {t.retry}
            </Button>
          ) : undefined
        }
      />
    );
  } else if (loading || !wallet) {
    body = <SkeletonList rows={2} />;
  } else {
    body = (
      <>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          {(['balance', 'held'] as const).map((figure) => (
            <div key={figure} className="rounded-[var(--radius-control)] border border-line p-3">
              <dt className="text-muted">{t[figure]}</dt>
              <dd data-slot={`wallet-${figure}`} className="text-lg font-semibold">
                {formatKurus(wallet[figure])}
              </dd>
            </div>
          ))}
        </dl>
        {wallet.entries.length > 0 ? (
          <ul aria-label={t.entries} className="flex flex-col divide-y divide-line text-sm">
            {wallet.entries.map((entry) => (
              <li
                key={entry.id}
                data-entry-id={entry.id}
                className="flex items-start justify-between gap-3 py-2"
              >
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium">{kindLabels[entry.kind]}</span>
                  {entry.note ? <span className="break-words text-muted">{entry.note}</span> : null}
                  <span className="text-xs text-muted">{formatAdminTime(entry.created_at)}</span>
                </span>
                <span
                  className={cn(
                    'whitespace-nowrap font-semibold',
                    entry.amount < 0 ? 'text-danger' : 'text-success',
                  )}
                >
                  {formatSignedKurus(entry.amount)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{t.empty}</p>
        )}
      </>
    );
  }

  return (
    <section
      data-slot="wallet-section"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3', className)}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-base font-semibold">
          {t.heading}
        </h3>
        <Button
          size="sm"
          variant="secondary"
          disabled={!wallet || !!error}
          onClick={() => {
            setRefusal(null);
            setAdjusting(true);
          }}
        >
          {t.adjust}
        </Button>
      </div>
      {body}
      {wallet ? (
        <WalletAdjustDialog
          open={adjusting}
          onOpenChange={setAdjusting}
          balance={wallet.balance}
          busy={busy}
          error={refusal}
          onConfirm={(adjustment) => void confirm(adjustment)}
          texts={dialogTexts}
        />
      ) : null}
    </section>
  );
}
