import type { User } from '../contract/entities.ts';
import { PRODUCT_NAME } from '../constants.ts';
import { type AccountState, accountFlagsOfUser, firstBlockingState } from './account-state.ts';
import { roleRedirect } from './console-routes.ts';

/**
 * Every route of the spec. Paths use the router's pattern syntax (`:id`, optional `:type?`); names
 * are the spec's where it gives one (including its spelling 'desigination-task'), kebab-case otherwise.
 */
export const routes = {
  login: { path: '/login', title: 'Giriş Yap', layout: 'bare' },
  register: { path: '/kayit', title: 'Kayıt Ol', layout: 'bare' },
  'forgot-password': { path: '/sifremi-unuttum', title: 'Şifremi Unuttum', layout: 'bare' },
  'sms-verify': { path: '/sms-verify', title: 'Telefon Doğrulama', layout: 'bare' },
  'email-verify': { path: '/email-verify', title: 'E-posta Doğrulama', layout: 'bare' },
  'account-passive': { path: '/account-passive', title: 'Hesap Onay Bekliyor', layout: 'bare' },
  'account-banned': { path: '/account-banned', title: 'Hesap Askıya Alındı', layout: 'bare' },
  home: { path: '/', title: 'Anasayfa', layout: 'main' },
  'assign-task': { path: '/gorev-ver', title: 'Görev Ver', layout: 'main' },
  'assign-task-confirm': { path: '/gorev-ver-onay', title: 'Görev Onayı', layout: 'main' },
  pending: { path: '/bekleyen-gorevler', title: 'Bekleyen Görevler', layout: 'main' },
  'created-tasks': { path: '/olusturdugum-gorevler', title: 'Oluşturduğum Görevler', layout: 'main' },
  'selected-tasks': { path: '/secildigim-gorevler', title: 'Seçildiğim Görevler', layout: 'main' },
  'applied-tasks': { path: '/basvurdugum-gorevler', title: 'Başvurduğum Görevler', layout: 'main' },
  'not-applied-tasks': { path: '/basvurmadigim-gorevler', title: 'Başvurmadığım Görevler', layout: 'main' },
  'completed-tasks': { path: '/tamamlanan-gorevler', title: 'Tamamlanan Görevler', layout: 'main' },
  'cancel-task': { path: '/gorev-iptal-bildirimi', title: 'Görev İptal Bildirimi', layout: 'main' },
  conflicts: { path: '/conflicts', title: 'Uyuşmazlık Masası', layout: 'main' },
  'conflict-detail': { path: '/conflict/:id', title: 'Uyuşmazlık Detayı', layout: 'main' },
  'how-work': { path: '/nasil-calisir', title: 'Nasıl Çalışır?', layout: 'main' },
  'task-rules': { path: '/gorev-kurallari', title: 'Görev Kuralları', layout: 'main' },
  suggestion: { path: '/oneri-istek-sikayet', title: 'Öneri, İstek ve Şikayet', layout: 'main' },
  invite: { path: '/davet-et-kazan', title: 'Davet Et Kazan', layout: 'main' },
  'partnership-faq': { path: '/partnership-faq', title: 'İş Ortaklığı S.S.S.', layout: 'main' },
  'request-payment': { path: '/odeme-talebinde-bulun', title: 'Ödeme Talebinde Bulun', layout: 'main' },
  'premium-account': { path: '/premium-uyelik', title: 'Premium Üyelik', layout: 'main' },
  payment: { path: '/payment/:type?', title: 'Ödeme', layout: 'main' },
  settings: { path: '/ayarlar', title: 'Ayarlar', layout: 'main' },
  'account-settings': { path: '/hesap-ayarlari', title: 'Hesap Ayarları', layout: 'main' },
  archive: { path: '/arsiv', title: 'Arşiv', layout: 'main' },
  notifications: { path: '/notifications', title: 'Bildirimler', layout: 'main' },
  'notice-page': { path: '/pages/:slug', title: 'Duyuru', layout: 'main' },
  'special-notification': { path: '/specialnotifications/:id', title: 'Özel Bildirim', layout: 'main' },
  'lawyer-profile': { path: '/avukat-profili/:id', title: 'Avukat Profili', layout: 'main' },
  'detail-task': { path: '/gorev-detaylari/:missionId', title: 'Görev Detayları', layout: 'main' },
  'desigination-task': { path: '/gorev-atamasi/:missionId', title: 'Görev Ataması', layout: 'main' },
  'guarantee-payment': { path: '/guvenceli-odeme/:missionId', title: 'Güvenceli Ödeme', layout: 'main' },
  'change-avatar': { path: '/profil-degistir', title: 'Profil Resmi Değiştir', layout: 'main' },
  'yetki-belgesi': { path: '/yetki-belgesi', title: 'Yetki Belgesi', layout: 'main' },
  support: { path: '/akilli-destek-sistemi', title: 'Akıllı Destek Sistemi', layout: 'main' },
  'update-invoice': { path: '/updateInvoice', title: 'Fatura Bilgileri', layout: 'main' },
  'not-found': { path: '*', title: 'Sayfa Bulunamadı', layout: 'main' },
} as const satisfies Record<string, { path: string; title: string; layout: 'bare' | 'main' }>;

export type RouteName = keyof typeof routes;

/**
 * Pages anyone may read: a visitor without an account sees them on their own (bare), a signed-in
 * lawyer inside the main layout. The notice pages hold the texts /kayit asks consent to.
 */
const publicRouteNames: readonly RouteName[] = ['notice-page'];

export function isPublicRoute(name: RouteName): boolean {
  return publicRouteNames.includes(name);
}

/** The notice pages (slugs of /pages/:slug) a new lawyer consents to when he signs up. */
export const consentPageSlugs = {
  kvkk: 'kvkk-aydinlatma-metni',
  terms: 'kullanim-kosullari',
} as const;
export type ConsentDocument = keyof typeof consentPageSlugs;
export type RouteParams = Record<string, string | number | undefined>;

/** A concrete path: buildPath('detail-task', { missionId: 7 }) is '/gorev-detaylari/7'. */
export function buildPath(name: RouteName, params: RouteParams = {}): string {
  const pattern: string = routes[name].path;
  const built = pattern.replace(/\/:(\w+)(\?)?/g, (_all, key: string, optional?: string) => {
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`Missing route parameter "${key}" for ${name}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
  return built === '' ? '/' : built;
}

function toRegExp(pattern: string): RegExp {
  const body = pattern.replace(/\/:(\w+)(\?)?/g, (_all, _key: string, optional?: string) =>
    optional ? '(?:/[^/]+)?' : '/[^/]+',
  );
  // /Notifications is written both ways in the spec, so matching ignores case.
  return new RegExp(`^${body}/?$`, 'i');
}

const matchers = (Object.keys(routes) as RouteName[])
  .filter((name) => name !== 'not-found')
  .map((name) => ({ name, re: toRegExp(routes[name].path) }));

/** The route a pathname belongs to; unknown paths are 'not-found'. */
export function matchRoute(pathname: string): RouteName {
  const path = pathname.split(/[?#]/)[0] ?? '/';
  return matchers.find((m) => m.re.test(path))?.name ?? 'not-found';
}

/** The page title: route title plus the product suffix; home shows only its title. */
export function pageTitle(name: RouteName): string {
  const { title } = routes[name];
  return name === 'home' ? title : `${title} | ${PRODUCT_NAME}`;
}

export type AccountUser = Pick<
  User,
  'smsVerify' | 'emailVerify' | 'ban_message' | 'status' | 'deleted' | 'role'
>;

/**
 * Forced redirects for account states, in the order the server checks them (account-state.ts):
 * banned, unverified phone, unverified e-mail, passive. A deleted account is reported as 'deleted'
 * with no path: the spec leaves its activation link open.
 */
export function accountState(user: AccountUser): 'ok' | 'deleted' | AccountState {
  if (user.deleted) return 'deleted';
  return firstBlockingState(accountFlagsOfUser(user)) ?? 'ok';
}

/** The page each account state holds the lawyer on. */
export const accountStatePaths = {
  banned: routes['account-banned'].path,
  sms: routes['sms-verify'].path,
  email: routes['email-verify'].path,
  passive: routes['account-passive'].path,
} as const satisfies Record<AccountState, string>;

/**
 * Where a logged-in user must go from `pathname`, or null to stay. A user in a state is held on its page;
 * a user no longer in it (verified, approved, unbanned) is sent home from that page.
 */
export function guardRedirect(user: AccountUser, pathname: string): string | null {
  const byRole = roleRedirect(user, pathname);
  if (byRole !== undefined) return byRole;
  const state = accountState(user);
  const here = matchRoute(pathname);
  if (state === 'deleted') return null;
  if (state !== 'ok') return routes[here].path === accountStatePaths[state] ? null : accountStatePaths[state];
  const onStatePage = (Object.values(accountStatePaths) as string[]).includes(routes[here].path);
  return onStatePage ? '/' : null;
}

/** /login with a stored token and /premium-uyelik for vip users both go home. */
export function entryRedirect(name: RouteName, ctx: { hasToken: boolean; vip?: boolean }): string | null {
  if (name === 'login' && ctx.hasToken) return '/';
  if (name === 'premium-account' && ctx.vip) return '/';
  return null;
}
