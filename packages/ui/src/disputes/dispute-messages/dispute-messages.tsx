import { DISPUTE_DESK_SENDER, type DisputeMessage, disputeMessageLabels } from '@meslektas/domain';
import type * as React from 'react';
import { Avatar } from '../../components/avatar/avatar.tsx';
import { Badge } from '../../components/badge/badge.tsx';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { ImageLinks } from '../../components/image-links/image-links.tsx';
import { cn } from '../../lib/cn.ts';

export const disputeMessagesLabels = {
  title: 'Mesajlar',
  pending: disputeMessageLabels.pending,
  approved: disputeMessageLabels.approved,
  /** Who a nameless sender (the desk's operators) is shown as. */
  deskSender: DISPUTE_DESK_SENDER,
  empty: 'Henüz görüntülenebilecek bir mesaj yok.',
  image: (n: number) => `Ek ${n}`,
  openImage: (n: number) => `Ek ${n} resmini yeni sekmede aç`,
};

export type DisputeMessagesProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Newest first, as the server sends them. */
  messages: readonly DisputeMessage[];
  /** The product's picture for the desk's own messages; other senders without one show initials. */
  deskAvatar?: string;
  labels?: Partial<typeof disputeMessagesLabels>;
};

/**
 * A dispute's messages: sender, avatar, relative time, the approval label and the attached
 * images. A sender without a name is the desk, shown as the product.
 */
export function DisputeMessages({ messages, deskAvatar, labels, className, ...props }: DisputeMessagesProps) {
  const l = { ...disputeMessagesLabels, ...labels };
  return (
    <section
      data-slot="dispute-messages"
      aria-label={l.title}
      className={cn('space-y-3', className)}
      {...props}
    >
      <h2 className="text-lg font-semibold">{l.title}</h2>
      {messages.length === 0 ? (
        <EmptyState title={l.empty} />
      ) : (
        <ol className="space-y-3">
          {messages.map((m) => {
            const fromDesk = m.sender.name === null;
            const name = m.sender.name ?? l.deskSender;
            const avatar = m.sender.avatar ?? (fromDesk ? deskAvatar : undefined);
            return (
              <li
                key={m.id}
                data-slot="dispute-message"
                data-status={m.status}
                className={cn(
                  'flex gap-3 rounded-[var(--radius-card)] border p-3 sm:p-4',
                  m.mine ? 'border-brand-100 bg-brand-50' : 'border-line bg-surface',
                  fromDesk && 'border-amber-200 bg-warning-50',
                )}
              >
                <Avatar
                  name={name}
                  src={avatar ?? null}
                  verificationImage={m.sender.verification_image}
                  size="sm"
                  decorative
                />
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span data-slot="dispute-message-sender" className="font-semibold">
                      {name}
                    </span>
                    <span className="text-xs text-muted">{m.fromnow}</span>
                    <Badge
                      data-slot="dispute-message-label"
                      tone={m.status === 'approved' ? 'success' : 'warning'}
                    >
                      {m.status === 'approved' ? l.approved : l.pending}
                    </Badge>
                  </div>
                  <p className="whitespace-pre-line break-words text-sm">{m.message}</p>
                  {m.images && m.images.length > 0 ? (
                    <ImageLinks className="pt-1" images={m.images} alt={l.image} linkLabel={l.openImage} />
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
