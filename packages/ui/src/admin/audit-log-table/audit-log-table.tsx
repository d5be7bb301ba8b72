import {
  auditActionLabels,
  auditChanges,
  type AuditEntry,
  auditSubjectPath,
  auditSubjectText,
} from '@meslektas/domain';
import type * as React from 'react';
import { Field } from '../../components/field/field.tsx';
import { Select } from '../../components/select/select.tsx';
import type { DataTableColumn } from '../../components/table/table.tsx';
import { cn } from '../../lib/cn.ts';
import { AnchorLink, type LinkComponent } from '../../layout/nav/link.tsx';
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
  /** The console page of a line's record (null: shown without a link). */
  subjectPath?: (entry: AuditEntry) => string | null;
  LinkComponent?: LinkComponent;
  className?: string;
};

function Change({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry);
  if (changes.length === 0) return <>—</>;
  return (
    <ul className="flex flex-col gap-0.5 text-xs">
      {changes.map((c) => (
        <li key={c.field}>
          <span className="font-medium">{c.label}</span>: {c.before} → {c.after}
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
  subjectText = auditSubjectText,
  subjectPath = (e) => auditSubjectPath(e.subject_type),
  LinkComponent = AnchorLink,
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
    {
      id: 'subject',
      header: 'Kayıt',
      cell: (e) => {
        const path = subjectPath(e);
        return path ? (
          <LinkComponent href={path} className="text-brand-700 underline underline-offset-2">
            {subjectText(e)}
          </LinkComponent>
        ) : (
          subjectText(e)
        );
      },
    },
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
