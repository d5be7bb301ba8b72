import { CourthousesSection } from '../features/courthouses/components/courthouses-section.tsx';
import SupportPage from '../features/support-tickets/components/support-page.tsx';

/**
 * /akilli-destek-sistemi: its bar-change subject opens the settings' courthouses section, so the
 * change takes effect the same way from both places (user/update/baroAndAdliye).
 */
export default function SupportRoute() {
  return <SupportPage barChange={(onSaved) => <CourthousesSection hideTitle onSaved={onSaved} />} />;
}
