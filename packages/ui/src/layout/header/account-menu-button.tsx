import { ChevronDown } from 'lucide-react';
import type * as React from 'react';
import { Avatar } from '../../components/avatar/avatar.tsx';
import { cn } from '../../lib/cn.ts';

export type HeaderUser = {
  name: string;
  avatar?: string | null;
  verificationImage?: string | null;
  /** Online indicator from missionStatus (1 open). */
  online?: boolean;
  /** Shown under the name, e.g. the bar association. */
  subtitle?: string;
  /** The wallet balance in TL (the User record's cash), shown in the menu. */
  balance?: number;
};

export type AccountMenuButtonProps = React.ComponentProps<'button'> & { user: HeaderUser; label?: string };

/** The header's avatar and name: the account menu's trigger. */
export function AccountMenuButton({
  user,
  label = 'Hesap menüsü',
  className,
  ...props
}: AccountMenuButtonProps) {
  return (
    <button
      type="button"
      className={cn('flex items-center gap-2 rounded-full p-0.5 pr-2 hover:bg-brand-50', className)}
      {...props}
      data-slot="account-menu-trigger"
    >
      <Avatar
        decorative
        size="sm"
        name={user.name}
        src={user.avatar}
        verificationImage={user.verificationImage}
        online={user.online}
      />
      {/* The name comes from text, not aria-label, so the spoken name always contains what is shown. */}
      <span className="sr-only">{`${label}: ${user.name}`}</span>
      <span aria-hidden className="hidden max-w-40 truncate text-sm font-medium md:inline">
        {user.name}
      </span>
      <ChevronDown aria-hidden className="size-4 text-muted" />
    </button>
  );
}
