import { TRIAL_DAYS } from '@sheetwise/contracts';
import { Section, SectionHeading } from '../../components/ui/Section';
import { PricingCard } from './PricingCard';
import { MARKETING_PLANS } from './pricing-data';

export function PricingSection() {
  return (
    <Section id="pricing" className="bg-slate-50 py-20 sm:py-28">
      <SectionHeading
        sectionId="pricing"
        eyebrow="Pricing"
        title="Simple plans that grow with your sheets"
      >
        Start with a {TRIAL_DAYS}-day free trial, then pick the plan that fits. Prices in US
        dollars, billed monthly.
      </SectionHeading>
      <ul className="mt-14 grid gap-8 lg:grid-cols-3">
        {MARKETING_PLANS.map((plan) => (
          <PricingCard key={plan.name} plan={plan} />
        ))}
      </ul>
    </Section>
  );
}
