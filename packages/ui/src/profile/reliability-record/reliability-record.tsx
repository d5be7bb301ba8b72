import { type ReliabilityRecord as Record, formatApplyMinutes, formatDottedDate } from '@meslektas/domain';
import { ShieldCheck } from 'lucide-react';
import * as React from 'react';
import { Badge } from '../../components/badge/badge.tsx';
import { cn } from '../../lib/cn.ts';
import { TermList } from '../../task/term-list/term-list.tsx';

export const reliabilityRecordLabels = {
  title: 'Güvenilirlik Kaydı',
  newMember: 'Yeni üye',
  newMemberNote: 'Yeterli görev geçmişi olmadığı için rakamlar henüz gösterilmiyor.',
  memberSince: 'Üyelik tarihi',
  completed: 'Tamamlanan görev',
  reportsOnTime: 'Zamanında rapor',
  reportsOnTimeValue: (percent: number, counted: number) => `%${percent} (${counted} rapordan)`,
  noReports: 'Henüz rapor yok',
  lateCancels: 'Geç iptal talebi',
  disputesLost: 'Aleyhine sonuçlanan uyuşmazlık',
  medianApply: 'Ortanca başvuru süresi',
  noApplications: 'Henüz başvuru yok',
  hintsTitle: 'Kaydınızı iyileştirmek için',
  allGood: 'Kaydınız çok iyi görünüyor; böyle devam edin.',
};

export type ReliabilityRecordProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  record: Record;
  /** The heading's level where it is placed (2 on a profile, 3 inside a modal). */
  headingLevel?: 2 | 3;
  labels?: Partial<typeof reliabilityRecordLabels>;
};

/**
 * A lawyer's reliability record beside his rating: tasks completed, reports on time, late cancel
 * requests, disputes decided against him, the median time to apply and since when he is a member.
 * With too little history it says 'Yeni üye' instead of figures; the lawyer himself also reads what
 * would improve it (the server sends the hints to him only).
 */
export function ReliabilityRecord({
  record,
  headingLevel = 2,
  labels,
  className,
  ...props
}: ReliabilityRecordProps) {
  const l = { ...reliabilityRecordLabels, ...labels };
  const titleId = `${React.useId()}-title`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const f = record.figures;
  const since = [l.memberSince, formatDottedDate(record.member_since)] as const;
  return (
    <section
      data-slot="reliability-record"
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-3 rounded-[var(--radius-card)] border border-line p-4', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-2">
        <ShieldCheck aria-hidden className="size-5 text-brand-600" />
        <Heading id={titleId} className="font-semibold text-brand-700">
          {l.title}
        </Heading>
        {record.new_member ? <Badge tone="info">{l.newMember}</Badge> : null}
      </div>
      {f === null ? (
        <>
          <p className="text-sm text-muted">{l.newMemberNote}</p>
          <TermList rows={[since]} className="grid-cols-[auto_1fr] text-sm" />
        </>
      ) : (
        <TermList
          data-slot="reliability-figures"
          className="grid-cols-[minmax(0,1fr)_auto] text-sm"
          valueClassName="text-right font-semibold tabular-nums text-ink"
          rows={[
            [l.completed, f.completed],
            [
              l.reportsOnTime,
              f.reports_on_time_percent === null
                ? l.noReports
                : l.reportsOnTimeValue(f.reports_on_time_percent, f.reports_counted),
            ],
            [l.lateCancels, f.late_cancels],
            [l.disputesLost, f.disputes_lost],
            [
              l.medianApply,
              f.median_apply_minutes === null ? l.noApplications : formatApplyMinutes(f.median_apply_minutes),
            ],
            since,
          ]}
        />
      )}
      {record.hints === null ? null : record.hints.length === 0 ? (
        <p data-slot="reliability-hints" className="text-sm text-ink">
          {l.allGood}
        </p>
      ) : (
        <div data-slot="reliability-hints" className="rounded-[var(--radius-card)] bg-warning-50 p-3 text-sm">
          <p className="font-semibold text-ink">{l.hintsTitle}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-ink">
            {record.hints.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
