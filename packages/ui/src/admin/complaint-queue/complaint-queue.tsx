import {
  type AdminComplaint,
  type AdminComplaintCategoryFilter,
  type AdminComplaintFilter,
  type ComplaintStatus,
  adminComplaintCategoryFilters,
  adminComplaintFilters,
  complaintCategoryLabels,
  complaintStatusLabels,
} from '@meslektas/domain';
import type { BadgeTone } from '../../components/badge/badge.tsx';
import type { DataTableColumn } from '../../components/table/table.tsx';
import {
  AdminQueue,
  type FilteredQueueProps,
  QueueStatusBadge,
  queueFilter,
} from '../admin-queue/admin-queue.tsx';
import { formatAdminTime } from '../admin-format.ts';

export const complaintFilterLabels: Record<AdminComplaintFilter, string> = {
  open: 'Yeni gelenler',
  read: 'Okunanlar',
  closed: 'Kapatılanlar',
  all: 'Tümü',
};

export const complaintCategoryFilterLabels: Record<AdminComplaintCategoryFilter, string> = {
  ...complaintCategoryLabels,
  all: 'Bütün konular',
};

export const complaintQueueLabels = {
  caption: 'Şikayet ve öneriler',
  filter: 'Durum',
  category: 'Konu',
  number: 'No',
  lawyer: 'Avukat',
  title: 'Başlık',
  sent: 'Gönderim',
  images: 'Resim',
  status: 'Durum',
  statuses: complaintStatusLabels,
  openLabel: 'İncele',
  empty: 'Bu süzgece uyan kayıt yok.',
  /** The accessible name of a row's button: 'İncele: Kayıt #17'. */
  openFor: (id: number) => `Kayıt #${id}`,
};

const statusTones: Record<ComplaintStatus, BadgeTone> = {
  open: 'warning',
  read: 'info',
  closed: 'secondary',
};

/** A complaint's state in one badge: new, read or closed. */
export function ComplaintStatusBadge({
  complaint,
  labels = complaintStatusLabels,
}: {
  complaint: Pick<AdminComplaint, 'status'>;
  labels?: Record<ComplaintStatus, string>;
}) {
  const badges = {
    open: { text: labels.open, tone: statusTones.open },
    read: { text: labels.read, tone: statusTones.read },
    closed: { text: labels.closed, tone: statusTones.closed },
  };
  return <QueueStatusBadge status={complaint.status} badges={badges} />;
}

export type ComplaintQueueProps = FilteredQueueProps<AdminComplaintFilter, typeof complaintQueueLabels> & {
  complaints: readonly AdminComplaint[];
  category: AdminComplaintCategoryFilter;
  onCategoryChange: (category: AdminComplaintCategoryFilter) => void;
  onOpen: (complaint: AdminComplaint) => void;
  categoryLabels?: Record<AdminComplaintCategoryFilter, string>;
};

/**
 * Suggestions, bug reports and complaints sent from the lawyers' form: new ones first in the
 * order they came, by status and subject; a row opens the record with its screenshots.
 */
export function ComplaintQueue({
  complaints,
  filter,
  onFilterChange,
  category,
  onCategoryChange,
  onOpen,
  filterLabels = complaintFilterLabels,
  categoryLabels = complaintCategoryFilterLabels,
  labels,
  ...list
}: ComplaintQueueProps) {
  const l = { ...complaintQueueLabels, ...labels };
  const columns: DataTableColumn<AdminComplaint>[] = [
    {
      id: 'number',
      header: l.number,
      cell: (c) => <span className="font-medium">#{c.id}</span>,
      hideOnCard: true,
    },
    { id: 'category', header: l.category, cell: (c) => categoryLabels[c.category] },
    { id: 'title', header: l.title, cell: (c) => <span className="break-words">{c.title}</span> },
    { id: 'lawyer', header: l.lawyer, cell: (c) => c.user_name },
    { id: 'sent', header: l.sent, cell: (c) => formatAdminTime(c.created_at) },
    { id: 'images', header: l.images, cell: (c) => c.image_count },
    {
      id: 'status',
      header: l.status,
      cell: (c) => <ComplaintStatusBadge complaint={c} labels={l.statuses} />,
    },
  ];
  return (
    <AdminQueue
      {...list}
      slot="complaint-queue"
      filters={[
        queueFilter({
          label: l.filter,
          value: filter,
          values: adminComplaintFilters,
          labels: filterLabels,
          onChange: onFilterChange,
        }),
        queueFilter({
          label: l.category,
          value: category,
          values: adminComplaintCategoryFilters,
          labels: categoryLabels,
          onChange: onCategoryChange,
        }),
      ]}
      caption={l.caption}
      columns={columns}
      rows={complaints}
      rowKey={(c) => c.id}
      rowProps={(c) => ({ 'data-complaint-id': c.id })}
      cardTitle={(c) => `${l.openFor(c.id)} · ${c.title}`}
      open={{ label: l.openLabel, name: (c) => l.openFor(c.id), onOpen }}
      emptyText={l.empty}
    />
  );
}
