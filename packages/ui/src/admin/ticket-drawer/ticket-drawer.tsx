import type { AdminTicket } from '@meslektas/domain';
import * as React from 'react';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { SkeletonList } from '../../components/skeleton/skeleton.tsx';
import { HtmlContent } from '../../content/html-content/html-content.tsx';
import { DetailList, DetailRow, DetailDrawer } from '../detail-drawer/detail-drawer.tsx';
import { formatAdminTime } from '../admin-format.ts';
import { AdminTextForm } from '../admin-text-form.tsx';
import { AdminTicketStatusBadge, ticketQueueLabels } from '../ticket-queue/ticket-queue.tsx';

export const ticketDrawerLabels = {
  title: (id: number) => `Destek talebi #${id}`,
  /** The drawer's title while the ticket loads. */
  loadingTitle: 'Destek talebi',
  status: 'Durum',
  pending: ticketQueueLabels.pending,
  answered: ticketQueueLabels.answered,
  lawyer: 'Avukat',
  telephone: 'Telefon',
  subject: 'Konu',
  option: 'Seçilen konu',
  sent: 'Gönderim',
  answeredAt: 'Yanıt',
  question: 'Soru',
  answer: 'Cevap',
  answerField: 'Cevabınız',
  answerHint: 'Düz metin ya da HTML yazabilirsiniz; bağlantılar ve biçimler kalır, betikler silinir.',
  answerRequired: 'Lütfen bir cevap yazınız.',
  send: 'Cevabı gönder',
  loading: 'Yükleniyor...',
};

type Labels = typeof ticketDrawerLabels;

export type TicketDrawerProps = {
  open: boolean;
  onClose: () => void;
  ticket: AdminTicket | null;
  loading?: boolean;
  error?: string | null;
  /** Sends the answer; resolves to the server's refusal, or null when it is sent. */
  onAnswer: (answer: string) => Promise<string | null>;
  labels?: Partial<Labels>;
};

/**
 * One support ticket for the desk: who asked what under which subject, and either the answer form
 * (while it waits) or the answer the lawyer reads.
 */
export function TicketDrawer({ open, onClose, ticket, loading, error, onAnswer, labels }: TicketDrawerProps) {
  const l = { ...ticketDrawerLabels, ...labels };
  let body: React.ReactNode;
  if (error) body = <EmptyState tone="error" title={error} />;
  else if (loading || !ticket) body = <SkeletonList rows={3} label={l.loading} />;
  else
    body = (
      <div className="flex flex-col gap-6">
        <DetailList data-slot="ticket-details">
          <DetailRow label={l.status}>
            <AdminTicketStatusBadge ticket={ticket} labels={l} />
          </DetailRow>
          <DetailRow label={l.lawyer}>{ticket.user_name}</DetailRow>
          <DetailRow label={l.telephone}>{ticket.telephone}</DetailRow>
          <DetailRow label={l.subject}>{ticket.subject}</DetailRow>
          {ticket.option ? <DetailRow label={l.option}>{ticket.option}</DetailRow> : null}
          <DetailRow label={l.sent}>{formatAdminTime(ticket.created_at)}</DetailRow>
          {ticket.answered_at ? (
            <DetailRow label={l.answeredAt}>{formatAdminTime(ticket.answered_at)}</DetailRow>
          ) : null}
        </DetailList>
        <section className="flex flex-col gap-2">
          <h3 className="text-base font-semibold">{l.question}</h3>
          <p data-slot="ticket-question" className="whitespace-pre-line break-words text-sm">
            {ticket.message}
          </p>
        </section>
        {ticket.answer !== null ? (
          <section className="flex flex-col gap-2">
            <h3 className="text-base font-semibold">{l.answer}</h3>
            <HtmlContent
              data-slot="ticket-answer"
              html={ticket.answer}
              className="rounded-[var(--radius-card)] border border-line bg-canvas p-3"
            />
          </section>
        ) : (
          // A new ticket starts with an empty form.
          <AdminTextForm
            key={ticket.id}
            slot="ticket-answer-form"
            label={l.answerField}
            hint={l.answerHint}
            rows={6}
            requiredMessage={l.answerRequired}
            sendLabel={l.send}
            onSend={onAnswer}
          />
        )}
      </div>
    );

  return (
    <DetailDrawer
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={ticket ? l.title(ticket.id) : l.loadingTitle}
      description={ticket ? ticket.user_name : undefined}
    >
      {body}
    </DetailDrawer>
  );
}
