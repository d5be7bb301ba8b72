import { Alert } from '../../components/alert/alert.tsx';
import { AddressReveal } from '../address-reveal/index.ts';
import {
  type Coordinates,
  type PendingMission,
  distanceKm,
  reachLabel,
  secondsUntilOpen,
  waveCountdownText,
} from '@meslektas/domain';
import { CircleCheck, Hourglass, MapPin, MapPinCheck, Route, TriangleAlert } from 'lucide-react';
import * as React from 'react';
import { Avatar } from '../../components/avatar/avatar.tsx';
import { Badge } from '../../components/badge/badge.tsx';
import { UrgentBadge } from '../../components/urgent-badge/urgent-badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { Card, CardFooter } from '../../components/card/card.tsx';
import { Countdown } from '../../components/countdown/countdown.tsx';
import { DateLabel } from '../../components/date-label/date-label.tsx';
import { DistanceBadge } from '../../components/distance-badge/distance-badge.tsx';
import { PriceTag } from '../../components/price-tag/price-tag.tsx';
import { cn } from '../../lib/cn.ts';

export const pendingMissionCardLabels = {
  urgent: 'Acil',
  showAddress: 'Adresi Göster',
  hideAddress: 'Adresi Gizle',
  category: 'Kategori',
  price: 'Ücret',
  urgentNotice:
    'Acil görevlerde başvurular görev sahibi tarafından anında görülür; atama yapıldığında görev 15 dakika dolmadan kapanabilir.',
  apply: 'Göreve Başvur',
  applied: 'Başvuruldu',
  appliedNotice: 'Bu göreve başvurdunuz; görev sahibinin seçimini bekleyin.',
  priority: 'Adliyedekilere öncelikli',
  priorityNotice: 'Adliyede olduğunuz için bu göreve herkesten önce başvurabilirsiniz.',
  waveNotice: 'Görev önce adliyede bulunan meslektaşlara açıldı.',
  /** The countdown line: '3 dk sonra başvuruya açılacak' (domain's waveCountdownText). */
  waveCountdown: waveCountdownText,
};

/**
 * Seconds until the task opens to this viewer (priority waves), ticking with the clock unless it is
 * fixed; 0 once he may apply. Counted from the list's arrival, or from the first render without it.
 */
function useSecondsUntilOpen(opensIn: number | undefined, from: Date | undefined, now: Date | undefined) {
  const [mounted] = React.useState(() => new Date());
  const [tick, setTick] = React.useState(() => new Date());
  const start = from ?? mounted;
  const left = opensIn === undefined ? 0 : secondsUntilOpen(opensIn, start, now ?? tick);
  const fixed = now !== undefined;
  React.useEffect(() => {
    if (fixed || left === 0) return;
    const id = window.setInterval(() => setTick(new Date()), 1000);
    return () => window.clearInterval(id);
  }, [fixed, left]);
  return left;
}

export type PendingMissionCardProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  mission: PendingMission;
  /** A fixed clock for the date label and the countdowns; without it they follow the real clock. */
  now?: Date;
  /**
   * When the list arrived: the status boxes' `seconds` (left at the server's clock when it answered)
   * count down from this instant. Without it (and without `now`) the boxes count the window from
   * `createdAt` instead, never the server's seconds from `createdAt` (that would subtract the
   * task's age twice).
   */
  fetchedAt?: Date;
  /** The user's position; the distance badge appears only when both sides are known. */
  userLocation?: Coordinates | null;
  onApply: (mission: PendingMission) => void;
  /** A countdown ran out: the list should be refreshed. */
  onExpire?: () => void;
  labels?: Partial<typeof pendingMissionCardLabels>;
};

const boxTones = ['danger', 'warning'] as const;

export function PendingMissionCard({
  mission,
  now,
  fetchedAt,
  userLocation,
  onApply,
  onExpire,
  labels,
  className,
  ...props
}: PendingMissionCardProps) {
  const l = { ...pendingMissionCardLabels, ...labels };
  const km = userLocation ? distanceKm(userLocation, mission) : null;
  const place = mission.missionaddress || mission.adliyeName || '';
  const secondsFrom = fetchedAt ?? now;
  const waitSeconds = useSecondsUntilOpen(mission.opensIn, secondsFrom, now);
  const waveId = React.useId();

  return (
    <Card
      data-slot="pending-mission-card"
      data-urgent={mission.fast || undefined}
      className={cn(mission.fast && 'border-danger', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-2">
        {mission.fast ? <UrgentBadge label={l.urgent} /> : null}
        {mission.applied ? (
          <Badge tone="info">
            <CircleCheck aria-hidden />
            {l.applied}
          </Badge>
        ) : null}
        {mission.reachDistanceM != null ? (
          // Widened to a courthouse he serves: how far the task's courthouse is from it.
          <Badge tone="warning" data-slot="reach-badge">
            <Route aria-hidden />
            {reachLabel(mission.reachDistanceM)}
          </Badge>
        ) : null}
        {mission.priority && !mission.applied ? (
          <Badge tone="success" data-slot="priority-badge" title={l.priorityNotice}>
            <MapPinCheck aria-hidden />
            {l.priority}
          </Badge>
        ) : null}
        <DistanceBadge km={km} />
        <DateLabel date={mission.missionDate} now={now} className="ml-auto text-sm" />
        {mission.missionTime ? <span className="text-sm tabular-nums">{mission.missionTime}</span> : null}
      </div>

      <div className="flex items-start gap-3">
        {/* The owner's own name: initials and the image's text are his, not the role's ('GS'). */}
        <Avatar
          name={mission.ownerName}
          src={mission.userAvatar}
          verificationImage={mission.verification_image}
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {/* The list sits right under the page's h1. */}
          <h2 className="flex items-start gap-1 font-semibold">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span className="break-words">{place}</span>
          </h2>
          <AddressReveal address={mission.address} showLabel={l.showAddress} hideLabel={l.hideAddress} />
        </div>
      </div>

      {/* Category and price side by side: a phone shows the whole card, button included. */}
      <dl className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <div className="flex min-w-0 gap-2">
          <dt className="text-muted">{l.category}</dt>
          <dd className="break-words">{mission.categoryName}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="sr-only">{l.price}</dt>
          <dd>
            <PriceTag amount={mission.missionPrice} size="sm" />
          </dd>
        </div>
      </dl>
      <p className="text-sm break-words">{mission.misssionDetail}</p>

      {mission.status.length > 0 ? (
        <div className="grid grid-cols-2 gap-2">
          {mission.status.slice(0, 2).map((entry, i) => {
            const tone = boxTones[i] ?? 'warning';
            return (
              <div
                key={`${i}-${entry.text}`}
                data-slot="status-box"
                data-tone={tone}
                className={cn(
                  'flex items-center justify-between gap-2 rounded-[var(--radius-control)] border p-2 text-sm font-medium',
                  tone === 'danger'
                    ? 'border-red-200 bg-danger-50 text-danger'
                    : 'border-amber-200 bg-warning-50 text-warning',
                )}
              >
                <span>{entry.text}</span>
                {entry.seconds !== undefined && secondsFrom ? (
                  <Countdown
                    tone={tone}
                    createdAt={secondsFrom}
                    windowSeconds={entry.seconds}
                    part={entry.part}
                    now={now}
                    onExpire={onExpire}
                  />
                ) : (
                  <Countdown
                    tone={tone}
                    createdAt={mission.windowStartedAt ?? mission.createdAt}
                    part={entry.part}
                    now={now}
                    onExpire={onExpire}
                  />
                )}
              </div>
            );
          })}
        </div>
      ) : null}

      {mission.fast ? (
        <Alert
          data-slot="urgent-notice"
          tone="danger"
          icon={<TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />}
          className="p-2 text-xs sm:text-sm"
        >
          {l.urgentNotice}
        </Alert>
      ) : null}

      {mission.priority && !mission.applied ? (
        <p data-slot="priority-notice" className="text-sm text-success">
          {l.priorityNotice}
        </p>
      ) : null}

      <CardFooter className="mt-auto justify-end">
        {mission.applied ? (
          <p data-slot="applied-notice" className="text-sm text-muted">
            {l.appliedNotice}
          </p>
        ) : (
          <>
            {waitSeconds > 0 ? (
              <p
                id={waveId}
                data-slot="wave-countdown"
                className="mr-auto flex items-start gap-1.5 text-sm text-muted"
              >
                <Hourglass aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span>
                  {l.waveNotice}{' '}
                  <strong className="font-semibold text-ink tabular-nums">
                    {l.waveCountdown(waitSeconds)}
                  </strong>
                </span>
              </p>
            ) : null}
            <Button
              onClick={() => onApply(mission)}
              disabled={waitSeconds > 0}
              aria-describedby={waitSeconds > 0 ? waveId : undefined}
            >
              {l.apply}
            </Button>
          </>
        )}
      </CardFooter>
    </Card>
  );
}
