import { type RouteName, SETTINGS_SECTION_PARAM, type SettingsSectionId, routes } from '@meslektas/domain';
import { PageTitle, SettingsLayout, type SettingsSection } from '@meslektas/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { logout } from '../../../lib/logout.ts';

/** The section titles, the same on the desktop tabs and in the phone's accordion. */
export const settingsTitles: Record<SettingsSectionId, string> = {
  'kisisel-bilgiler': 'Kişisel Bilgiler',
  'profil-resmi': 'Profil Resmi',
  sifre: 'Şifre Değiştir',
  'mavi-tik': 'Mavi Tik',
  bildirimler: 'Bildirim Ayarları',
  'gorev-alma': 'Görev Alma Durumu',
  'uzmanlik-alanlari': 'Uzmanlık Alanları',
  hakkinda: 'Hakkında',
  adliyeler: 'Görev Aldığım Adliyeler',
  kisitlamalar: 'Kısıtlamalar',
  'profil-doluluk': 'Profil Doluluk Oranı',
  'yetki-belgesi': 'Yetki Belgesi',
  'fatura-bilgileri': 'Fatura Bilgileri',
  kategoriler: 'Görev Almak İstemediğim Kategoriler',
  takvim: 'Takvim Bağlantısı',
  verilerim: 'Verilerim ve Hesabım',
};

export type SettingsScreenProps = {
  route: Extract<RouteName, 'account-settings' | 'settings'>;
  /** The sections in the order the page lists them. */
  sections: readonly (SettingsSection & { id: SettingsSectionId })[];
};

/**
 * /hesap-ayarlari (side tabs) and /ayarlar (the phone's accordion with 'Çıkış Yap'). The open
 * section follows `?sekme=`, so a link (profile completeness, a notification) opens the right one.
 */
export function SettingsScreen({ route, sections }: SettingsScreenProps) {
  const [params, setParams] = useSearchParams();
  const [loggingOut, setLoggingOut] = useState(false);
  const asked = params.get(SETTINGS_SECTION_PARAM);
  const known = sections.some((s) => s.id === asked);
  const accordion = route === 'settings';
  const value = known && asked ? asked : accordion ? '' : (sections[0]?.id ?? '');
  return (
    <section className="space-y-4">
      <PageTitle title={routes[route].title} />
      <SettingsLayout
        variant={accordion ? 'accordion' : 'tabs'}
        sections={sections}
        value={value}
        onValueChange={(id) =>
          setParams(id ? { [SETTINGS_SECTION_PARAM]: id } : {}, { replace: true, preventScrollReset: true })
        }
        {...(accordion
          ? {
              onLogout: () => {
                setLoggingOut(true);
                void logout().finally(() => setLoggingOut(false));
              },
              loggingOut,
            }
          : {})}
      />
    </section>
  );
}
