import type { AnswerData } from '@sheetwise/contracts';
import { AnswerReading } from './AnswerReading';
import { BreakdownChart } from './BreakdownChart';
import { CitedTransactions } from './CitedTransactions';
import { SuggestedQuestions } from './SuggestedQuestions';

interface AnswerDetailsProps {
  data: AnswerData;
  onAsk: (question: string) => void;
  /** True while an answer is awaited, so a suggestion cannot be asked on top of it. */
  busy: boolean;
}

/**
 * What an answer carries besides its words: how the question was read, the breakdown, the proof,
 * or what to ask instead.
 */
export function AnswerDetails({ data, onAsk, busy }: AnswerDetailsProps) {
  const { chart, transactions, suggestions, reading } = data;
  return (
    <div className="mt-3 space-y-3">
      {reading && data.kind !== 'unanswerable' && <AnswerReading reading={reading} />}
      {chart && chart.points.length > 0 && (
        <BreakdownChart chart={chart} currency={data.currency} />
      )}
      {transactions.length > 0 && (
        <CitedTransactions
          transactions={transactions}
          total={data.transactionCount}
          currency={data.currency}
        />
      )}
      {suggestions && suggestions.length > 0 && (
        <SuggestedQuestions suggestions={suggestions} onAsk={onAsk} disabled={busy} />
      )}
    </div>
  );
}
