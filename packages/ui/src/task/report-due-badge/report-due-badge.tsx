import { formatIstanbulDateTime, reportDueState } from '@meslektas/domain';
import { Clock } from 'lucide-react';
import { Badge } from '../../components/badge/badge.tsx';
import { cn } from '../../lib/cn.ts';

export const reportDueBadgeLabels = {
  due: (at: string) => `Rapor son: ${at}`,
  late: 'Rapor gecikti',
  onTime: 'Zamanında yazıldı',
  filedLate: 'Geç yazıldı',
};

export type ReportDueBadgeProps = {
  /** The report's due time (ISO-8601). */
  dueAt: string;
  now: Date;
  /** A filed report: whether it came after its due time. Absent: no report yet. */
  filedLate?: boolean;
  labels?: Partial<typeof reportDueBadgeLabels>;
  className?: string;
};

/**
 * The report's time: before a report, when it is due (or that it is late); after one, whether it
 * came on time.
 */
export function ReportDueBadge({ dueAt, now, filedLate, labels, className }: ReportDueBadgeProps) {
  const l = { ...reportDueBadgeLabels, ...labels };
  if (filedLate !== undefined) {
    return (
      <Badge tone={filedLate ? 'danger' : 'success'} data-slot="report-due-badge" className={cn(className)}>
        {filedLate ? l.filedLate : l.onTime}
      </Badge>
    );
  }
  const late = reportDueState(new Date(dueAt), now).kind === 'late';
  return (
    <Badge tone={late ? 'danger' : 'warning'} data-slot="report-due-badge" className={cn(className)}>
      <Clock aria-hidden />
      {late ? l.late : l.due(formatIstanbulDateTime(dueAt))}
    </Badge>
  );
}
