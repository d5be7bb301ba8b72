import { Alert } from '../../components/alert/alert.tsx';
import { AddressReveal } from '../address-reveal/index.ts';
import {
  type AuthorityDocument,
  type MissionDetail,
  canRate,
  counterpartOf,
  isCompleted,
} from '@meslektas/domain';
import { CircleCheck, FileDown, Lightbulb, MessageCircle, Phone } from 'lucide-react';
import * as React from 'react';
import { Avatar } from '../../components/avatar/avatar.tsx';
import { UrgentBadge } from '../../components/urgent-badge/urgent-badge.tsx';
import { GuaranteeBadge } from '../../guarantee/guarantee-badge/guarantee-badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { Card, CardFooter } from '../../components/card/card.tsx';
import { DateLabel } from '../../components/date-label/date-label.tsx';
import { PriceTag } from '../../components/price-tag/price-tag.tsx';
import { Link } from '../../lib/link.tsx';
import { cn } from '../../lib/cn.ts';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';
import type { RatingValue } from '../rating-form/rating-form.tsx';
import { whatsappHref } from './contact-links.ts';

// The detail's dialogs (and Radix's dialog with them) are fetched once the detail has painted.
const AuthorityDocumentModal = lazyDialog(() =>
  import('../authority-document-modal/authority-document-modal.tsx').then((m) => m.AuthorityDocumentModal),
);
const RatingModal = lazyDialog(() => import('../rating-form/rating-form.tsx').then((m) => m.RatingModal));

export const missionDetailViewLabels = {
  today: 'BUGÜN',
  urgent: 'Acil',
  call: 'Ara',
  whatsapp: 'WhatsApp',
  profile: 'Profile Git',
  authorityDocument: 'Yetki Belgesi',
  authorityPdf: 'Yetki Belgesini İndir (PDF)',
  place: 'Yer',
  time: 'Saat',
  category: 'Kategori',
  price: 'Ücret',
  description: 'Açıklama',
  showAddress: 'Adresi Göster',
  hideAddress: 'Adresi Gizle',
  markCompleted: 'Görevi Tamamlandı Olarak İşaretle',
  completed: 'Görev Tamamlandı',
  rate: 'Puan Ver',
  applications: 'Başvurular',
};

export type MissionDetailViewProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  mission: MissionDetail;
  currentUserId: number;
  now?: Date;
  profileHref?: (userId: number) => string;
  applicationsHref?: string;
  /** The counterpart's authority document, loaded by the container on `onOpenAuthorityDocument`. */
  authorityDocument?: AuthorityDocument | null;
  authorityDocumentLoading?: boolean;
  onOpenAuthorityDocument?: () => void;
  onMarkCompleted?: () => void;
  completing?: boolean;
  onRate?: (value: RatingValue) => void;
  rating?: boolean;
  labels?: Partial<typeof missionDetailViewLabels>;
};

export function MissionDetailView({
  mission,
  currentUserId,
  now,
  profileHref,
  applicationsHref,
  authorityDocument = null,
  authorityDocumentLoading = false,
  onOpenAuthorityDocument,
  onMarkCompleted,
  completing = false,
  onRate,
  rating = false,
  labels,
  className,
  ...props
}: MissionDetailViewProps) {
  const l = { ...missionDetailViewLabels, ...labels };
  const [documentOpen, setDocumentOpen] = React.useState(false);
  const [ratingOpen, setRatingOpen] = React.useState(false);
  const counterpart = counterpartOf(mission, currentUserId);
  const completed = isCompleted(mission);
  const place = mission.missionaddress || mission.adliyeName;
  const whatsapp = mission.telNo ? whatsappHref(mission.telNo, mission.wpMessage) : null;

  // Marking the task completed opens the rating form at once, as long as rating is still due.
  const [seenCompleted, setSeenCompleted] = React.useState(completed);
  if (completed !== seenCompleted) {
    setSeenCompleted(completed);
    if (completed && canRate(mission) && onRate) setRatingOpen(true);
  }

  return (
    <div data-slot="mission-detail-view" className={cn('flex flex-col gap-4', className)} {...props}>
      <Card>
        <div className="flex flex-wrap items-center gap-2">
          <DateLabel
            date={mission.missionDate}
            now={now}
            todayLabel={l.today}
            separator="."
            className="text-lg font-semibold"
          />
          {mission.missionTime ? <span className="text-lg tabular-nums">{mission.missionTime}</span> : null}
          {mission.fast ? <UrgentBadge label={l.urgent} /> : null}
          {mission.guarantee ? <GuaranteeBadge state={mission.guarantee} /> : null}
        </div>

        {counterpart.id !== null && counterpart.name ? (
          <section
            aria-label={counterpart.roleLabel}
            className="flex flex-wrap items-center gap-3 rounded-[var(--radius-control)] bg-canvas p-3"
          >
            <Avatar
              name={counterpart.name}
              src={counterpart.avatar}
              verificationImage={mission.muhatap?.verification_image}
            />
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="text-xs font-medium text-muted">{counterpart.roleLabel}</span>
              <span className="break-words font-semibold">{counterpart.name}</span>
            </div>
            <div className="flex flex-wrap gap-2">
              {mission.telNo ? (
                <Button asChild size="sm" variant="outline">
                  <a href={`tel:${mission.telNo}`}>
                    <Phone aria-hidden />
                    {l.call}
                  </a>
                </Button>
              ) : null}
              {whatsapp ? (
                <Button asChild size="sm" variant="success">
                  <a href={whatsapp} target="_blank" rel="noreferrer">
                    <MessageCircle aria-hidden />
                    {l.whatsapp}
                  </a>
                </Button>
              ) : null}
              {profileHref ? (
                <Button asChild size="sm" variant="secondary">
                  <Link href={profileHref(counterpart.id)}>{l.profile}</Link>
                </Button>
              ) : null}
              {mission.muhatap?.yetkibelgesi ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    setDocumentOpen(true);
                    onOpenAuthorityDocument?.();
                  }}
                >
                  {l.authorityDocument}
                </Button>
              ) : null}
              {/* The assignee's copy of the owner's authority document, issued for this task. */}
              {mission.authorityPdf ? (
                <Button asChild size="sm" variant="secondary">
                  <a href={mission.authorityPdf} download={`yetki-belgesi-${mission.missionId}.pdf`}>
                    <FileDown aria-hidden />
                    {l.authorityPdf}
                  </a>
                </Button>
              ) : null}
            </div>
          </section>
        ) : null}

        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="font-medium text-muted">{l.place}</dt>
          <dd className="flex flex-col items-start gap-1 break-words">
            {place}
            <AddressReveal address={mission.address} showLabel={l.showAddress} hideLabel={l.hideAddress} />
          </dd>
          {mission.missionTime ? (
            <>
              <dt className="font-medium text-muted">{l.time}</dt>
              <dd className="tabular-nums">{mission.missionTime}</dd>
            </>
          ) : null}
          <dt className="font-medium text-muted">{l.category}</dt>
          <dd>{mission.categoryName}</dd>
          <dt className="font-medium text-muted">{l.price}</dt>
          <dd>
            <PriceTag amount={mission.missionPrice} size="sm" />
          </dd>
          <dt className="font-medium text-muted">{l.description}</dt>
          <dd className="break-words">{mission.misssionDetail}</dd>
        </dl>

        {/* The server sends the tip while the task is assigned (status 1). */}
        {mission.statusTip ? (
          <Alert
            data-slot="status-tip"
            tone="info"
            icon={<Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0" />}
          >
            {mission.statusTip}
          </Alert>
        ) : null}

        {completed ? (
          <Alert
            role="status"
            tone="success"
            icon={<CircleCheck aria-hidden className="size-5" />}
            className="items-center text-base font-semibold"
          >
            {l.completed}
          </Alert>
        ) : null}

        {/* Only what the server would accept: its showActions flags, computed by the rule it accepts by. */}
        <CardFooter className="justify-end">
          {mission.showActions.selectUser && applicationsHref ? (
            <Button asChild variant="outline">
              <Link href={applicationsHref}>{l.applications}</Link>
            </Button>
          ) : null}
          {canRate(mission) && onRate ? (
            <Button variant="warning" onClick={() => setRatingOpen(true)}>
              {l.rate}
            </Button>
          ) : null}
          {mission.showActions.completedButton && onMarkCompleted ? (
            <Button variant="success" busy={completing} onClick={onMarkCompleted}>
              {l.markCompleted}
            </Button>
          ) : null}
        </CardFooter>
      </Card>

      <AuthorityDocumentModal
        open={documentOpen}
        onOpenChange={setDocumentOpen}
        document={authorityDocument}
        loading={authorityDocumentLoading}
      />
      <RatingModal
        open={ratingOpen && canRate(mission)}
        onOpenChange={setRatingOpen}
        busy={rating}
        onSubmit={(value) => onRate?.(value)}
      />
    </div>
  );
}
