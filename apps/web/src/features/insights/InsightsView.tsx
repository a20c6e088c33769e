import { useId } from 'react';
import type { CurrencyInsights, Insights } from '@sheetwise/contracts';
import { CurrencyPanels, CurrencyTotals } from './CurrencySection';
import { currencyLabel } from '../../lib/currency-label';
import { useDisplayFormat } from '../preferences/use-display-format';

interface InsightsViewProps {
  insights: Insights;
  /** The `file` of the transactions page's links: a file name, or `all`. */
  file: string;
  combined: boolean;
}

const OWN_MOVES =
  'Moves between your own accounts, currency conversions and holds count as neither money in nor money out.';

const NO_CURRENCY = 'No currency named';

const LIST = new Intl.ListFormat('en', { type: 'conjunction' });

const nameOf = (code: string | null) => (code === null ? NO_CURRENCY : currencyLabel(code));

/** One currency's figures under its own heading, when the statements hold several. */
function CurrencyBlock(props: { insights: CurrencyInsights; file: string; combined: boolean }) {
  const display = useDisplayFormat();
  const headingId = useId();
  const { insights } = props;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {nameOf(insights.currency)}
        </h2>
        <p className="text-sm text-slate-700">{display.period(insights.period)}</p>
      </div>
      <CurrencyTotals insights={insights} />
      <CurrencyPanels {...props} level={3} />
    </section>
  );
}

/**
 * Every insight of a statement (or of all of them), each chart linking to its rows: once per
 * currency, the most used first, each under its name. A statement in one currency shows its
 * figures without a currency heading.
 */
export function InsightsView({ insights, file, combined }: InsightsViewProps) {
  const display = useDisplayFormat();
  const { sections } = insights;
  const [only] = sections;
  if (sections.length === 1 && only) {
    return (
      <div className="space-y-6">
        <p className="text-slate-700">{display.period(insights.period)}</p>
        <CurrencyTotals insights={only} />
        <p className="text-sm text-slate-600">{OWN_MOVES}</p>
        <CurrencyPanels insights={only} file={file} combined={combined} level={2} />
      </div>
    );
  }
  const holder = combined ? 'Your statements hold' : 'This statement holds';
  const codes = sections.map((section) => section.currency ?? NO_CURRENCY.toLowerCase());
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <p className="text-slate-700">
          {display.period(insights.period)}. {holder} money in {LIST.format(codes)}: each currency
          is shown on its own, the most used first, and never converted into or added to another.
        </p>
        <p className="text-sm text-slate-600">{OWN_MOVES}</p>
      </div>
      {sections.map((section) => (
        <CurrencyBlock
          key={section.currency ?? ''}
          insights={section}
          file={file}
          combined={combined}
        />
      ))}
    </div>
  );
}
