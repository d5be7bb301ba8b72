import type { SettingsSectionId } from '@meslektas/domain';
import { PushToggle, type SettingsSection } from '@meslektas/ui';
import type { ReactNode } from 'react';
import { CourthousesSection } from '../features/courthouses/components/courthouses-section.tsx';
import { ExcludedCategoriesSection } from '../features/courthouses/components/excluded-categories-section.tsx';
import { SpecialitiesSection } from '../features/lawyer-profile/components/specialities-section.tsx';
import { usePushToggle } from '../features/notifications/hooks/use-push-toggle.ts';
import {
  AboutSection,
  AuthorityDocumentSection,
  BlueTickSection,
  InvoiceSection,
  MissionStatusSection,
  NotifySection,
  PasswordSection,
  PersonalInfoSection,
  PhotoSection,
  ProgressSection,
  RestrictionsSection,
} from '../features/settings/components/account-sections.tsx';
import { DataPrivacySettings } from '../features/settings/components/data-privacy.tsx';
import { SettingsScreen, settingsTitles } from '../features/settings/components/settings-screen.tsx';
import { useCurrentUser } from '../hooks/use-current-user.ts';

/** The 'Anlık Bildirimler' switch of this browser, in the notifications section. */
function PushSetting() {
  const push = usePushToggle();
  return <PushToggle state={push.state} busy={push.busy} onChange={push.onChange} />;
}

function useRestrictionCount(): number | undefined {
  return useCurrentUser().data?.add_mission;
}

/** What each section shows; the screens differ only in which sections they list and in what order. */
export const contents: Record<SettingsSectionId, () => ReactNode> = {
  'kisisel-bilgiler': () => <PersonalInfoSection />,
  'profil-resmi': () => <PhotoSection />,
  sifre: () => <PasswordSection />,
  'mavi-tik': () => <BlueTickSection />,
  bildirimler: () => (
    <NotifySection>
      <PushSetting />
    </NotifySection>
  ),
  'gorev-alma': () => <MissionStatusSection />,
  'uzmanlik-alanlari': () => <SpecialitiesSection hideTitle />,
  hakkinda: () => <AboutSection />,
  adliyeler: () => <CourthousesSection hideTitle />,
  kisitlamalar: () => <RestrictionsSection />,
  'profil-doluluk': () => <ProgressSection />,
  'yetki-belgesi': () => <AuthorityDocumentSection />,
  'fatura-bilgileri': () => <InvoiceSection />,
  kategoriler: () => <ExcludedCategoriesSection hideTitle />,
  verilerim: () => <DataPrivacySettings />,
};

/**
 * The desktop tabs in the spec's order (§2.13), with task-taking beside the notifications; the
 * lawyer's KVKK rights ('Verilerim ve Hesabım') come last on both screens.
 */
export const desktopOrder: readonly SettingsSectionId[] = [
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
  'verilerim',
];

/** The phone's accordion sections in the spec's order; 'Çıkış Yap' follows them. */
export const mobileOrder: readonly SettingsSectionId[] = [
  'kisisel-bilgiler',
  'profil-resmi',
  'yetki-belgesi',
  'fatura-bilgileri',
  'adliyeler',
  'kategoriler',
  'mavi-tik',
  'bildirimler',
  'gorev-alma',
  'profil-doluluk',
  'sifre',
  'kisitlamalar',
  'verilerim',
];

export function useSettingsSections(order: readonly SettingsSectionId[]) {
  const count = useRestrictionCount();
  return order.map((id): SettingsSection & { id: SettingsSectionId } => ({
    id,
    title: settingsTitles[id],
    ...(id === 'kisitlamalar' && count !== undefined ? { count } : {}),
    content: contents[id](),
  }));
}

/** /hesap-ayarlari: every section as a side tab. */
export default function AccountSettingsPage() {
  return <SettingsScreen route="account-settings" sections={useSettingsSections(desktopOrder)} />;
}
