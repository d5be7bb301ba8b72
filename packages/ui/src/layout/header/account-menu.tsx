import { formatPrice } from '@meslektas/domain';
import { LogOut, Settings, User } from 'lucide-react';
import * as React from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/dropdown-menu/dropdown-menu.tsx';
import { Link } from '../../lib/link.tsx';
import { AccountMenuButton, type HeaderUser } from './account-menu-button.tsx';

export type AccountMenuProps = {
  user: HeaderUser;
  profileHref: string;
  settingsHref?: string;
  onLogout: () => void;
  label?: string;
  profileLabel?: string;
  settingsLabel?: string;
  logoutLabel?: string;
  balanceLabel?: string;
  defaultOpen?: boolean;
};

export function AccountMenu({
  user,
  profileHref,
  settingsHref = '/hesap-ayarlari',
  onLogout,
  label = 'Hesap menüsü',
  profileLabel = 'Profilim',
  settingsLabel = 'Hesap Ayarları',
  logoutLabel = 'Çıkış Yap',
  balanceLabel = 'Cüzdan Bakiyesi',
  defaultOpen,
}: AccountMenuProps) {
  // Controlled, because router links cancel the click event and Radix then skips its own close.
  const [open, setOpen] = React.useState(defaultOpen ?? false);
  const close = () => setOpen(false);
  const links = [
    { href: profileHref, label: profileLabel, icon: <User aria-hidden /> },
    { href: settingsHref, label: settingsLabel, icon: <Settings aria-hidden /> },
  ];
  return (
    <DropdownMenu modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <AccountMenuButton user={user} label={label} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="flex flex-col">
          <span className="text-sm text-ink">{user.name}</span>
          {user.subtitle ? <span className="font-normal">{user.subtitle}</span> : null}
          {user.balance === undefined ? null : (
            <span data-slot="account-menu-balance" className="font-normal">
              {`${balanceLabel}: ${formatPrice(user.balance)}`}
            </span>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {links.map((link) => (
          <DropdownMenuItem key={link.href} asChild>
            <Link href={link.href} onClick={close}>
              {link.icon}
              {link.label}
            </Link>
          </DropdownMenuItem>
        ))}
        {links.length > 0 ? <DropdownMenuSeparator /> : null}
        <DropdownMenuItem tone="danger" onSelect={onLogout}>
          <LogOut aria-hidden />
          {logoutLabel}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
