import { LegalPage } from '../features/legal/LegalPage';
import { TERMS_SECTIONS, TERMS_SUMMARY } from '../features/legal/terms-data';
import { usePageTitle } from '../lib/use-page-title';

export default function TermsPage() {
  usePageTitle('Terms of Service');
  return <LegalPage title="Terms of Service" summary={TERMS_SUMMARY} sections={TERMS_SECTIONS} />;
}
