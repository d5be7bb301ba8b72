import { type SettingsSectionId, settingsSectionIds } from '@meslektas/domain';
import { PushToggle, type SettingsSection } from '@meslektas/ui';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { RouteFallback } from '../components/route-fallback.tsx';
import { usePushToggle } from '../features/notifications/hooks/use-push-toggle.ts';
import { SettingsScreen, settingsTitles } from '../features/settings/components/settings-screen.tsx';
import { useCurrentUser } from '../hooks/use-current-user.ts';
import { lazyWithRetry } from '../lib/lazy-with-retry.ts';

/** The 'Anlık Bildirimler' switch of this browser, in the notifications section. */
function PushSetting() {
  const push = usePushToggle();
  return <PushToggle state={push.state} busy={push.busy} onChange={push.onChange} />;
}

function useRestrictionCount(): number | undefined {
  return useCurrentUser().data?.add_mission;
}

/**
 * A section's code loads when the section is first opened: a tab or an accordion item draws only
 * the open one, so the screen paints without the other fourteen forms (and the request schemas and
 * Radix parts they bring).
 */
function lazySection<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Section = lazyWithRetry<P>(async () => ({ default: await load() }));
  return function LazySection(props: P) {
    return (
      <Suspense fallback={<RouteFallback />}>
        <Section {...props} />
      </Suspense>
    );
  };
}

const sections = () => import('../features/settings/components/account-sections.tsx');
const PersonalInfoSection = lazySection(() => sections().then((m) => m.PersonalInfoSection));
const PhotoSection = lazySection(() => sections().then((m) => m.PhotoSection));
const PasswordSection = lazySection(() => sections().then((m) => m.PasswordSection));
const BlueTickSection = lazySection(() => sections().then((m) => m.BlueTickSection));
const NotifySection = lazySection(() => sections().then((m) => m.NotifySection));
const MissionStatusSection = lazySection(() => sections().then((m) => m.MissionStatusSection));
const AboutSection = lazySection(() => sections().then((m) => m.AboutSection));
const RestrictionsSection = lazySection(() => sections().then((m) => m.RestrictionsSection));
const ProgressSection = lazySection(() => sections().then((m) => m.ProgressSection));
const AuthorityDocumentSection = lazySection(() => sections().then((m) => m.AuthorityDocumentSection));
const InvoiceSection = lazySection(() => sections().then((m) => m.InvoiceSection));
const SpecialitiesSection = lazySection<{ hideTitle?: boolean }>(() =>
  import('../features/lawyer-profile/components/specialities-section.tsx').then((m) => m.SpecialitiesSection),
);
const CourthousesSection = lazySection(() =>
  import('../features/courthouses/components/courthouses-section.tsx').then((m) => m.CourthousesSection),
);
const ExcludedCategoriesSection = lazySection(() =>
  import('../features/courthouses/components/excluded-categories-section.tsx').then(
    (m) => m.ExcludedCategoriesSection,
  ),
);
const ReminderSettingsSection = lazySection(() =>
  import('../features/reminders/components/reminder-settings-section.tsx').then(
    (m) => m.ReminderSettingsSection,
  ),
);
const DigestSection = lazySection(() =>
  import('../features/settings/components/digest-section.tsx').then((m) => m.DigestSection),
);
const CalendarFeedSettings = lazySection(() =>
  import('../features/calendar/components/calendar-feed-settings.tsx').then((m) => m.CalendarFeedSettings),
);
const DataPrivacySettings = lazySection(() =>
  import('../features/settings/components/data-privacy.tsx').then((m) => m.DataPrivacySettings),
);

/** What each section shows; the screens differ only in which sections they list and in what order. */
export const contents: Record<SettingsSectionId, () => ReactNode> = {
  'kisisel-bilgiler': () => <PersonalInfoSection />,
  'profil-resmi': () => <PhotoSection />,
  sifre: () => <PasswordSection />,
  'mavi-tik': () => <BlueTickSection />,
  bildirimler: () => (
    <NotifySection>
      <PushSetting />
      <ReminderSettingsSection />
      <DigestSection />
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
  takvim: () => <CalendarFeedSettings />,
  verilerim: () => <DataPrivacySettings />,
};

/**
 * The desktop tabs in the spec's order (§2.13), with task-taking beside the notifications; the
 * lawyer's KVKK rights ('Verilerim ve Hesabım') come last on both screens.
 */
// The domain lists the sections in the desktop order.
export const desktopOrder: readonly SettingsSectionId[] = settingsSectionIds;

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
  'takvim',
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
