import { LEGAL_LAST_UPDATED } from '@sheetwise/contracts';
import { PublicLayout } from '../../components/layout/PublicLayout';
import { textLinkClass } from '../../components/ui/styles';
import { publicConfig } from '../../lib/public-config';
import type { LegalBlock, LegalSection } from './legal-types';

interface LegalPageProps {
  title: string;
  summary: string;
  sections: readonly LegalSection[];
}

/** The shared layout of the static legal pages: title, date, contents, numbered sections. */
export function LegalPage({ title, summary, sections }: LegalPageProps) {
  const email = publicConfig.supportEmail;
  return (
    <PublicLayout mainClassName="bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[14rem_1fr]">
        <header className="lg:col-span-2">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-3 text-sm font-medium text-slate-600">
            Last updated {LEGAL_LAST_UPDATED}
          </p>
          <p className="mt-5 max-w-3xl text-lg text-slate-700">{summary}</p>
        </header>
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold text-slate-900">On this page</h2>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={textLinkClass}>
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl space-y-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-slate-900">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 space-y-4 leading-relaxed text-slate-700">
                {section.blocks.map((block) => (
                  <Block key={typeof block === 'string' ? block : block.join()} block={block} />
                ))}
              </div>
            </section>
          ))}
          <p className="rounded-xl bg-brand-50 p-5 text-slate-800">
            Questions about this page? Write to{' '}
            <a href={`mailto:${email}`} className={textLinkClass}>
              {email}
            </a>
            .
          </p>
        </article>
      </div>
    </PublicLayout>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-brand-700">
      {block.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
