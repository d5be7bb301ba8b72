/**
 * The account settings screens (spec §2.13): the sections and their addresses, and the profile
 * completeness rule the server computes for auth/progress.
 */
import type { ProgressInfo, ProgressText } from '../contract/entities.ts';
import { buildPath } from './routes.ts';

/**
 * The sections of /hesap-ayarlari (desktop tabs, in the spec's order) and /ayarlar (the phone's
 * accordion); each is addressable as `?sekme=<id>`.
 */
export const settingsSectionIds = [
  'kisisel-bilgiler',
  'profil-resmi',
  'sifre',
  'mavi-tik',
  'bildirimler',
  'gorev-alma',
  'uzmanlik-alanlari',
  'hakkinda',
  'adliyeler',
  'kisitlamalar',
  'profil-doluluk',
  'yetki-belgesi',
  'fatura-bilgileri',
  'kategoriler',
  'takvim',
  'verilerim',
] as const;
export type SettingsSectionId = (typeof settingsSectionIds)[number];

export const SETTINGS_SECTION_PARAM = 'sekme';

/**
 * The mark an approved blue tick puts beside the lawyer's avatar (`verification_image`): a file of
 * the app, the same for everyone. The uploaded proof itself is never shown to others.
 */
export const BLUE_TICK_BADGE = '/badges/mavi-tik.svg';

/** The settings page opened on one section. */
export function settingsSectionPath(section: SettingsSectionId): string {
  return `${buildPath('account-settings')}?${SETTINGS_SECTION_PARAM}=${section}`;
}

/** What the server knows about a lawyer's profile, as the completeness rule needs it. */
export interface ProfileFacts {
  userId: number;
  /** An uploaded photo, approved or waiting for approval (a default picture does not count). */
  hasPhoto: boolean;
  /** An about text, approved or waiting. */
  hasAboutText: boolean;
  specialityCount: number;
  courthouseCount: number;
  /** T.C. kimlik and registry numbers saved (the authority document). */
  hasAuthorityDocument: boolean;
  /** Blue tick approved or waiting. */
  hasBlueTick: boolean;
  /** An invoice district chosen. */
  hasInvoiceDistrict: boolean;
}

interface ProgressItem {
  type: string;
  text: string;
  done: (facts: ProfileFacts) => boolean;
  doneBody: string;
  todoBody: string;
  url: (facts: ProfileFacts) => string;
}

/** Everything a lawyer can fill in about himself, in the order the card lists it. */
const progressItems: readonly ProgressItem[] = [
  {
    type: 'avatar',
    text: 'Profil Fotoğrafı',
    done: (f) => f.hasPhoto,
    doneBody: 'Profil fotoğrafınızı eklediniz.',
    todoBody: 'Meslektaşlarınızın sizi tanıması için bir profil fotoğrafı ekleyiniz.',
    url: () => buildPath('change-avatar'),
  },
  {
    type: 'about',
    text: 'Hakkınızda',
    done: (f) => f.hasAboutText,
    doneBody: 'Hakkınızda yazınızı eklediniz.',
    todoBody: 'Profilinizde görünecek kısa bir hakkınızda yazısı ekleyiniz.',
    url: (f) => buildPath('lawyer-profile', { id: f.userId }),
  },
  {
    type: 'performances',
    text: 'Uzmanlık Alanları',
    done: (f) => f.specialityCount > 0,
    doneBody: 'Uzmanlık alanlarınızı seçtiniz.',
    todoBody: 'Çalıştığınız uzmanlık alanlarını seçiniz.',
    url: () => settingsSectionPath('uzmanlik-alanlari'),
  },
  {
    type: 'courthouses',
    text: 'Görev Aldığınız Adliyeler',
    done: (f) => f.courthouseCount > 0,
    doneBody: 'Görev aldığınız adliyeleri seçtiniz.',
    todoBody: 'Görev almak istediğiniz adliyeleri seçiniz; görevler bu adliyelere göre iletilir.',
    url: () => settingsSectionPath('adliyeler'),
  },
  {
    type: 'authority_document',
    text: 'Yetki Belgesi',
    done: (f) => f.hasAuthorityDocument,
    doneBody: 'Yetki belgesi bilgilerinizi kaydettiniz.',
    todoBody: 'Seçildiğiniz görevlerde kullanılacak yetki belgesi bilgilerinizi kaydediniz.',
    url: () => buildPath('yetki-belgesi'),
  },
  {
    type: 'bluetick',
    text: 'Mavi Tik',
    done: (f) => f.hasBlueTick,
    doneBody: 'Mavi tik başvurunuzu yaptınız.',
    todoBody: 'Hesabınızın doğrulandığını göstermek için mavi tik başvurusu yapınız.',
    url: () => settingsSectionPath('mavi-tik'),
  },
  {
    type: 'invoice',
    text: 'Fatura Bilgileri',
    done: (f) => f.hasInvoiceDistrict,
    doneBody: 'Fatura bilgilerinizi kaydettiniz.',
    todoBody: 'Ödemelerinizde kullanılacak fatura il ve ilçenizi seçiniz.',
    url: () => buildPath('update-invoice'),
  },
];

/**
 * Profile completeness: one line per item (`buttonShown` while it is still to do, leading to
 * where it is filled in) and the share of items done, rounded to a whole percent.
 */
export function profileProgress(facts: ProfileFacts): ProgressInfo {
  const texts: ProgressText[] = progressItems.map((item) => {
    const done = item.done(facts);
    return {
      type: item.type,
      text: item.text,
      body: done ? item.doneBody : item.todoBody,
      buttonShown: !done,
      url: item.url(facts),
    };
  });
  const doneCount = texts.filter((t) => !t.buttonShown).length;
  return { progress: Math.round((doneCount * 100) / texts.length), texts };
}
