import { type Dispute, formatDottedDate } from '@meslektas/domain';
import { ChevronRight } from 'lucide-react';
import type * as React from 'react';
import { Avatar } from '../../components/avatar/avatar.tsx';
import { Badge, toneFromColorName } from '../../components/badge/badge.tsx';
import { PriceTag } from '../../components/price-tag/price-tag.tsx';
import { Link } from '../../lib/link.tsx';
import { cn } from '../../lib/cn.ts';

export const disputeCardLabels = {
  newMessages: (count: number) => `${count} yeni mesaj`,
  /** A party whose account is gone. */
  unknownParty: 'Silinmiş kullanıcı',
  open: 'Uyuşmazlık detayını aç',
};

export type DisputeCardProps = Omit<React.ComponentProps<'article'>, 'children'> & {
  dispute: Dispute;
  /** The dispute's page (the app's route table builds it). */
  href: string;
  labels?: Partial<typeof disputeCardLabels>;
};

/**
 * One dispute on the desk: the counterparty (avatar, verification mark, name), the task's
 * category and date, the status with its colour, when it was opened, the price, and a badge
 * for approved messages not read yet. The whole card links to the dispute's page.
 */
export function DisputeCard({ dispute, href, labels, className, ...props }: DisputeCardProps) {
  const l = { ...disputeCardLabels, ...labels };
  const name = dispute.muhatap.name ?? l.unknownParty;
  return (
    <article
      data-slot="dispute-card"
      className={cn(
        'relative flex items-center gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-3 shadow-sm focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-200 sm:p-4',
        className,
      )}
      {...props}
    >
      <Avatar
        name={name}
        src={dispute.muhatap.avatar}
        verificationImage={dispute.muhatap.verification_image}
        size="md"
        decorative
      />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 data-slot="dispute-card-name" className="truncate font-semibold">
            <Link
              href={href}
              className="outline-none after:absolute after:inset-0"
              aria-label={`${name}: ${l.open}`}
            >
              {name}
            </Link>
          </h3>
          {dispute.new_messages > 0 ? (
            <Badge data-slot="dispute-card-new" tone="danger" solid>
              {l.newMessages(dispute.new_messages)}
            </Badge>
          ) : null}
        </div>
        <p data-slot="dispute-card-task" className="text-sm text-muted">
          {dispute.mission.categoryName} · {formatDottedDate(dispute.mission.missionDate)}
        </p>
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
          <Badge data-slot="dispute-card-status" tone={toneFromColorName(dispute.status_color)}>
            {dispute.status_text}
          </Badge>
          <span data-slot="dispute-card-time">{dispute.fromnow}</span>
        </div>
      </div>
      <PriceTag amount={dispute.mission.missionPrice} className="shrink-0" />
      <ChevronRight aria-hidden className="size-4 shrink-0 text-muted" />
    </article>
  );
}
