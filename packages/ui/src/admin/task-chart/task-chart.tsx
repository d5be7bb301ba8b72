import type { AdminDayStats } from '@meslektas/domain';
import * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { formatAdminDay } from '../admin-format.ts';

type Series = 'created' | 'assigned' | 'completed' | 'cancelled';

export const taskChartSeries: { key: Series; label: string; className: string }[] = [
  { key: 'created', label: 'Oluşturulan', className: 'fill-brand-600 bg-brand-600' },
  { key: 'assigned', label: 'Atanan', className: 'fill-info bg-info' },
  { key: 'completed', label: 'Tamamlanan', className: 'fill-success bg-success' },
  { key: 'cancelled', label: 'İptal edilen', className: 'fill-danger bg-danger' },
];

export type TaskChartProps = Omit<React.ComponentProps<'figure'>, 'children' | 'title'> & {
  days: readonly AdminDayStats[];
  title?: string;
  unansweredLabel?: string;
  dayLabel?: string;
  tableToggleLabel?: string;
  /** The chart's text alternative: totals over the days shown. */
  summary?: (totals: Record<Series, number>, days: number) => string;
};

const WIDTH = 720;
const HEIGHT = 260;
const PAD = { top: 16, right: 44, bottom: 28, left: 36 };
const percent = (share: number) => `%${Math.round(share * 100)}`;

/**
 * Tasks per day as grouped bars (created, assigned, completed, cancelled) with the share of new
 * tasks nobody applied to as a line on the right axis. The SVG is one image with a text summary;
 * the same figures are in a table below it for screen readers and for reading exact values.
 */
export function TaskChart({
  days,
  title = 'Son 14 günün görevleri',
  unansweredLabel = 'Başvurusuz görev oranı',
  dayLabel = 'Gün',
  tableToggleLabel = 'Tablo olarak göster',
  summary = (t, n) =>
    `Son ${n} günde ${t.created} görev oluşturuldu, ${t.assigned} atandı, ${t.completed} tamamlandı, ${t.cancelled} iptal edildi.`,
  className,
  ...props
}: TaskChartProps) {
  const id = React.useId();
  const totals = Object.fromEntries(
    taskChartSeries.map(({ key }) => [key, days.reduce((n, d) => n + d[key], 0)]),
  ) as Record<Series, number>;
  const max = Math.max(1, ...days.flatMap((d) => taskChartSeries.map(({ key }) => d[key])));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(1, days.length);
  const bar = Math.max(2, (slot - 6) / taskChartSeries.length);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const yShare = (s: number) => PAD.top + innerH - s * innerH;
  const ticks = [0, Math.round(max / 2), max];
  const line = days
    .map((d, i) => `${PAD.left + slot * i + slot / 2},${yShare(d.unanswered_share)}`)
    .join(' ');

  return (
    <figure data-slot="task-chart" className={cn('flex flex-col gap-3', className)} {...props}>
      <figcaption id={`${id}-title`} className="text-base font-semibold">
        {title}
      </figcaption>
      <ul
        data-slot="task-chart-legend"
        className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted"
        aria-hidden
      >
        {taskChartSeries.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span className={cn('inline-block size-3 rounded-sm', s.className)} />
            {s.label}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 bg-warning" />
          {unansweredLabel}
        </li>
      </ul>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full"
      >
        <desc id={`${id}-desc`}>{summary(totals, days.length)}</desc>
        {ticks.map((t) => (
          <g key={`t${t}`} className="text-muted">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} className="stroke-line" />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" className="fill-current text-[11px]">
              {t}
            </text>
          </g>
        ))}
        {[0, 0.5, 1].map((s) => (
          <text
            key={`s${s}`}
            x={WIDTH - PAD.right + 6}
            y={yShare(s) + 4}
            className="fill-warning text-[11px]"
          >
            {percent(s)}
          </text>
        ))}
        {days.map((d, i) => (
          <g key={d.day} data-day={d.day}>
            {taskChartSeries.map((s, j) => (
              <rect
                key={s.key}
                x={PAD.left + slot * i + 3 + bar * j}
                y={y(d[s.key])}
                width={bar - 1}
                height={PAD.top + innerH - y(d[s.key])}
                className={s.className}
              />
            ))}
            {i % 2 === 0 || days.length <= 7 ? (
              <text
                x={PAD.left + slot * i + slot / 2}
                y={HEIGHT - 8}
                textAnchor="middle"
                className="fill-current text-[11px] text-muted"
              >
                {formatAdminDay(d.day)}
              </text>
            ) : null}
          </g>
        ))}
        {days.length > 0 ? (
          <polyline points={line} fill="none" strokeWidth={2} className="stroke-warning" />
        ) : null}
      </svg>
      <details data-slot="task-chart-table">
        <summary className="cursor-pointer text-sm text-brand-700">{tableToggleLabel}</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-line text-left text-xs text-muted">
                <th scope="col" className="px-2 py-1">
                  {dayLabel}
                </th>
                {taskChartSeries.map((s) => (
                  <th key={s.key} scope="col" className="px-2 py-1 text-right">
                    {s.label}
                  </th>
                ))}
                <th scope="col" className="px-2 py-1 text-right">
                  {unansweredLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day} className="border-b border-line">
                  <th scope="row" className="px-2 py-1 text-left font-normal">
                    {formatAdminDay(d.day)}
                  </th>
                  {taskChartSeries.map((s) => (
                    <td key={s.key} className="px-2 py-1 text-right tabular-nums">
                      {d[s.key]}
                    </td>
                  ))}
                  <td className="px-2 py-1 text-right tabular-nums">{percent(d.unanswered_share)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
