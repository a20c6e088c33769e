import { Card } from '../../components/ui/Card';
import { Section, SectionHeading } from '../../components/ui/Section';
import { FEATURES } from './features-data';

export function FeaturesSection() {
  return (
    <Section id="features" className="py-20 sm:py-28">
      <SectionHeading
        sectionId="features"
        eyebrow="Features"
        title="Everything between the cloud and your desktop, handled"
      >
        One engine keeps every pair of files honest, and one assistant reads the statements behind
        the numbers.
      </SectionHeading>
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ title, description, icon: Icon, wide }) => (
          <Card
            as="li"
            key={title}
            className={`p-6 ${wide ? 'bg-gradient-to-br from-brand-50 to-white sm:col-span-2' : ''}`}
          >
            <span
              aria-hidden="true"
              className="grid size-10 place-items-center rounded-xl bg-brand-100 text-brand-800"
            >
              <Icon className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-600">{description}</p>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
