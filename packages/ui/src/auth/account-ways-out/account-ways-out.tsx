import { SUPPORT_EMAIL } from '@meslektas/domain';
import { LogOut, Mail } from 'lucide-react';
import type * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { cn } from '../../lib/cn.ts';

export const accountWaysOutLabels = {
  support: 'Sorunuz mu var? Bize yazın:',
  logout: 'Çıkış Yap',
  loggingOut: 'Çıkış yapılıyor...',
};

export type AccountWaysOutProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  onLogout: () => void;
  loggingOut?: boolean;
  /** Support's address: a passive, banned or unverified account cannot open a ticket. */
  supportEmail?: string;
  labels?: Partial<typeof accountWaysOutLabels>;
};

/**
 * Under an account-state page (awaiting approval, banned, verification): writing to support, and
 * signing out to use another account.
 */
export function AccountWaysOut({
  onLogout,
  loggingOut = false,
  supportEmail = SUPPORT_EMAIL,
  labels,
  className,
  ...props
}: AccountWaysOutProps) {
  const l = { ...accountWaysOutLabels, ...labels };
  return (
    <div
      data-slot="account-ways-out"
      className={cn('flex flex-col items-center gap-3 text-sm text-muted', className)}
      {...props}
    >
      <p className="flex flex-wrap items-center justify-center gap-x-1.5">
        <span>{l.support}</span>
        <a
          href={`mailto:${supportEmail}`}
          className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
        >
          <Mail aria-hidden className="size-4" />
          {supportEmail}
        </a>
      </p>
      <Button variant="secondary" size="sm" busy={loggingOut} busyLabel={l.loggingOut} onClick={onLogout}>
        <LogOut aria-hidden />
        {l.logout}
      </Button>
    </div>
  );
}
