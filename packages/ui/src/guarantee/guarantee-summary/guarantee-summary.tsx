import {
  type GuaranteeView,
  formatIstanbulDateTime,
  guaranteeMessages,
  isGuaranteePending,
} from '@meslektas/domain';
import type * as React from 'react';
import { Alert } from '../../components/alert/alert.tsx';
import { CardHeader, CardTitle, type CardTitleProps, cardVariants } from '../../components/card/card.tsx';
import { PriceTag } from '../../components/price-tag/price-tag.tsx';
import { cn } from '../../lib/cn.ts';
import { GuaranteeBadge } from '../guarantee-badge/guarantee-badge.tsx';

export const guaranteeSummaryLabels = {
  title: 'Güvenceli Ödeme',
  total: 'Ödenen tutar',
  toPay: 'Ödenecek tutar',
  fee: 'Hizmet bedeli',
  toAssignee: 'Avukata aktarılacak tutar',
  released: 'Avukata aktarılan tutar',
  refunded: 'İade edilen tutar',
  /** While the card is being paid: '23.11.2026 12:10 tarihine kadar ödeme bekleniyor.' */
  reservedUntil: (when: string) => `${when} tarihine kadar ödeme bekleniyor.`,
  /** Once the outcome report is filed and nobody disputes it. */
  autoRelease: (when: string) =>
    `Uyuşmazlık açılmazsa ödeme ${when} tarihinde avukata kendiliğinden aktarılır.`,
  frozen: guaranteeMessages.awaitingOperator,
  notTaken: 'Görev atanmadı; başvurular olduğu gibi duruyor.',
};

export type GuaranteeSummaryProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The task's payment as the server shows it to both parties (amounts in lira). */
  guarantee: GuaranteeView;
  /** The heading level that fits the page (h2 under the task's h1). */
  titleAs?: CardTitleProps['as'];
  labels?: Partial<typeof guaranteeSummaryLabels>;
};

/**
 * The task's payment for its owner and its assignee: the state, what was paid and what goes to
 * whom; while paying, until when the applicant is reserved; once the report is in, when the money
 * is released by itself; and that an operator decides while the hold is frozen.
 */
export function GuaranteeSummary({
  guarantee: g,
  titleAs = 'h2',
  labels,
  className,
  ...props
}: GuaranteeSummaryProps) {
  const l = { ...guaranteeSummaryLabels, ...labels };
  const pending = isGuaranteePending(g.state);
  const notTaken = g.state === 'failed' || g.state === 'abandoned';
  const paidOut = g.state === 'released' || g.state === 'split';
  const givenBack = g.state === 'refunded' || g.state === 'split';
  const row = (key: string, label: string, amount: number, strong = false) => (
    <div key={key} data-slot={`guarantee-summary-${key}`} className="contents">
      <dt className={strong ? 'font-medium' : 'text-muted'}>{label}</dt>
      <dd className="text-right">
        <PriceTag amount={amount} size="sm" tone={strong ? 'brand' : 'default'} />
      </dd>
    </div>
  );
  return (
    <section
      data-slot="guarantee-summary"
      data-state={g.state}
      aria-label={l.title}
      className={cn(cardVariants(), className)}
      {...props}
    >
      <CardHeader>
        <CardTitle as={titleAs}>{l.title}</CardTitle>
        <GuaranteeBadge state={g.state} />
      </CardHeader>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
        {row('total', pending || notTaken ? l.toPay : l.total, g.total, true)}
        {g.fee > 0 ? row('fee', l.fee, g.fee) : null}
        {paidOut ? row('released', l.released, g.released) : null}
        {givenBack ? row('refunded', l.refunded, g.refunded) : null}
        {!paidOut && !givenBack && !notTaken ? row('to-assignee', l.toAssignee, g.budget) : null}
      </dl>
      {pending && g.reserved_until ? (
        <Alert role="note" tone="warning">
          {l.reservedUntil(formatIstanbulDateTime(g.reserved_until))}
        </Alert>
      ) : null}
      {g.state === 'held' && g.frozen ? (
        <Alert role="note" tone="warning">
          {l.frozen}
        </Alert>
      ) : g.state === 'held' && g.auto_release_at ? (
        <Alert role="note" tone="brand">
          {l.autoRelease(formatIstanbulDateTime(g.auto_release_at))}
        </Alert>
      ) : null}
      {notTaken ? (
        <Alert role="note" tone="info">
          {l.notTaken}
        </Alert>
      ) : null}
    </section>
  );
}
