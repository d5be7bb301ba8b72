import type { MissionRow } from '@meslektas/domain';
import type * as React from 'react';
import { StatusBadge } from '../../components/badge/badge.tsx';
import { Card, CardHeader, CardTitle } from '../../components/card/card.tsx';
import { Countdown } from '../../components/countdown/countdown.tsx';
import { PriceTag } from '../../components/price-tag/price-tag.tsx';
import { cn } from '../../lib/cn.ts';
import { Link } from '../../lib/link.tsx';
import { LoadState, type LoadStateFlags, splitLoadState } from '../../lib/load-state.tsx';

/** What a preview row shows; pending and created tasks both carry it. */
export type MissionPreviewItem = Pick<
  MissionRow,
  'missionId' | 'categoryName' | 'adliyeName' | 'missionaddress' | 'missionPrice' | 'status'
> & {
  /** Pending tasks only: the viewer has already applied. */
  applied?: boolean;
};

export type MissionPreviewKind = 'pending' | 'created';

const common = {
  more: 'Tümü',
  loading: 'Yükleniyor...',
  error: 'Görevler yüklenemedi.',
  retry: 'Tekrar Dene',
  timeLeft: 'Kalan süre',
  applied: 'Başvuruldu',
};

/** The defaults of each kind; `labels` overrides any of them. */
export const missionPreviewCardLabels = {
  pending: { ...common, title: 'Bekleyen Görevler', empty: 'Bekleyen görev bulunmuyor.' },
  created: { ...common, title: 'Oluşturduğum Görevler', empty: 'Henüz görev oluşturmadınız.' },
} satisfies Record<MissionPreviewKind, unknown>;

export type MissionPreviewCardProps = Omit<React.ComponentProps<'div'>, 'children'> &
  LoadStateFlags & {
    kind: MissionPreviewKind;
    missions: readonly MissionPreviewItem[];
    /** The whole list ('Tümü'). */
    href: string;
    /**
     * When the list arrived: a status entry that carries `seconds` (the pending list's application
     * window) is shown as one mm:ss countdown from this instant instead of its text.
     */
    fetchedAt?: Date;
    /** A fixed clock for the countdowns (stories). */
    now?: Date;
    /** A countdown ran out: the list should be refreshed. */
    onExpire?: () => void;
    labels?: Partial<(typeof missionPreviewCardLabels)[MissionPreviewKind]>;
  };

/**
 * A row's badges; the pending list's two window boxes (red minutes, orange seconds of the same
 * window) become one countdown, since a preview row has room for mm:ss but not for two boxes.
 */
function statusOf(
  m: MissionPreviewItem,
  countFrom: Date | undefined,
  timeLeft: string,
  now: Date | undefined,
  onExpire: (() => void) | undefined,
): React.ReactNode {
  const timed = m.status.find((s) => s.seconds !== undefined);
  return (
    <>
      {m.status
        .filter((s) => s.seconds === undefined)
        .map((s) => (
          <StatusBadge key={s.text} text={s.text} colorName={s.colorName} />
        ))}
      {timed?.seconds !== undefined && countFrom ? (
        <Countdown
          createdAt={countFrom}
          windowSeconds={timed.seconds}
          now={now}
          label={timeLeft}
          onExpire={onExpire}
          className="py-0.5"
        />
      ) : null}
    </>
  );
}

/** The home page's first rows of the pending or created list, with a link to the whole list. */
export function MissionPreviewCard({
  kind,
  missions,
  href,
  fetchedAt,
  now,
  onExpire,
  labels,
  className,
  ...rest
}: MissionPreviewCardProps) {
  const [load, props] = splitLoadState(rest);
  const l = { ...missionPreviewCardLabels[kind], ...labels };
  const body = (
    <LoadState {...load} labels={l} rows={2} empty={missions.length === 0 && l.empty}>
      <ul className="divide-y divide-line">
        {missions.map((m) => (
          <li
            key={m.missionId}
            data-mission-id={m.missionId}
            className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
          >
            <span className="min-w-0 break-words">
              <span className="font-medium">{m.categoryName}</span> · {m.missionaddress || m.adliyeName}
            </span>
            <span className="flex flex-wrap items-center gap-2">
              {m.applied ? <StatusBadge text={l.applied} colorName="info" /> : null}
              {statusOf(m, fetchedAt ?? now, l.timeLeft, now, onExpire)}
              <PriceTag amount={m.missionPrice} size="sm" />
            </span>
          </li>
        ))}
      </ul>
    </LoadState>
  );
  return (
    <Card
      data-slot="mission-preview-card"
      data-kind={kind}
      role="region"
      aria-label={l.title}
      className={cn(className)}
      {...props}
    >
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle as="h2">{l.title}</CardTitle>
        <Link href={href} className="text-sm font-medium text-brand-700 underline">
          {l.more}
        </Link>
      </CardHeader>
      {body}
    </Card>
  );
}
