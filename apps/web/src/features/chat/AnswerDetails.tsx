import type { AnswerData } from '@sheetwise/contracts';
import { AnswerDownloads } from './AnswerDownloads';
import { AnswerReading } from './AnswerReading';
import { BreakdownChart } from './BreakdownChart';
import { CitedTransactions } from './CitedTransactions';
import { SuggestedQuestions } from './SuggestedQuestions';
import type { ChatTarget } from './chat-api';

interface AnswerDetailsProps {
  data: AnswerData;
  /** The saved answer's id, which its download is found by. */
  messageId: string | undefined;
  target: ChatTarget;
  onAsk: (question: string) => void;
  /** True while an answer is awaited, so a suggestion cannot be asked on top of it. */
  busy: boolean;
}

/**
 * What an answer carries besides its words: how the question was read, the breakdown, the proof,
 * every row of it to download, or what to ask instead.
 */
export function AnswerDetails({ data, messageId, target, onAsk, busy }: AnswerDetailsProps) {
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
      <AnswerDownloads data={data} messageId={messageId} target={target} />
      {suggestions && suggestions.length > 0 && (
        <SuggestedQuestions suggestions={suggestions} onAsk={onAsk} disabled={busy} />
      )}
    </div>
  );
}
