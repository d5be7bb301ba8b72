import type { Dispute } from '@meslektas/domain';
import { Scale } from 'lucide-react';
import type * as React from 'react';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { Skeleton } from '../../components/skeleton/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { DisputeCard, type disputeCardLabels } from '../dispute-card/dispute-card.tsx';

export const disputeListLabels = {
  listTitle: 'Uyuşmazlık Kayıtlarım',
  empty: 'Henüz bir uyuşmazlık kaydınız yok.',
  error: 'Uyuşmazlık kayıtları yüklenemedi.',
  loading: 'Uyuşmazlık kayıtları yükleniyor',
};

export type DisputeListProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** The banner's heading and text: the constants `uyusmazlik_baslik` and `uyusmazlik_icerik`. */
  bannerTitle?: string;
  bannerText?: string;
  disputes: readonly Dispute[] | undefined;
  loading?: boolean;
  error?: boolean;
  hrefFor: (disputeId: number) => string;
  /** Between the banner and the list: the page puts the open-a-dispute toggle here. */
  children?: React.ReactNode;
  labels?: Partial<typeof disputeListLabels>;
  cardLabels?: Partial<typeof disputeCardLabels>;
};

/** The dispute desk: the info banner, the page's form, then the lawyer's disputes as cards. */
export function DisputeList({
  bannerTitle,
  bannerText,
  disputes,
  loading = false,
  error = false,
  hrefFor,
  children,
  labels,
  cardLabels,
  className,
  ...props
}: DisputeListProps) {
  const l = { ...disputeListLabels, ...labels };
  return (
    <section data-slot="dispute-list" className={cn('space-y-4', className)} {...props}>
      {bannerTitle || bannerText ? (
        <div
          data-slot="dispute-list-banner"
          role="note"
          className="flex gap-3 rounded-[var(--radius-card)] border border-brand-100 bg-brand-50 p-4"
        >
          <Scale aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div className="space-y-1">
            {bannerTitle ? <h2 className="font-semibold text-brand-700">{bannerTitle}</h2> : null}
            {bannerText ? <p className="whitespace-pre-line text-sm">{bannerText}</p> : null}
          </div>
        </div>
      ) : null}
      {children}
      <h2 className="text-lg font-semibold">{l.listTitle}</h2>
      {loading && !disputes ? (
        <div role="status" aria-label={l.loading} className="space-y-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : error && !disputes ? (
        <EmptyState tone="error" title={l.error} />
      ) : !disputes || disputes.length === 0 ? (
        <EmptyState title={l.empty} />
      ) : (
        <ul className="space-y-3">
          {disputes.map((dispute) => (
            <li key={dispute.id}>
              <DisputeCard
                dispute={dispute}
                href={hrefFor(dispute.id)}
                {...(cardLabels ? { labels: cardLabels } : {})}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
