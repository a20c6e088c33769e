import { Card } from '../../components/ui/Card';
import { Section, SectionHeading } from '../../components/ui/Section';
import { SyncHistoryEntryCard } from './SyncHistoryEntryCard';
import { CONFLICT_CHOICES, SAMPLE_SYNC_HISTORY } from './sync-history-data';

export function SyncHistorySection() {
  return (
    <Section id="sync-history" className="py-20 sm:py-28">
      <SectionHeading
        sectionId="sync-history"
        eyebrow="Sync history"
        title="Every sync, on the record"
      >
        Each run logs what moved, how long it took and what needed a decision. Here is what a
        morning looks like.
      </SectionHeading>
      <Card className="mx-auto mt-14 max-w-5xl overflow-hidden">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-slate-50 px-4 py-4 sm:px-6">
          <h3 className="text-lg font-semibold text-slate-900">Recent syncs</h3>
          <p className="rounded-full bg-slate-200 px-3 py-1 text-xs font-semibold text-slate-800">
            Sample data for illustration
          </p>
        </div>
        <ul className="divide-y divide-slate-200">
          {SAMPLE_SYNC_HISTORY.map((entry) => (
            <SyncHistoryEntryCard key={entry.id} entry={entry} />
          ))}
        </ul>
        <div className="border-t border-slate-200 bg-slate-50 px-4 py-4 sm:px-6">
          <h4 className="text-sm font-semibold text-slate-900">Conflict choices</h4>
          <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-3">
            {CONFLICT_CHOICES.map(({ choice, meaning }) => (
              <div key={choice}>
                <dt className="inline font-medium text-slate-900">{choice}: </dt>
                <dd className="inline text-slate-600">{meaning}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Card>
    </Section>
  );
}
