import { Alert } from '../../components/alert/alert.tsx';
import { showRestriction } from '@meslektas/domain';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import type * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { Link } from '../../lib/link.tsx';
import { cn } from '../../lib/cn.ts';

export const restrictionsCardLabels = {
  count: 'Görev oluşturma kısıtlaması',
  none: 'Hesabınızda kısıtlama bulunmuyor.',
  link: 'Görevlerimi Görüntüle',
};

export type RestrictionsCardProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The restriction counter add_mission. */
  count: number;
  /** The server constant gorev_kisitlamasi, shown while the counter is above 0. */
  text: string;
  /** The server constant gorev_kisitlama_link; without it no link is shown. */
  href?: string | null;
  labels?: Partial<typeof restrictionsCardLabels>;
};

/** Restrictions: the add_mission counter, and above 0 the restriction text and its link. */
export function RestrictionsCard({ count, text, href, labels, className, ...props }: RestrictionsCardProps) {
  const l = { ...restrictionsCardLabels, ...labels };
  const restricted = showRestriction({ add_mission: count });
  return (
    <div
      data-slot="restrictions-card"
      data-restricted={restricted}
      className={cn('max-w-xl space-y-3', className)}
      {...props}
    >
      <p className="flex items-center gap-2 text-sm text-ink">
        {restricted ? (
          <ShieldAlert aria-hidden className="size-5 text-warning" />
        ) : (
          <ShieldCheck aria-hidden className="size-5 text-success" />
        )}
        <span>
          {l.count}: <strong className="tabular-nums">{count}</strong>
        </span>
      </p>
      {restricted ? (
        <>
          <Alert role="note" tone="warning" ink className="whitespace-pre-line rounded-[var(--radius-card)]">
            {text}
          </Alert>
          {href ? (
            <Button asChild variant="outline">
              <Link href={href}>{l.link}</Link>
            </Button>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-muted">{l.none}</p>
      )}
    </div>
  );
}
