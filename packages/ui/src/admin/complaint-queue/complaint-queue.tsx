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
import { Badge, type BadgeTone } from '../../components/badge/badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import { Select } from '../../components/select/select.tsx';
import type { DataTableColumn } from '../../components/table/table.tsx';
import { cn } from '../../lib/cn.ts';
import { AdminPagedTable } from '../admin-pager/admin-pager.tsx';
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
  return <Badge tone={statusTones[complaint.status]}>{labels[complaint.status]}</Badge>;
}

export type ComplaintQueueProps = {
  complaints: readonly AdminComplaint[];
  filter: AdminComplaintFilter;
  onFilterChange: (filter: AdminComplaintFilter) => void;
  category: AdminComplaintCategoryFilter;
  onCategoryChange: (category: AdminComplaintCategoryFilter) => void;
  page: number;
  lastPage: number;
  total: number;
  onPageChange: (page: number) => void;
  onOpen: (complaint: AdminComplaint) => void;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  filterLabels?: Record<AdminComplaintFilter, string>;
  categoryLabels?: Record<AdminComplaintCategoryFilter, string>;
  labels?: Partial<typeof complaintQueueLabels>;
  className?: string;
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
  page,
  lastPage,
  total,
  onPageChange,
  onOpen,
  loading,
  error,
  onRetry,
  filterLabels = complaintFilterLabels,
  categoryLabels = complaintCategoryFilterLabels,
  labels,
  className,
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
    <section
      data-slot="complaint-queue"
      aria-label={l.caption}
      className={cn('flex flex-col gap-4', className)}
    >
      <div className="flex flex-col gap-3 md:flex-row">
        <Field label={l.filter} className="md:w-56">
          <Select
            value={filter}
            onChange={(e) => onFilterChange(e.target.value as AdminComplaintFilter)}
            options={adminComplaintFilters.map((value) => ({ value, label: filterLabels[value] }))}
          />
        </Field>
        <Field label={l.category} className="md:w-56">
          <Select
            value={category}
            onChange={(e) => onCategoryChange(e.target.value as AdminComplaintCategoryFilter)}
            options={adminComplaintCategoryFilters.map((value) => ({ value, label: categoryLabels[value] }))}
          />
        </Field>
      </div>
      <AdminPagedTable
        caption={l.caption}
        columns={columns}
        rows={complaints}
        rowKey={(c) => c.id}
        rowProps={(c) => ({ 'data-complaint-id': c.id })}
        cardTitle={(c) => `${l.openFor(c.id)} · ${c.title}`}
        actions={(c) => (
          <Button
            size="sm"
            variant="outline"
            onClick={() => onOpen(c)}
            aria-label={`${l.openLabel}: ${l.openFor(c.id)}`}
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
