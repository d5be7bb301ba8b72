import { type AdminDispute, type AdminDisputeFilter, adminDisputeFilters } from '@meslektas/domain';
import { Badge } from '../../components/badge/badge.tsx';
import type { DataTableColumn } from '../../components/table/table.tsx';
import {
  AdminQueue,
  type FilteredQueueProps,
  QueueStatusBadge,
  queueFilter,
} from '../admin-queue/admin-queue.tsx';
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
  return (
    <QueueStatusBadge
      status={dispute.status}
      badges={{
        open: { text: labels.open, tone: 'warning' },
        resolved: { text: labels.resolved, tone: 'success' },
      }}
    />
  );
}

export type DisputeQueueProps = FilteredQueueProps<AdminDisputeFilter, typeof disputeQueueLabels> & {
  disputes: readonly AdminDispute[];
  onOpen: (dispute: AdminDispute) => void;
};

/**
 * The dispute desk's list: open disputes (oldest first, as the server sorts them) with the two
 * parties, who opened it and how many messages wait for moderation; a row opens the dispute.
 */
export function DisputeQueue({
  disputes,
  filter,
  onFilterChange,
  onOpen,
  filterLabels = disputeFilterLabels,
  labels,
  ...list
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
    <AdminQueue
      {...list}
      slot="dispute-queue"
      filters={[
        queueFilter({
          label: l.filter,
          value: filter,
          values: adminDisputeFilters,
          labels: filterLabels,
          onChange: onFilterChange,
          className: 'md:w-64',
        }),
      ]}
      caption={l.caption}
      columns={columns}
      rows={disputes}
      rowKey={(d) => d.id}
      rowProps={(d) => ({ 'data-dispute-id': d.id })}
      cardTitle={(d) => `${l.openFor(d.id)} · ${l.task} #${d.mission_id}`}
      open={{ label: l.openLabel, name: (d) => l.openFor(d.id), onOpen }}
      emptyText={l.empty}
    />
  );
}
