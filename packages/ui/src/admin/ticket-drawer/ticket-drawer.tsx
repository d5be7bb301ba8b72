import type { AdminTicket } from '@meslektas/domain';
import { HtmlContent } from '../../content/html-content/html-content.tsx';
import { DetailDrawer, DetailList, DetailRow, DetailSection } from '../detail-drawer/detail-drawer.tsx';
import type { RecordDrawerProps } from '../detail-drawer/detail-drawer.tsx';
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

export type TicketDrawerProps = RecordDrawerProps<Labels> & {
  ticket: AdminTicket | null;
  /** Sends the answer; resolves to the server's refusal, or null when it is sent. */
  onAnswer: (answer: string) => Promise<string | null>;
};

/**
 * One support ticket for the desk: who asked what under which subject, and either the answer form
 * (while it waits) or the answer the lawyer reads.
 */
export function TicketDrawer({ ticket, onAnswer, labels, ...drawer }: TicketDrawerProps) {
  const l = { ...ticketDrawerLabels, ...labels };
  return (
    <DetailDrawer
      {...drawer}
      title={ticket ? l.title(ticket.id) : l.loadingTitle}
      description={ticket ? ticket.user_name : undefined}
      record={ticket}
      loadingLabel={l.loading}
    >
      {(t: AdminTicket) => (
        <div className="flex flex-col gap-6">
          <DetailList data-slot="ticket-details">
            <DetailRow label={l.status}>
              <AdminTicketStatusBadge ticket={t} labels={l} />
            </DetailRow>
            <DetailRow label={l.lawyer}>{t.user_name}</DetailRow>
            <DetailRow label={l.telephone}>{t.telephone}</DetailRow>
            <DetailRow label={l.subject}>{t.subject}</DetailRow>
            {t.option ? <DetailRow label={l.option}>{t.option}</DetailRow> : null}
            <DetailRow label={l.sent}>{formatAdminTime(t.created_at)}</DetailRow>
            {t.answered_at ? (
              <DetailRow label={l.answeredAt}>{formatAdminTime(t.answered_at)}</DetailRow>
            ) : null}
          </DetailList>
          <DetailSection title={l.question}>
            <p data-slot="ticket-question" className="whitespace-pre-line break-words text-sm">
              {t.message}
            </p>
          </DetailSection>
          {t.answer !== null ? (
            <DetailSection title={l.answer}>
              <HtmlContent
                data-slot="ticket-answer"
                html={t.answer}
                className="rounded-[var(--radius-card)] border border-line bg-canvas p-3"
              />
            </DetailSection>
          ) : (
            // A new ticket starts with an empty form.
            <AdminTextForm
              key={t.id}
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
      )}
    </DetailDrawer>
  );
}
