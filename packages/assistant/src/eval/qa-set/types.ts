import type { AnswerKind } from '../../types';

/**
 * What a family of questions asks. Each expected figure is worked out from the generator's history
 * (the truth behind the file), never from the parser's output or from the engine.
 */
export type Family =
  | 'total-out'
  | 'total-in'
  | 'month-out'
  | 'month-in'
  | 'merchant-out'
  | 'merchant-in'
  | 'merchant-month'
  | 'count-all'
  | 'count-out'
  | 'count-in'
  | 'count-merchant'
  | 'average-out'
  | 'largest-out'
  | 'smallest-out'
  | 'largest-in'
  | 'opening'
  | 'closing'
  | 'net'
  | 'compare-months'
  | 'savings-rate'
  | 'card-payments'
  | 'absent-merchant'
  | 'outside-month';

/** How the question is written: plainly, with a slip of the keyboard, or in Hinglish. */
export type Variant = 'plain' | 'typo' | 'hinglish';

/**
 * The answer a question must get. `value` follows `Answer.value`: money as a positive size in
 * minor units for totals, averages and extremes, signed for balances and net changes; a count for
 * counts. Without `value`, the answer is graded by its text alone (comparisons, savings rates).
 */
export interface ExpectedAnswer {
  kind: AnswerKind;
  value?: number;
  /** Text the answer must contain, case-insensitive: a month's name, a percentage. */
  textIncludes?: string[];
  /**
   * For comparisons: the month that lost. An answer naming both months must put the winner first
   * in its comparing sentence (or the loser first beside "less"), so naming both is not enough.
   */
  versus?: string;
}

export interface QaQuestion {
  /** `layout (format)`, as the corpus tests name a file. */
  statement: string;
  question: string;
  family: Family;
  variant: Variant;
  expected: ExpectedAnswer;
}
