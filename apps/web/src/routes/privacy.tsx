import { LegalPage } from '../features/legal/LegalPage';
import { PRIVACY_SECTIONS, PRIVACY_SUMMARY } from '../features/legal/privacy-data';
import { usePageTitle } from '../lib/use-page-title';

export default function PrivacyPage() {
  usePageTitle('Privacy Policy');
  return <LegalPage title="Privacy Policy" summary={PRIVACY_SUMMARY} sections={PRIVACY_SECTIONS} />;
}
