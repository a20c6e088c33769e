import type { TransactionSummary } from '@sheetwise/contracts';
import { useDisplayFormat } from '../preferences/use-display-format';

const count = (n: number) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? 'transaction' : 'transactions'}`;

const ownMoves = (n: number) =>
  ` · ${n.toLocaleString('en-US')} ${n === 1 ? 'move' : 'moves'} between your own accounts, not counted`;

/**
 * The filtered rows' count and totals, per currency, as the server counts them (moves between
 * the person's own accounts apart, as the assistant and the insights count), announced politely when the filters change
 * so a screen reader hears what a filter kept.
 */
export function SheetTotalsLine({
  summary,
  filtered,
}: {
  summary: TransactionSummary;
  filtered: string;
}) {
  const { money } = useDisplayFormat();
  return (
    <div role="status" aria-live="polite" className="space-y-1 text-sm text-slate-700">
      <p className="font-medium text-slate-900">
        {count(summary.total)}
        {filtered ? ` ${filtered}` : ''}
      </p>
      {summary.totals.map((totals) => (
        <p key={totals.currency ?? 'none'}>
          {summary.totals.length > 1 && `${totals.currency ?? 'No currency'}: `}
          Money in {money(totals.inMinor, totals.currency)} · Money out{' '}
          {money(-totals.outMinor, totals.currency)} · Net{' '}
          {money(totals.inMinor + totals.outMinor, totals.currency)}
          {totals.ownMoves > 0 && ownMoves(totals.ownMoves)}
        </p>
      ))}
    </div>
  );
}
