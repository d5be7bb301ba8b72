import { SettingsScreen } from '../features/settings/components/settings-screen.tsx';
import { mobileOrder, useSettingsSections } from './account-settings.tsx';

/** /ayarlar: the phone's accordion of settings, ending in 'Çıkış Yap'. */
export default function MobileSettingsPage() {
  return <SettingsScreen route="settings" sections={useSettingsSections(mobileOrder)} />;
}
