import { formatPrice } from '@meslektas/domain';
import { LogOut, Settings, User } from 'lucide-react';
import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '../../components/dropdown-menu/dropdown-menu.tsx';
import { Link } from '../../lib/link.tsx';
import { AccountMenuButton, type HeaderUser } from './account-menu-button.tsx';
import { HeaderMenu } from './header-menu.tsx';

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
  const links = [
    { href: profileHref, label: profileLabel, icon: <User aria-hidden /> },
    { href: settingsHref, label: settingsLabel, icon: <Settings aria-hidden /> },
  ];
  return (
    <HeaderMenu trigger={<AccountMenuButton user={user} label={label} />} defaultOpen={defaultOpen}>
      {(close) => (
        <>
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
        </>
      )}
    </HeaderMenu>
  );
}
