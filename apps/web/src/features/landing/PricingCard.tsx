import { Check } from 'lucide-react';
import { Button, LinkButton } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { useCopySupportEmail } from '../support/use-copy-support-email';
import type { MarketingPlan } from './pricing-data';

export function PricingCard({ plan }: { plan: MarketingPlan }) {
  const copySupportEmail = useCopySupportEmail();
  const variant = plan.featured ? 'primary' : 'secondary';
  return (
    <Card
      as="li"
      className={`relative flex flex-col p-7 ${plan.featured ? 'border-brand-700 shadow-lg ring-1 ring-brand-700' : ''}`}
    >
      {plan.featured && (
        <p className="absolute -top-3.5 left-7 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
          Most popular
        </p>
      )}
      <h3 className="text-xl font-semibold text-slate-900">{plan.name}</h3>
      <p className="mt-2 text-sm text-slate-600">{plan.audience}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-5xl font-bold tracking-tight text-slate-900">${plan.priceUsd}</span>
        <span className="font-medium text-slate-600">/month</span>
      </p>
      {plan.action === 'contact-sales' ? (
        <Button variant={variant} className="mt-6" onClick={() => void copySupportEmail()}>
          Contact Sales
        </Button>
      ) : (
        <LinkButton to="/register" variant={variant} className="mt-6">
          Choose {plan.name}
        </LinkButton>
      )}
      <ul className="mt-7 space-y-3 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            {feature}
          </li>
        ))}
      </ul>
    </Card>
  );
}
