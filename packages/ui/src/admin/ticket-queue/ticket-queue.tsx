import { type AdminTicket, type AdminTicketFilter, adminTicketFilters } from '@meslektas/domain';
import type { DataTableColumn } from '../../components/table/table.tsx';
import {
  AdminQueue,
  type FilteredQueueProps,
  QueueStatusBadge,
  queueFilter,
} from '../admin-queue/admin-queue.tsx';
import { formatAdminTime } from '../admin-format.ts';

export const ticketFilterLabels: Record<AdminTicketFilter, string> = {
  pending: 'Yanıt bekleyenler',
  answered: 'Yanıtlananlar',
  all: 'Tümü',
};

export const ticketQueueLabels = {
  caption: 'Destek talepleri',
  filter: 'Talep durumu',
  number: 'No',
  lawyer: 'Avukat',
  subject: 'Konu',
  sent: 'Gönderim',
  status: 'Durum',
  pending: 'Yanıt bekliyor',
  answered: 'Yanıtlandı',
  openLabel: 'İncele',
  empty: 'Bu süzgece uyan destek talebi yok.',
  /** The accessible name of a row's button: 'İncele: Talep #41'. */
  openFor: (id: number) => `Talep #${id}`,
};

/** A ticket's state in one badge: waiting for an answer, or answered. */
export function AdminTicketStatusBadge({
  ticket,
  labels = ticketQueueLabels,
}: {
  ticket: Pick<AdminTicket, 'status'>;
  labels?: Pick<typeof ticketQueueLabels, 'pending' | 'answered'>;
}) {
  return (
    <QueueStatusBadge
      status={ticket.status}
      badges={{
        pending: { text: labels.pending, tone: 'warning' },
        answered: { text: labels.answered, tone: 'success' },
      }}
    />
  );
}

export type TicketQueueProps = FilteredQueueProps<AdminTicketFilter, typeof ticketQueueLabels> & {
  tickets: readonly AdminTicket[];
  onOpen: (ticket: AdminTicket) => void;
};

/**
 * The support desk's ticket list: tickets waiting for an answer (oldest first, as the server sorts
 * them) with the lawyer and the subject; a row opens the ticket to read and answer it.
 */
export function TicketQueue({
  tickets,
  filter,
  onFilterChange,
  onOpen,
  filterLabels = ticketFilterLabels,
  labels,
  ...list
}: TicketQueueProps) {
  const l = { ...ticketQueueLabels, ...labels };
  const columns: DataTableColumn<AdminTicket>[] = [
    {
      id: 'number',
      header: l.number,
      cell: (t) => <span className="font-medium">#{t.id}</span>,
      hideOnCard: true,
    },
    { id: 'lawyer', header: l.lawyer, cell: (t) => t.user_name },
    { id: 'subject', header: l.subject, cell: (t) => <span className="break-words">{t.subject}</span> },
    { id: 'sent', header: l.sent, cell: (t) => formatAdminTime(t.created_at) },
    { id: 'status', header: l.status, cell: (t) => <AdminTicketStatusBadge ticket={t} labels={l} /> },
  ];
  return (
    <AdminQueue
      {...list}
      slot="ticket-queue"
      filters={[
        queueFilter({
          label: l.filter,
          value: filter,
          values: adminTicketFilters,
          labels: filterLabels,
          onChange: onFilterChange,
          className: 'md:w-64',
        }),
      ]}
      caption={l.caption}
      columns={columns}
      rows={tickets}
      rowKey={(t) => t.id}
      rowProps={(t) => ({ 'data-ticket-id': t.id })}
      cardTitle={(t) => l.openFor(t.id)}
      open={{ label: l.openLabel, name: (t) => l.openFor(t.id), onOpen }}
      emptyText={l.empty}
    />
  );
}
