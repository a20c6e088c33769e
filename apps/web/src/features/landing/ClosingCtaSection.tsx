import { CircleCheck } from 'lucide-react';
import { TRIAL_DAYS } from '@sheetwise/contracts';
import { LinkButton } from '../../components/ui/Button';

const PROMISES = ['No credit card required', `${TRIAL_DAYS}-day free trial`, 'Cancel anytime'];

export function ClosingCtaSection() {
  return (
    <section id="get-started" aria-labelledby="get-started-heading" className="bg-brand-900">
      <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6">
        <h2
          id="get-started-heading"
          className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
        >
          Stop copying cells between tabs
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-brand-100">
          Connect your first pair of files today and let Sheetwise keep them in step, while the
          Banking Assistant answers the questions your statements raise.
        </p>
        <ul className="mt-8 flex flex-col items-center justify-center gap-3 text-white sm:flex-row sm:gap-8">
          {PROMISES.map((promise) => (
            <li key={promise} className="flex items-center gap-2 font-medium">
              <CircleCheck aria-hidden="true" className="size-5 text-brand-100" />
              {promise}
            </li>
          ))}
        </ul>
        <LinkButton to="/register" variant="inverse" size="lg" className="mt-10">
          Start Free Trial
        </LinkButton>
      </div>
    </section>
  );
}
