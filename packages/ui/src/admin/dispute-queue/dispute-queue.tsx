import { type AdminDispute, type AdminDisputeFilter, adminDisputeFilters } from '@meslektas/domain';
import { Badge } from '../../components/badge/badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import { Select } from '../../components/select/select.tsx';
import type { DataTableColumn } from '../../components/table/table.tsx';
import { cn } from '../../lib/cn.ts';
import { AdminPagedTable } from '../admin-pager/admin-pager.tsx';
import { formatAdminTime } from '../admin-format.ts';

export const disputeFilterLabels: Record<AdminDisputeFilter, string> = {
  open: 'Açık uyuşmazlıklar',
  resolved: 'Sonuçlananlar',
  all: 'Tümü',
};

export const disputeQueueLabels = {
  caption: 'Uyuşmazlıklar',
  filter: 'Uyuşmazlık durumu',
  number: 'No',
  task: 'Görev',
  owner: 'Görev sahibi',
  assignee: 'Görevi alan',
  opener: 'Açan',
  opened: 'Açılış',
  pending: 'Bekleyen mesaj',
  status: 'Durum',
  open: 'Açık',
  resolved: 'Sonuçlandı',
  openLabel: 'İncele',
  empty: 'Bu süzgece uyan uyuşmazlık yok.',
  /** The accessible name of a row's button: 'İncele: Uyuşmazlık #3'. */
  openFor: (id: number) => `Uyuşmazlık #${id}`,
};

/** A dispute's state in one badge: still open, or resolved. */
export function AdminDisputeStatusBadge({
  dispute,
  labels = disputeQueueLabels,
}: {
  dispute: Pick<AdminDispute, 'status'>;
  labels?: Pick<typeof disputeQueueLabels, 'open' | 'resolved'>;
}) {
  return dispute.status === 'open' ? (
    <Badge tone="warning">{labels.open}</Badge>
  ) : (
    <Badge tone="success">{labels.resolved}</Badge>
  );
}

export type DisputeQueueProps = {
  disputes: readonly AdminDispute[];
  filter: AdminDisputeFilter;
  onFilterChange: (filter: AdminDisputeFilter) => void;
  page: number;
  lastPage: number;
  total: number;
  onPageChange: (page: number) => void;
  onOpen: (dispute: AdminDispute) => void;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  filterLabels?: Record<AdminDisputeFilter, string>;
  labels?: Partial<typeof disputeQueueLabels>;
  className?: string;
};

/**
 * The dispute desk's list: open disputes (oldest first, as the server sorts them) with the two
 * parties, who opened it and how many messages wait for moderation; a row opens the dispute.
 */
export function DisputeQueue({
  disputes,
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
  filterLabels = disputeFilterLabels,
  labels,
  className,
}: DisputeQueueProps) {
  const l = { ...disputeQueueLabels, ...labels };
  const columns: DataTableColumn<AdminDispute>[] = [
    {
      id: 'number',
      header: l.number,
      cell: (d) => <span className="font-medium">#{d.id}</span>,
      hideOnCard: true,
    },
    { id: 'task', header: l.task, cell: (d) => `#${d.mission_id}`, hideOnCard: true },
    { id: 'owner', header: l.owner, cell: (d) => d.owner_name },
    { id: 'assignee', header: l.assignee, cell: (d) => d.assignee_name },
    { id: 'opener', header: l.opener, cell: (d) => d.opener_name },
    { id: 'opened', header: l.opened, cell: (d) => formatAdminTime(d.created_at) },
    {
      id: 'pending',
      header: l.pending,
      cell: (d) =>
        d.pending_messages > 0 ? <Badge tone="warning">{d.pending_messages}</Badge> : d.pending_messages,
    },
    { id: 'status', header: l.status, cell: (d) => <AdminDisputeStatusBadge dispute={d} labels={l} /> },
  ];
  return (
    <section
      data-slot="dispute-queue"
      aria-label={l.caption}
      className={cn('flex flex-col gap-4', className)}
    >
      <Field label={l.filter} className="md:w-64">
        <Select
          value={filter}
          onChange={(e) => onFilterChange(e.target.value as AdminDisputeFilter)}
          options={adminDisputeFilters.map((value) => ({
            value,
            label: filterLabels[value],
          }))}
        />
      </Field>
      <AdminPagedTable
        caption={l.caption}
        columns={columns}
        rows={disputes}
        rowKey={(d) => d.id}
        rowProps={(d) => ({ 'data-dispute-id': d.id })}
        cardTitle={(d) => `${l.openFor(d.id)} · ${l.task} #${d.mission_id}`}
        actions={(d) => (
          <Button
            size="sm"
            variant="outline"
            onClick={() => onOpen(d)}
            aria-label={`${l.openLabel}: ${l.openFor(d.id)}`}
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
