import { Alert } from '../../components/alert/alert.tsx';
import { type Reference, type ReferralInfo, formatPrice } from '@meslektas/domain';
import { Copy, MessageCircle } from 'lucide-react';
import * as React from 'react';
import { Badge } from '../../components/badge/badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { Input } from '../../components/input/input.tsx';
import { SkeletonList } from '../../components/skeleton/skeleton.tsx';
import { HtmlContent } from '../../content/html-content/html-content.tsx';
import { cn } from '../../lib/cn.ts';

export const referralPanelLabels = {
  linkLabel: 'Referans Linkiniz',
  copy: 'Linki Kopyala',
  whatsapp: 'WhatsApp ile Paylaş',
  reward: (reward: string) => `Doğrulanan ve onaylanan her davetiniz için hesabınıza ${reward} eklenir.`,
  referencesTitle: 'Referanslarım',
  referencesEmpty: 'Henüz referans linkinizle kayıt olan bir meslektaşınız yok.',
  rewarded: 'Kazanç eklendi',
  waiting: 'Onay bekliyor',
  loading: 'Yükleniyor...',
  error: 'Davet bilgileri yüklenemedi.',
  retry: 'Tekrar Dene',
};

export type ReferralPanelProps = Omit<React.ComponentProps<'section'>, 'children' | 'onCopy'> & {
  /** GET partnership/referances/info; absent while loading. */
  info?: Pick<ReferralInfo, 'text' | 'url' | 'whatsapp_url' | 'reward'>;
  references: readonly Reference[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** The copy button: the page writes the link to the clipboard and shows the toast. */
  onCopyLink: (url: string) => void;
  labels?: Partial<typeof referralPanelLabels>;
};

/**
 * Invite and earn: the invitation text (HTML), the lawyer's own link with a copy button and a
 * WhatsApp share, the reward per invitee as the server states it, and the colleagues who came
 * through the link.
 */
export function ReferralPanel({
  info,
  references,
  loading = false,
  error = false,
  onRetry,
  onCopyLink,
  labels,
  className,
  ...props
}: ReferralPanelProps) {
  const l = { ...referralPanelLabels, ...labels };
  const linkId = React.useId();
  const referencesId = React.useId();
  if (error) {
    return (
      <EmptyState
        tone="error"
        title={l.error}
        action={
          onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {l.retry}
            </Button>
          ) : undefined
        }
        className={className}
      />
    );
  }
  if (loading || !info) return <SkeletonList rows={3} label={l.loading} className={className} />;
  return (
    <section data-slot="referral-panel" className={cn('space-y-4', className)} {...props}>
      <div className="space-y-4 rounded-[var(--radius-card)] bg-surface p-4 shadow sm:p-6">
        <HtmlContent data-slot="referral-panel-text" html={info.text} />
        <Alert data-slot="referral-panel-reward" tone="brand">
          {l.reward(formatPrice(info.reward))}
        </Alert>
        <div className="space-y-1.5">
          <label htmlFor={linkId} className="text-sm font-medium">
            {l.linkLabel}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={linkId}
              data-slot="referral-panel-link"
              readOnly
              value={info.url}
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1"
            />
            <Button type="button" onClick={() => onCopyLink(info.url)}>
              <Copy aria-hidden />
              {l.copy}
            </Button>
          </div>
        </div>
        <Button asChild variant="secondary">
          <a
            data-slot="referral-panel-whatsapp"
            href={info.whatsapp_url}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle aria-hidden />
            {l.whatsapp}
          </a>
        </Button>
      </div>
      <div className="space-y-3 rounded-[var(--radius-card)] bg-surface p-4 shadow sm:p-6">
        <h2 id={referencesId} className="text-base font-semibold">
          {l.referencesTitle}
        </h2>
        {references.length === 0 ? (
          <EmptyState title={l.referencesEmpty} />
        ) : (
          <ul
            aria-labelledby={referencesId}
            data-slot="referral-panel-references"
            className="divide-y divide-line"
          >
            {references.map((r, i) => (
              <li key={`${r.name}-${i}`} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span className="min-w-0 break-words font-medium">{r.name}</span>
                <Badge tone={r.rewarded ? 'success' : 'warning'}>{r.rewarded ? l.rewarded : l.waiting}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
