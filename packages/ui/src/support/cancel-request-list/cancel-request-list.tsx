import type { CancelRequestItem } from '@meslektas/domain';
import type * as React from 'react';
import { Avatar } from '../../components/avatar/avatar.tsx';
import { Badge, toneFromColorName } from '../../components/badge/badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { HtmlContent } from '../../content/html-content/html-content.tsx';
import { Link } from '../../lib/link.tsx';
import { cn } from '../../lib/cn.ts';

export const cancelRequestListLabels = {
  title: 'İptal Talepleri',
  empty: 'Henüz bir iptal talebi yok.',
  confirm: 'Onaylıyorum',
  reject: 'Reddediyorum',
  late: 'Geç bildirim',
  lateHint: 'Görev saatine 24 saatten az kala yapıldı.',
  dispute: 'Uyuşmazlık Masası’na başvur',
};

export type CancelRequestAction = 'confirm' | 'cancel';

export type CancelRequestListProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  requests: readonly CancelRequestItem[];
  onAnswer: (request: CancelRequestItem, action: CancelRequestAction) => void;
  /** The request being answered: its buttons wait. */
  busyId?: number | null;
  /** Where a rejected request of his own points (the dispute desk). */
  disputeHref?: string;
  labels?: Partial<typeof cancelRequestListLabels>;
};

/**
 * The lawyer's cancel requests, made and received: the other party, the request's text (HTML,
 * filtered again here), and its status, or 'Onaylıyorum' / 'Reddediyorum' when it is his to answer.
 */
export function CancelRequestList({
  requests,
  onAnswer,
  busyId = null,
  disputeHref = '/conflicts',
  labels,
  className,
  ...props
}: CancelRequestListProps) {
  const l = { ...cancelRequestListLabels, ...labels };
  return (
    <section
      data-slot="cancel-request-list"
      aria-label={l.title}
      className={cn('space-y-3', className)}
      {...props}
    >
      {requests.length === 0 ? (
        <EmptyState title={l.empty} />
      ) : (
        <ul className="space-y-3">
          {requests.map((r) => {
            const busy = busyId === r.id;
            const rejectedMine = r.mine && r.status.colorName === 'danger';
            return (
              <li
                key={r.id}
                data-slot="cancel-request-item"
                aria-label={r.name}
                className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-4 shadow sm:flex-row sm:items-start"
              >
                <Avatar name={r.name} src={r.avatar} verificationImage={r.verification_image} decorative />
                <div className="min-w-0 flex-1 space-y-2">
                  <p className="font-semibold">{r.name}</p>
                  <HtmlContent html={r.text} />
                  {r.late ? (
                    <Badge tone="warning" title={l.lateHint}>
                      {l.late}
                    </Badge>
                  ) : null}
                  {rejectedMine ? (
                    <p>
                      <Link href={disputeHref} className="text-sm font-medium text-brand-700 underline">
                        {l.dispute}
                      </Link>
                    </p>
                  ) : null}
                </div>
                <div data-slot="cancel-request-status" className="flex shrink-0 flex-wrap gap-2 sm:flex-col">
                  {r.actions ? (
                    <>
                      <Button size="sm" variant="success" busy={busy} onClick={() => onAnswer(r, 'confirm')}>
                        {l.confirm}
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        disabled={busy}
                        onClick={() => onAnswer(r, 'cancel')}
                      >
                        {l.reject}
                      </Button>
                    </>
                  ) : (
                    <Badge tone={toneFromColorName(r.status.colorName)} data-color={r.status.colorName}>
                      {r.status.name}
                    </Badge>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
