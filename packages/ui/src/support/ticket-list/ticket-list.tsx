import { type Ticket, ticketStatusLabel } from '@meslektas/domain';
import type * as React from 'react';
import { Badge } from '../../components/badge/badge.tsx';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { HtmlContent } from '../../content/html-content/html-content.tsx';
import { cn } from '../../lib/cn.ts';

export const ticketListLabels = {
  title: 'Destek Taleplerim',
  empty: 'Henüz bir destek talebiniz yok.',
  answer: 'Destek ekibinin cevabı',
};

export type TicketListProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  tickets: readonly Ticket[];
  labels?: Partial<typeof ticketListLabels>;
};

/** The lawyer's tickets: subject, question, date, 'Bekliyor' or 'Cevaplandı', and the answer. */
export function TicketList({ tickets, labels, className, ...props }: TicketListProps) {
  const l = { ...ticketListLabels, ...labels };
  return (
    <section data-slot="ticket-list" aria-label={l.title} className={cn('space-y-3', className)} {...props}>
      <h2 className="text-lg font-semibold">{l.title}</h2>
      {tickets.length === 0 ? (
        <EmptyState title={l.empty} />
      ) : (
        <ul className="space-y-3">
          {tickets.map((t) => {
            const label = ticketStatusLabel(t.status);
            return (
              <li
                key={t.id}
                data-slot="ticket-item"
                aria-label={t.subject}
                className="space-y-2 rounded-[var(--radius-card)] bg-surface p-4 shadow"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="font-semibold">{t.subject}</p>
                  <Badge tone={label === 'Bekliyor' ? 'warning' : 'success'}>{label}</Badge>
                </div>
                <p className="whitespace-pre-line break-words text-sm">{t.question}</p>
                <p className="text-xs text-muted">{t.date}</p>
                {t.answer ? (
                  <div data-slot="ticket-answer" className="rounded-[var(--radius-control)] bg-brand-50 p-3">
                    <p className="mb-1 text-xs font-semibold text-brand-700">{l.answer}</p>
                    <HtmlContent html={t.answer} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
