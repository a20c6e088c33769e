import { PublicLayout } from '../components/layout/PublicLayout';
import { ClosingCtaSection } from '../features/landing/ClosingCtaSection';
import { FeaturesSection } from '../features/landing/FeaturesSection';
import { HeroSection } from '../features/landing/HeroSection';
import { HowItWorksSection } from '../features/landing/HowItWorksSection';
import { PricingSection } from '../features/landing/PricingSection';
import { SyncHistorySection } from '../features/landing/SyncHistorySection';
import { usePageTitle } from '../lib/use-page-title';

export default function LandingPage() {
  usePageTitle(null);
  return (
    <PublicLayout>
      <HeroSection />
      <FeaturesSection />
      <HowItWorksSection />
      <SyncHistorySection />
      <PricingSection />
      <ClosingCtaSection />
    </PublicLayout>
  );
}
