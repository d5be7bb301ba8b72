import type * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { Link } from '../../lib/link.tsx';
import { cn } from '../../lib/cn.ts';

export type SettingsLinkCardProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** What is done on the other page. */
  text: string;
  /** Optional state line (a label such as 'Onay Bekliyor'). */
  status?: React.ReactNode;
  href: string;
  linkLabel: string;
};

/** A settings section that is edited on its own page (photo, about text, authority document). */
export function SettingsLinkCard({
  text,
  status,
  href,
  linkLabel,
  className,
  ...props
}: SettingsLinkCardProps) {
  return (
    <div data-slot="settings-link-card" className={cn('max-w-xl space-y-3', className)} {...props}>
      <p className="text-sm text-muted">{text}</p>
      {status ? <div>{status}</div> : null}
      <Button asChild variant="outline">
        <Link href={href}>{linkLabel}</Link>
      </Button>
    </div>
  );
}
