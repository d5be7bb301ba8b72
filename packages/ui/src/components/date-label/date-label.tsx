import { formatDashedDate, formatDottedDate, isToday, toCalendarDay } from '@meslektas/domain';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

export type DateLabelProps = Omit<React.ComponentProps<'time'>, 'children' | 'dateTime'> & {
  /** 'YYYY-MM-DD' (taken as written), an ISO timestamp or a Date (read in Istanbul time). */
  date: string | Date;
  /** Today's date; pass it from the app so stories and tests stay fixed. */
  now?: Date;
  /** 'Bugün' in lists; the task detail uses 'BUGÜN'. */
  todayLabel?: string;
  /** '-' in task lists (DD-MM-YYYY), '.' in comments and the detail (DD.MM.YYYY). */
  separator?: '-' | '.';
};

/** A calendar day as the spec shows it; "today" follows domain's Istanbul-day rule. */
export function DateLabel({
  date,
  now = new Date(),
  todayLabel = 'Bugün',
  separator = '-',
  className,
  ...props
}: DateLabelProps) {
  const today = isToday(date, now);
  const text = separator === '.' ? formatDottedDate(date) : formatDashedDate(date);
  return (
    <time
      data-slot="date-label"
      data-today={today || undefined}
      dateTime={toCalendarDay(date) ?? undefined}
      className={cn('tabular-nums', today && 'font-semibold text-danger', className)}
      {...props}
    >
      {today ? todayLabel : text || String(date)}
    </time>
  );
}
