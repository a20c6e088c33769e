import { ArrowRight } from 'lucide-react';
import { TRIAL_DAYS } from '@sheetwise/contracts';
import { LinkButton } from '../../components/ui/Button';
import { buttonClass } from '../../components/ui/styles';
import { SyncDiffMock } from './SyncDiffMock';

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 sm:pb-24 lg:grid-cols-[1fr_1fr]">
        <div>
          <p className="inline-flex rounded-full border border-brand-100 bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm">
            Google Sheets ↔ Excel · Banking Assistant
          </p>
          <h1
            id="hero-heading"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
          >
            Your spreadsheets in sync. Your statements explained.
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-slate-600">
            Sheetwise keeps Google Sheets and your local Excel files in two-way sync, cell by cell,
            and shows you every conflict before anything is overwritten. Upload a bank statement and
            ask the Banking Assistant where your money went: it answers with exact figures.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <LinkButton to="/register" size="lg">
              Start Free Trial
              <ArrowRight aria-hidden="true" className="size-4" />
            </LinkButton>
            <a href="#how-it-works" className={buttonClass('secondary', 'lg')}>
              See how it works
            </a>
          </div>
          <p className="mt-4 text-sm text-slate-600">
            {TRIAL_DAYS}-day free trial. No credit card required.
          </p>
        </div>
        <SyncDiffMock />
      </div>
    </section>
  );
}
