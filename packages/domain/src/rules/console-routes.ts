/**
 * The operator console's pages, a route tree of their own under /yonetim (the app loads it in
 * chunks a lawyer never downloads), and who may be where.
 */
export const consolePaths = {
  dashboard: '/yonetim',
  accounts: '/yonetim/hesaplar',
  moderation: '/yonetim/moderasyon',
  disputes: '/yonetim/uyusmazliklar',
  payouts: '/yonetim/odeme-talepleri',
  payments: '/yonetim/odemeler',
  guarantees: '/yonetim/guvenceli-odemeler',
  tickets: '/yonetim/destek-talepleri',
  complaints: '/yonetim/sikayet-ve-oneriler',
  contentConstants: '/yonetim/icerik/sabitler',
  contentPages: '/yonetim/icerik/duyurular',
  contentFaqs: '/yonetim/icerik/sss',
  contentPopups: '/yonetim/icerik/popuplar',
  categories: '/yonetim/kategoriler',
  courthouses: '/yonetim/adliyeler',
  specialNotifications: '/yonetim/ozel-bildirimler',
  audit: '/yonetim/denetim-kaydi',
} as const;

export type ConsolePage = keyof typeof consolePaths;

/** Whether a pathname belongs to the console (case-insensitive, like the lawyers' routes). */
export function isConsolePath(pathname: string): boolean {
  const path = (pathname.split(/[?#]/)[0] ?? '').toLowerCase();
  return path === consolePaths.dashboard || path.startsWith(`${consolePaths.dashboard}/`);
}

/**
 * Roles keep to their own side: an operator opening any lawyer's screen (home after login
 * included) is sent to the console, and anyone else opening the console is sent home. Undefined
 * when the role leaves the decision to the account-state rules; null to stay.
 */
export function roleRedirect(
  user: { role?: 'lawyer' | 'operator' | undefined },
  pathname: string,
): string | null | undefined {
  const inConsole = isConsolePath(pathname);
  if (user.role === 'operator') return inConsole ? null : consolePaths.dashboard;
  return inConsole ? '/' : undefined;
}
