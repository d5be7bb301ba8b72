import { consolePaths } from '@meslektas/domain';
import { Button, cn } from '@meslektas/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { logout } from '../../lib/logout.ts';
import { Link, useLocation } from '../../lib/router.tsx';

/**
 * The console's pages in groups. A queue or tool adds its link to its group here (and its path to
 * consolePaths, its page to admin-console.tsx); groups keep a long list scannable.
 */
const navGroups: { label: string; links: { to: string; label: string }[] }[] = [
  {
    label: 'Genel',
    links: [
      { to: consolePaths.dashboard, label: 'Pano' },
      { to: consolePaths.audit, label: 'Denetim Kaydı' },
    ],
  },
  { label: 'Hesaplar', links: [{ to: consolePaths.accounts, label: 'Hesaplar' }] },
  {
    label: 'Moderasyon',
    links: [
      { to: consolePaths.moderation, label: 'Moderasyon' },
      { to: consolePaths.disputes, label: 'Uyuşmazlıklar' },
    ],
  },
  {
    label: 'Destek',
    links: [
      { to: consolePaths.tickets, label: 'Destek Talepleri' },
      { to: consolePaths.complaints, label: 'Şikayet ve Öneriler' },
    ],
  },
  {
    label: 'Para',
    links: [
      { to: consolePaths.payouts, label: 'Ödeme Talepleri' },
      { to: consolePaths.payments, label: 'Ödemeler' },
    ],
  },
  {
    label: 'İçerik',
    links: [
      { to: consolePaths.contentConstants, label: 'Sabitler' },
      { to: consolePaths.contentPages, label: 'Duyurular' },
      { to: consolePaths.contentFaqs, label: 'SSS' },
      { to: consolePaths.contentPopups, label: 'Pop-up’lar' },
    ],
  },
  {
    label: 'Katalog',
    links: [
      { to: consolePaths.categories, label: 'Kategoriler' },
      { to: consolePaths.courthouses, label: 'Adliyeler' },
    ],
  },
  { label: 'Bildirim', links: [{ to: consolePaths.specialNotifications, label: 'Özel Bildirimler' }] },
];

/** The console's own frame: its name, its pages and the way out; nothing of the lawyers' shell. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  // On a phone the pages are one row that scrolls sideways: the current one is brought into view.
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div className="min-h-dvh bg-canvas text-ink">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <span className="text-lg font-semibold">Meslektaş Yönetim</span>
          <nav
            ref={nav}
            aria-label="Yönetim"
            className="order-last -mx-4 flex w-full gap-x-4 gap-y-1 overflow-x-auto px-4 lg:order-none lg:mx-0 lg:w-auto lg:flex-1 lg:flex-wrap lg:overflow-visible lg:px-0"
          >
            {navGroups
              .filter((group) => group.links.length > 0)
              .map((group) => (
                <ul key={group.label} aria-label={group.label} className="flex shrink-0 gap-1 lg:flex-wrap">
                  {group.links.map((item) => {
                    const current = pathname.toLowerCase() === item.to;
                    return (
                      <li key={item.to}>
                        <Link
                          to={item.to}
                          aria-current={current ? 'page' : undefined}
                          className={cn(
                            'block whitespace-nowrap rounded-[var(--radius-control)] px-3 py-1.5 text-sm font-medium hover:bg-brand-50',
                            current && 'bg-brand-50 text-brand-700',
                          )}
                        >
                          {item.label}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              ))}
          </nav>
          <Button variant="secondary" size="sm" className="ml-auto" onClick={() => void logout()}>
            Çıkış Yap
          </Button>
        </div>
      </header>
      <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">{children}</main>
    </div>
  );
}

/** A console page's heading, and the browser tab's title. */
export function ConsoleHeading({ children }: { children: string }) {
  useEffect(() => {
    document.title = `${children} | Meslektaş Yönetim`;
  }, [children]);
  return <h1 className="text-2xl font-semibold">{children}</h1>;
}
