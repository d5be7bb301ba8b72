import { auditActionLabels, type AuditEntry } from '@meslektas/domain';
import type * as React from 'react';
import { Field } from '../../components/field/field.tsx';
import { Select } from '../../components/select/select.tsx';
import type { DataTableColumn } from '../../components/table/table.tsx';
import { cn } from '../../lib/cn.ts';
import { AdminPagedTable } from '../admin-pager/admin-pager.tsx';
import { formatAdminTime } from '../admin-format.ts';

export type AuditLogTableProps = {
  entries: readonly AuditEntry[];
  /** The action shown, '' for every action. */
  action: string;
  onActionChange: (action: string) => void;
  page: number;
  lastPage: number;
  total: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  actionLabels?: Record<string, string>;
  caption?: string;
  filterLabel?: string;
  allActionsLabel?: string;
  emptyText?: string;
  /** 'Hesap #41' */
  subjectText?: (entry: AuditEntry) => string;
  className?: string;
};

const subjectNames: Record<string, string> = { user: 'Hesap' };

function Change({ entry }: { entry: AuditEntry }) {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (keys.length === 0) return <>—</>;
  const show = (v: unknown) =>
    v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v);
  return (
    <ul className="flex flex-col gap-0.5 text-xs">
      {keys.map((k) => (
        <li key={k}>
          <code className="font-mono">{k}</code>: {show(entry.before?.[k])} → {show(entry.after?.[k])}
        </li>
      ))}
    </ul>
  );
}

/** The audit log: who did what to which record, the fields before and after, and when. */
export function AuditLogTable({
  entries,
  action,
  onActionChange,
  page,
  lastPage,
  total,
  onPageChange,
  loading,
  error,
  onRetry,
  actionLabels = auditActionLabels,
  caption = 'Denetim kaydı',
  filterLabel = 'İşlem',
  allActionsLabel = 'Tüm işlemler',
  emptyText = 'Kayıt yok.',
  subjectText = (e) => `${subjectNames[e.subject_type] ?? e.subject_type} #${e.subject_id}`,
  className,
}: AuditLogTableProps) {
  const columns: DataTableColumn<AuditEntry>[] = [
    {
      id: 'when',
      header: 'Zaman',
      cell: (e) => <time dateTime={e.created_at}>{formatAdminTime(e.created_at)}</time>,
    },
    { id: 'operator', header: 'Operatör', cell: (e) => e.operator_name },
    { id: 'action', header: 'İşlem', cell: (e) => actionLabels[e.action] ?? e.action },
    { id: 'subject', header: 'Kayıt', cell: (e) => subjectText(e) },
    { id: 'change', header: 'Önce → Sonra', cell: (e) => <Change entry={e} /> },
    { id: 'reason', header: 'Gerekçe', cell: (e) => e.reason ?? '—' },
  ];
  return (
    <section
      data-slot="audit-log-table"
      aria-label={caption}
      className={cn('flex flex-col gap-4', className)}
    >
      <Field label={filterLabel} className="md:w-72">
        <Select
          value={action}
          onChange={(e: React.ChangeEvent<HTMLSelectElement>) => onActionChange(e.target.value)}
          options={[
            { value: '', label: allActionsLabel },
            ...Object.entries(actionLabels).map(([value, label]) => ({ value, label })),
          ]}
        />
      </Field>
      <AdminPagedTable
        caption={caption}
        columns={columns}
        rows={entries}
        rowKey={(e) => e.id}
        rowProps={(e) => ({ 'data-audit-id': e.id })}
        loading={loading}
        error={error ?? undefined}
        onRetry={onRetry}
        emptyText={emptyText}
        page={page}
        lastPage={lastPage}
        total={total}
        onPageChange={onPageChange}
      />
    </section>
  );
}
