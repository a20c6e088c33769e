import { MARKETING_PRICES_USD } from '@sheetwise/contracts';

export type MarketingPlanName = keyof typeof MARKETING_PRICES_USD;

export interface MarketingPlan {
  name: MarketingPlanName;
  priceUsd: number;
  audience: string;
  features: readonly string[];
  /** Enterprise is sold by conversation; the others start a trial. */
  action: 'register' | 'contact-sales';
  featured?: boolean;
}

/** The landing page's three tiers and what each includes (spec section 9). */
export const MARKETING_PLANS: readonly MarketingPlan[] = [
  {
    name: 'Starter',
    priceUsd: MARKETING_PRICES_USD.Starter,
    audience: 'For individuals keeping a few workbooks honest.',
    features: [
      '5 sync connections',
      'Cell-level change detection',
      'Basic conflict resolution',
      'Manual and scheduled sync',
    ],
    action: 'register',
  },
  {
    name: 'Professional',
    priceUsd: MARKETING_PRICES_USD.Professional,
    audience: 'For teams whose numbers change every day.',
    features: [
      '25 sync connections',
      'Advanced conflict resolution with visual diffs',
      'Sync history and audit logs',
      'Export reports',
      'Priority support',
    ],
    action: 'register',
    featured: true,
  },
  {
    name: 'Enterprise',
    priceUsd: MARKETING_PRICES_USD.Enterprise,
    audience: 'For finance and operations teams at scale.',
    features: [
      'Unlimited sync connections',
      'All Professional features',
      'Advanced security',
      'Complete audit trail',
      'Custom sync schedules',
      'Dedicated support',
    ],
    action: 'contact-sales',
  },
];
