import { Timer } from 'lucide-react';
import { Section, SectionHeading } from '../../components/ui/Section';
import { STEPS } from './how-it-works-data';

export function HowItWorksSection() {
  return (
    <Section id="how-it-works" className="bg-slate-50 py-20 sm:py-28">
      <SectionHeading sectionId="how-it-works" eyebrow="How it works" title="Four steps to sync">
        Connect once, choose your rules, and let the engine do the copying.
      </SectionHeading>
      <p className="mx-auto mt-6 flex w-fit items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-slate-200">
        <Timer aria-hidden="true" className="size-4" />
        Setup takes under 5 minutes
      </p>
      <ol className="mt-14 grid gap-8 md:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="relative">
            <span
              aria-hidden="true"
              className="grid size-11 place-items-center rounded-full bg-brand-700 text-lg font-bold text-white shadow-sm"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 text-slate-600">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
