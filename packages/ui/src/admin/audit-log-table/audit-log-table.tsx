import {
  auditActionLabels,
  auditChanges,
  type AuditEntry,
  auditSubjectPath,
  auditSubjectText,
} from '@meslektas/domain';
import type { DataTableColumn } from '../../components/table/table.tsx';
import { Link } from '../../lib/link.tsx';
import { AdminQueue, type QueuePageProps, queueFilter } from '../admin-queue/admin-queue.tsx';
import { formatAdminTime } from '../admin-format.ts';

export type AuditLogTableProps = QueuePageProps & {
  entries: readonly AuditEntry[];
  /** The action shown, '' for every action. */
  action: string;
  onActionChange: (action: string) => void;
  actionLabels?: Record<string, string>;
  caption?: string;
  filterLabel?: string;
  allActionsLabel?: string;
  emptyText?: string;
  /** 'Hesap #41' */
  subjectText?: (entry: AuditEntry) => string;
  /** The console page of a line's record (null: shown without a link). */
  subjectPath?: (entry: AuditEntry) => string | null;
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
  actionLabels = auditActionLabels,
  caption = 'Denetim kaydı',
  filterLabel = 'İşlem',
  allActionsLabel = 'Tüm işlemler',
  emptyText = 'Kayıt yok.',
  subjectText = auditSubjectText,
  subjectPath = (e) => auditSubjectPath(e.subject_type),
  ...list
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
          <Link href={path} className="text-brand-700 underline underline-offset-2">
            {subjectText(e)}
          </Link>
        ) : (
          subjectText(e)
        );
      },
    },
    { id: 'change', header: 'Önce → Sonra', cell: (e) => <Change entry={e} /> },
    { id: 'reason', header: 'Gerekçe', cell: (e) => e.reason ?? '—' },
  ];
  return (
    <AdminQueue
      {...list}
      slot="audit-log-table"
      filters={[
        queueFilter({
          label: filterLabel,
          value: action,
          values: ['', ...Object.keys(actionLabels)],
          labels: { '': allActionsLabel, ...actionLabels },
          onChange: onActionChange,
          className: 'md:w-72',
        }),
      ]}
      caption={caption}
      columns={columns}
      rows={entries}
      rowKey={(e) => e.id}
      rowProps={(e) => ({ 'data-audit-id': e.id })}
      emptyText={emptyText}
    />
  );
}
