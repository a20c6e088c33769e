import type { Transaction } from '@sheetwise/statements';

/**
 * What an answer is about, so a UI can present it: `money` and `balance` carry a money figure in
 * `value`, `count` a number of transactions, `entities` names (merchants, subscriptions),
 * `list` cited rows, `info` facts about the statement, `export` a download of rows (see
 * `exportOf`), `unanswerable` a refusal with suggestions.
 */
export type AnswerKind =
  'money' | 'count' | 'entities' | 'balance' | 'list' | 'info' | 'export' | 'unanswerable';

export interface ChartPoint {
  label: string;
  valueMinor: number;
}

export interface Chart {
  title: string;
  points: ChartPoint[];
}

export interface Answer {
  /** The reply in plain words; every figure in it is computed from the statement. */
  text: string;
  kind: AnswerKind;
  /**
   * The headline figure: money in minor units for `money` and `balance` (signed for balances and
   * net changes), a count for `count`, the number of rows for `list` and of names for `entities`.
   * Absent when there is no single figure (mixed currencies, `info`, `unanswerable`).
   */
  value?: number;
  /**
   * The currency of the answer's money: `value` when it is money, the chart's points, and the
   * cited rows that carry none of their own (`null` when the statement does not say).
   */
  currency?: string | null;
  /** The rows that prove the answer, in date order, as the statement printed them. */
  transactions: Transaction[];
  /** For breakdowns and rankings: one point per group, in the order the text gives them. */
  chart?: Chart;
  /** Questions this statement can answer; always three when `kind` is `unanswerable`. */
  suggestions?: string[];
  /** How the question was read and how sure that reading is; absent when it was not read. */
  reading?: AnswerReading;
  /**
   * What an `export` answer offers to download: the rows behind the chat's last answer (which
   * the caller kept; see `PreviousTurn`), its own `transactions` (the question named them), or,
   * with neither, the whole statement.
   */
  exportOf?: 'previous' | 'these' | 'statement';
}

/** The chat's last turn, which a follow-up or an export leans on. */
export interface PreviousTurn {
  question: string;
  /** The questions before it, oldest first, when it may itself follow up on them. */
  earlier?: string[];
  /** How many rows the last answer rested on, when the caller kept them for a download. */
  rowCount?: number;
}

/** How a question was read, for the person to check. */
export interface AnswerReading {
  /** The reading in short, e.g. `money out · Swiggy, Zomato · February 2025`. */
  understood: string;
  /** True when every word was read as written and nothing was assumed. */
  sure: boolean;
  /** What was assumed or corrected: `“zomatoo” read as Zomato`, `USD only, …`. */
  assumed: string[];
}
