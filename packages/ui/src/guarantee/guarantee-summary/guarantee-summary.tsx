import {
  type GuaranteeView,
  formatIstanbulDateTime,
  guaranteeMessages,
  isGuaranteePending,
} from '@meslektas/domain';
import type * as React from 'react';
import { Alert, type AlertTone } from '../../components/alert/alert.tsx';
import { CardHeader, CardTitle, type CardTitleProps, cardVariants } from '../../components/card/card.tsx';
import { cn } from '../../lib/cn.ts';
import { AmountList } from '../amount-list.tsx';
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
  // One line under the amounts: what the parties wait for, if anything.
  const note: { tone: AlertTone; text: string } | null =
    pending && g.reserved_until
      ? { tone: 'warning', text: l.reservedUntil(formatIstanbulDateTime(g.reserved_until)) }
      : g.state === 'held' && g.frozen
        ? { tone: 'warning', text: l.frozen }
        : g.state === 'held' && g.auto_release_at
          ? { tone: 'brand', text: l.autoRelease(formatIstanbulDateTime(g.auto_release_at)) }
          : notTaken
            ? { tone: 'info', text: l.notTaken }
            : null;
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
      <AmountList
        rows={[
          { key: 'total', label: pending || notTaken ? l.toPay : l.total, amount: g.total, strong: true },
          g.fee > 0 && { key: 'fee', label: l.fee, amount: g.fee },
          paidOut && { key: 'released', label: l.released, amount: g.released },
          givenBack && { key: 'refunded', label: l.refunded, amount: g.refunded },
          (pending || g.state === 'held') && { key: 'toAssignee', label: l.toAssignee, amount: g.budget },
        ]}
      />
      {note ? (
        <Alert role="note" tone={note.tone}>
          {note.text}
        </Alert>
      ) : null}
    </section>
  );
}
