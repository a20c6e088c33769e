import type { AnswerData } from '@sheetwise/contracts';

type Reading = NonNullable<AnswerData['reading']>;

/**
 * How the assistant read the question, so a person can check it: a sure reading in a line, an
 * assumption (a corrected word, a follow-up, one currency of several) spelled out, since the
 * figure above rests on it.
 */
export function AnswerReading({ reading }: { reading: Reading }) {
  return (
    <div className="text-xs text-slate-600">
      <p>
        <span className="font-medium">Read as:</span> {reading.understood}
      </p>
      {!reading.sure && reading.assumed.length > 0 && (
        <p>
          <span className="font-medium">Assumed:</span> {reading.assumed.join('; ')}. Ask again in
          other words if that is not what you meant.
        </p>
      )}
    </div>
  );
}
