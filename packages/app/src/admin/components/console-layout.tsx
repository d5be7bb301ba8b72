import { consolePaths } from '@meslektas/domain';
import { Button, cn } from '@meslektas/ui';
import { type ReactNode, useEffect } from 'react';
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
  return (
    <div className="min-h-dvh bg-canvas text-ink">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-3">
          <span className="text-lg font-semibold">Meslektaş Yönetim</span>
          <nav aria-label="Yönetim" className="flex flex-1 flex-wrap gap-x-4 gap-y-1">
            {navGroups
              .filter((group) => group.links.length > 0)
              .map((group) => (
                <ul key={group.label} aria-label={group.label} className="flex flex-wrap gap-1">
                  {group.links.map((item) => {
                    const current = pathname.toLowerCase() === item.to;
                    return (
                      <li key={item.to}>
                        <Link
                          to={item.to}
                          aria-current={current ? 'page' : undefined}
                          className={cn(
                            'block rounded-[var(--radius-control)] px-3 py-1.5 text-sm font-medium hover:bg-brand-50',
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
          <Button variant="secondary" size="sm" onClick={() => void logout()}>
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
