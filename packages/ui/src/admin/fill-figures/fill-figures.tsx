import { type FallbackKind, type FillFigures, fallbackLabels } from '@meslektas/domain';
import * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { formatAdminDay } from '../admin-format.ts';

export const fillFiguresLabels = {
  title: 'Görevler karşılık buluyor mu?',
  fillRate: 'Başvuru alan görevler',
  assignedRate: 'Atanan görevler',
  medianFirst: 'İlk başvuruya ortanca süre',
  noMedian: 'Henüz başvuru yok',
  chartTitle: 'Başvuru gelmeyen görevler için seçilenler',
  used: 'Kullanıldı',
  worked: 'İşe yaradı',
  workedHint: 'İşe yaradı: seçimden sonra göreve başvuru geldi.',
  choice: 'Seçim',
  workedShare: 'Başarı',
  byCourthouse: 'Adliyelere göre',
  byDay: 'Günlere göre',
  courthouse: 'Adliye',
  day: 'Gün',
  tasks: 'Görev',
  fallbacksUsed: 'Seçim / işe yarayan',
  chartSummary: (rows: { label: string; used: number; worked: number }[]) =>
    rows.map((r) => `${r.label}: ${r.used} kez, ${r.worked} kez işe yaradı`).join('; ') + '.',
};

const percent = (share: number) => `%${Math.round(share * 100)}`;

/** Seconds as '4 dk 10 sn' (or '1 sa 5 dk'). */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} sn`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} dk ${seconds % 60} sn` : `${minutes} dk`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} sa ${minutes % 60} dk` : `${hours} sa`;
}

export type FillFiguresPanelProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  fill: FillFigures;
  labels?: Partial<typeof fillFiguresLabels>;
};

const WIDTH = 480;
const ROW = 44;
const LEFT = 150;
const RIGHT = 40;

/** A figures table: a header row, then one row per entry, its first cell the row's header. */
function FiguresTable({
  caption,
  captionClassName,
  columns,
  rows,
}: {
  caption: string;
  captionClassName: string;
  columns: string[];
  rows: { key: string; head: React.ReactNode; cells: React.ReactNode[] }[];
}) {
  return (
    <table className="w-full text-sm">
      <caption className={captionClassName}>{caption}</caption>
      <thead>
        <tr className="border-b border-line text-left text-xs text-muted">
          {columns.map((c, i) => (
            <th key={c} scope="col" className={cn('px-2 py-1', i > 0 && 'text-right')}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className="border-b border-line">
            <th scope="row" className="px-2 py-1 text-left font-normal">
              {r.head}
            </th>
            {r.cells.map((cell, i) => (
              <td key={i} className="px-2 py-1 text-right tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The operator's view of how tasks find their lawyers: the fill and assigned rates and the median
 * time to the first applicant, each fallback's use and success as a bar chart (an image with a text
 * summary) with the same figures in a table beside it, and the figures by courthouse and by day.
 */
export function FillFiguresPanel({ fill, labels, className, ...props }: FillFiguresPanelProps) {
  const l = { ...fillFiguresLabels, ...labels };
  const id = React.useId();
  const uses = fill.totals.fallbacks.map((f) => ({ ...f, label: fallbackLabels[f.kind as FallbackKind] }));
  const max = Math.max(1, ...uses.map((u) => u.used));
  const scale = (n: number) => ((WIDTH - LEFT - RIGHT) * n) / max;
  const height = uses.length * ROW + 8;
  const fallbackCell = (g: FillFigures['totals']) => {
    const used = g.fallbacks.reduce((n, f) => n + f.used, 0);
    const worked = g.fallbacks.reduce((n, f) => n + f.worked, 0);
    return `${used} / ${worked}`;
  };
  const median = (s: number | null) => (s === null ? '—' : formatDuration(s));

  return (
    <section
      data-slot="fill-figures"
      aria-labelledby={`${id}-title`}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {l.title}
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {[
          [l.fillRate, percent(fill.totals.fill_rate), `${fill.totals.answered} / ${fill.totals.tasks}`],
          [
            l.assignedRate,
            percent(fill.totals.assigned_rate),
            `${fill.totals.assigned} / ${fill.totals.tasks}`,
          ],
          [
            l.medianFirst,
            fill.totals.median_first_seconds === null
              ? l.noMedian
              : formatDuration(fill.totals.median_first_seconds),
            null,
          ],
        ].map(([term, value, detail]) => (
          <div key={term} className="rounded-[var(--radius-control)] border border-line p-3">
            <dt className="text-xs text-muted">{term}</dt>
            <dd className="text-xl font-semibold tabular-nums">
              {value}
              {detail ? <span className="ml-2 text-xs font-normal text-muted">{detail}</span> : null}
            </dd>
          </div>
        ))}
      </dl>

      <div className="grid gap-4 lg:grid-cols-2">
        <figure className="flex flex-col gap-2">
          <figcaption id={`${id}-chart`} className="text-sm font-semibold">
            {l.chartTitle}
          </figcaption>
          <ul aria-hidden className="flex gap-4 text-xs text-muted">
            <li className="flex items-center gap-1.5">
              <span className="inline-block size-3 rounded-sm bg-brand-600" />
              {l.used}
            </li>
            <li className="flex items-center gap-1.5">
              <span className="inline-block size-3 rounded-sm bg-success" />
              {l.worked}
            </li>
          </ul>
          <svg
            viewBox={`0 0 ${WIDTH} ${height}`}
            role="img"
            aria-labelledby={`${id}-chart ${id}-chart-desc`}
            className="h-auto w-full"
          >
            <desc id={`${id}-chart-desc`}>{l.chartSummary(uses)}</desc>
            {uses.map((u, i) => (
              <g key={u.kind} data-kind={u.kind}>
                <text x={LEFT - 8} y={i * ROW + 24} textAnchor="end" className="fill-current text-[12px]">
                  {u.label}
                </text>
                <rect x={LEFT} y={i * ROW + 6} width={scale(u.used)} height={14} className="fill-brand-600" />
                <rect
                  x={LEFT}
                  y={i * ROW + 22}
                  width={scale(u.worked)}
                  height={14}
                  className="fill-success"
                />
                <text x={LEFT + scale(u.used) + 4} y={i * ROW + 17} className="fill-current text-[11px]">
                  {u.used}
                </text>
                <text x={LEFT + scale(u.worked) + 4} y={i * ROW + 33} className="fill-current text-[11px]">
                  {u.worked}
                </text>
              </g>
            ))}
          </svg>
          <p className="text-xs text-muted">{l.workedHint}</p>
        </figure>
        <div className="overflow-x-auto">
          <FiguresTable
            caption={l.chartTitle}
            captionClassName="text-left text-sm font-semibold"
            columns={[l.choice, l.used, l.worked, l.workedShare]}
            rows={uses.map((u) => ({
              key: u.kind,
              head: u.label,
              cells: [u.used, u.worked, u.used === 0 ? '—' : percent(u.worked / u.used)],
            }))}
          />
        </div>
      </div>

      {(
        [
          [
            l.byCourthouse,
            l.courthouse,
            fill.by_courthouse.map((c) => ({ key: String(c.adliye_id), name: c.adliye_name, g: c })),
          ],
          [l.byDay, l.day, fill.by_day.map((d) => ({ key: d.day, name: formatAdminDay(d.day), g: d }))],
        ] as const
      ).map(([caption, first, rows]) => (
        <details key={caption} data-slot="fill-table" open={caption === l.byCourthouse}>
          <summary className="cursor-pointer text-sm text-brand-700">{caption}</summary>
          <div className="mt-2 overflow-x-auto">
            <FiguresTable
              caption={caption}
              captionClassName="sr-only"
              columns={[first, l.tasks, l.fillRate, l.assignedRate, l.medianFirst, l.fallbacksUsed]}
              rows={rows.map((r) => ({
                key: r.key,
                head: r.name,
                cells: [
                  r.g.tasks,
                  percent(r.g.fill_rate),
                  percent(r.g.assigned_rate),
                  median(r.g.median_first_seconds),
                  fallbackCell(r.g),
                ],
              }))}
            />
          </div>
        </details>
      ))}
    </section>
  );
}
