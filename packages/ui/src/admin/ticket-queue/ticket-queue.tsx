import { type AdminTicket, type AdminTicketFilter, adminTicketFilters } from '@meslektas/domain';
import { Badge } from '../../components/badge/badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import { Select } from '../../components/select/select.tsx';
import type { DataTableColumn } from '../../components/table/table.tsx';
import { cn } from '../../lib/cn.ts';
import { AdminPagedTable } from '../admin-pager/admin-pager.tsx';
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
  return ticket.status === 'pending' ? (
    <Badge tone="warning">{labels.pending}</Badge>
  ) : (
    <Badge tone="success">{labels.answered}</Badge>
  );
}

export type TicketQueueProps = {
  tickets: readonly AdminTicket[];
  filter: AdminTicketFilter;
  onFilterChange: (filter: AdminTicketFilter) => void;
  page: number;
  lastPage: number;
  total: number;
  onPageChange: (page: number) => void;
  onOpen: (ticket: AdminTicket) => void;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  filterLabels?: Record<AdminTicketFilter, string>;
  labels?: Partial<typeof ticketQueueLabels>;
  className?: string;
};

/**
 * The support desk's ticket list: tickets waiting for an answer (oldest first, as the server sorts
 * them) with the lawyer and the subject; a row opens the ticket to read and answer it.
 */
export function TicketQueue({
  tickets,
  filter,
  onFilterChange,
  page,
  lastPage,
  total,
  onPageChange,
  onOpen,
  loading,
  error,
  onRetry,
  filterLabels = ticketFilterLabels,
  labels,
  className,
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
    <section data-slot="ticket-queue" aria-label={l.caption} className={cn('flex flex-col gap-4', className)}>
      <Field label={l.filter} className="md:w-64">
        <Select
          value={filter}
          onChange={(e) => onFilterChange(e.target.value as AdminTicketFilter)}
          options={adminTicketFilters.map((value) => ({ value, label: filterLabels[value] }))}
        />
      </Field>
      <AdminPagedTable
        caption={l.caption}
        columns={columns}
        rows={tickets}
        rowKey={(t) => t.id}
        rowProps={(t) => ({ 'data-ticket-id': t.id })}
        cardTitle={(t) => l.openFor(t.id)}
        actions={(t) => (
          <Button
            size="sm"
            variant="outline"
            onClick={() => onOpen(t)}
            aria-label={`${l.openLabel}: ${l.openFor(t.id)}`}
          >
            {l.openLabel}
          </Button>
        )}
        loading={loading}
        error={error ?? undefined}
        onRetry={onRetry}
        emptyText={l.empty}
        page={page}
        lastPage={lastPage}
        total={total}
        onPageChange={onPageChange}
      />
    </section>
  );
}
