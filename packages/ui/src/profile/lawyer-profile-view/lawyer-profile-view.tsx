import { Alert } from '../../components/alert/alert.tsx';
import { type ProfilePage, formatDottedDate } from '@meslektas/domain';
import { Pencil } from 'lucide-react';
import * as React from 'react';
import { Avatar } from '../../components/avatar/avatar.tsx';
import { Badge } from '../../components/badge/badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { ProgressBar } from '../../components/progress-bar/progress-bar.tsx';
import { Skeleton } from '../../components/skeleton/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { RatingStars } from '../rating-stars/rating-stars.tsx';
import { ReliabilityRecord } from '../reliability-record/reliability-record.tsx';

export const lawyerProfileLabels = {
  about: 'Hakkında',
  aboutEmpty: 'Henüz bir hakkında yazısı eklenmemiş.',
  pending: 'Onay Bekliyor',
  pendingHint: 'Yeni yazınız yetkili onayından sonra herkese görünecek:',
  warning: 'Hakkınızda yazısı ad soyad veya iletişim bilgisi içermemelidir; içerirse onaylanmaz.',
  editAbout: 'Hakkında yazısını düzenle',
  specialities: 'Uzmanlık Alanları',
  specialitiesEmpty: 'Henüz bir uzmanlık alanı eklenmemiş.',
  editSpecialities: 'Uzmanlık alanlarını düzenle',
  comments: 'Yorumlar',
  commentsEmpty: 'Henüz yorum yapılmamış.',
  previous: 'Önceki',
  next: 'Sonraki',
  page: (page: number, last: number) => `Sayfa ${page} / ${last}`,
  loading: 'Profil yükleniyor...',
  error: 'Profil yüklenemedi.',
  retry: 'Tekrar Dene',
  noBar: 'Baro bilgisi yok',
};

export type LawyerProfileViewProps = Omit<React.ComponentProps<'article'>, 'children'> & {
  /** Undefined while loading. */
  profile: ProfilePage | undefined;
  /** Loading failed (a 404 leaves the page instead). */
  error?: boolean;
  onRetry?: () => void;
  onEditAbout?: () => void;
  onEditSpecialities?: () => void;
  onPageChange?: (page: number) => void;
  /** A page of comments is loading. */
  pageBusy?: boolean;
  labels?: Partial<typeof lawyerProfileLabels>;
};

function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  const id = `${React.useId()}-title`;
  return (
    <section
      data-slot="lawyer-profile-section"
      aria-labelledby={id}
      className="space-y-3 rounded-[var(--radius-card)] bg-surface p-4 shadow sm:p-6"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-brand-700">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} title={label} onClick={onClick}>
      <Pencil aria-hidden className="size-4" />
    </Button>
  );
}

/**
 * A lawyer's profile (spec §2.12): name, bar, rating, about text, specialities with progress bars
 * and paged comments. The owner gets edit buttons and sees his text awaiting approval.
 */
export function LawyerProfileView({
  profile,
  error = false,
  onRetry,
  onEditAbout,
  onEditSpecialities,
  onPageChange,
  pageBusy = false,
  labels,
  className,
  ...props
}: LawyerProfileViewProps) {
  const l = { ...lawyerProfileLabels, ...labels };
  const nameId = `${React.useId()}-name`;
  const classes = cn('mx-auto flex w-full max-w-3xl flex-col gap-4', className);
  if (error) {
    return (
      <article data-slot="lawyer-profile" className={classes} {...props}>
        <EmptyState
          tone="error"
          title={l.error}
          action={onRetry ? <Button onClick={onRetry}>{l.retry}</Button> : undefined}
        />
      </article>
    );
  }
  if (!profile) {
    return (
      <article data-slot="lawyer-profile" aria-busy className={classes} {...props}>
        <div
          role="status"
          aria-label={l.loading}
          className="flex items-center gap-4 rounded-[var(--radius-card)] bg-surface p-6 shadow"
        >
          <Skeleton className="size-24 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
        <Skeleton className="h-32 w-full" />
      </article>
    );
  }
  const owner = profile.isOwner;
  return (
    <article data-slot="lawyer-profile" aria-labelledby={nameId} className={classes} {...props}>
      <header
        data-slot="lawyer-profile-header"
        className="flex flex-col items-center gap-4 rounded-[var(--radius-card)] bg-surface p-6 text-center shadow sm:flex-row sm:text-left"
      >
        <Avatar
          size="xl"
          name={profile.name}
          src={profile.avatar}
          verificationImage={profile.verification_image}
          decorative
        />
        <div className="flex flex-col gap-1">
          <h1 id={nameId} className="text-2xl font-semibold text-ink">
            {profile.name}
          </h1>
          <p className="text-muted">{profile.baroName ?? l.noBar}</p>
          <RatingStars value={profile.commentRate} />
        </div>
      </header>
      {profile.record ? <ReliabilityRecord record={profile.record} className="bg-surface shadow" /> : null}

      <Section
        title={l.about}
        action={owner && onEditAbout ? <EditButton label={l.editAbout} onClick={onEditAbout} /> : undefined}
      >
        {profile.about_text ? (
          <p className="whitespace-pre-line text-ink">{profile.about_text}</p>
        ) : (
          <p className="text-muted">{l.aboutEmpty}</p>
        )}
        {owner && profile.pending_about_text ? (
          <Alert
            data-slot="lawyer-profile-pending-about"
            tone="warning"
            bordered
            ink
            className="space-y-2 rounded-[var(--radius-card)] text-base"
          >
            <Badge tone="warning">{l.pending}</Badge>
            <p className="text-sm text-muted">{l.pendingHint}</p>
            <p className="whitespace-pre-line text-ink">{profile.pending_about_text}</p>
          </Alert>
        ) : null}
        {owner ? (
          <p role="note" className="text-xs text-muted">
            {l.warning}
          </p>
        ) : null}
      </Section>

      <Section
        title={l.specialities}
        action={
          owner && onEditSpecialities ? (
            <EditButton label={l.editSpecialities} onClick={onEditSpecialities} />
          ) : undefined
        }
      >
        {profile.performances.length === 0 ? (
          <p className="text-muted">{l.specialitiesEmpty}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {profile.performances.map((p) => (
              <li key={p.id}>
                <ProgressBar label={p.name} value={p.percent} />
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={`${l.comments} (${profile.comments_total})`}>
        {profile.comments.length === 0 ? (
          <p className="text-muted">{l.commentsEmpty}</p>
        ) : (
          <ul
            data-slot="lawyer-profile-comments"
            aria-busy={pageBusy || undefined}
            className="flex flex-col divide-y divide-line"
          >
            {profile.comments.map((c) => (
              <li key={`${c.mission_id}-${c.user_id}`} className="flex gap-3 py-3">
                <Avatar size="md" name={c.name} src={c.avatar} decorative />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold text-ink">{c.name}</span>
                    <time dateTime={c.created_at} className="text-sm text-muted tabular-nums">
                      {formatDottedDate(c.created_at)}
                    </time>
                  </div>
                  <RatingStars value={c.rating} showValue={false} />
                  {c.comment ? <p className="whitespace-pre-line text-sm text-ink">{c.comment}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        )}
        {profile.comments_last_page > 1 ? (
          <nav aria-label={l.comments} className="flex items-center justify-between gap-2 pt-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={pageBusy || profile.comments_page <= 1}
              onClick={() => onPageChange?.(profile.comments_page - 1)}
            >
              {l.previous}
            </Button>
            <span className="text-sm text-muted">
              {l.page(profile.comments_page, profile.comments_last_page)}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={pageBusy || profile.comments_page >= profile.comments_last_page}
              onClick={() => onPageChange?.(profile.comments_page + 1)}
            >
              {l.next}
            </Button>
          </nav>
        ) : null}
      </Section>
    </article>
  );
}
