import type { Row, StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import type { Answer } from '../types';

/**
 * The balances a question names without a currency that a statement mixing currencies keeps one
 * of in each (PayPal, Wise): the opening, the closing and the balance on a date. The lowest,
 * highest, average and trend are told in the most used currency, as other answers are.
 */
export const BALANCE_PER_CURRENCY: readonly Query['balance'][] = [
  undefined,
  'opening',
  'closing',
  'both-ends',
  'at',
];

/**
 * The statement as one currency's rows: each currency of a mixed file runs a balance of its own.
 * The statement-wide opening and closing balances are dropped, since no one currency owns them.
 * `null` keeps the rows whose currency no statement names (all statements together may hold
 * some beside rows in a named currency).
 */
export function inCurrency(view: StatementView, code: string | null): StatementView {
  const { openingBalanceMinor, closingBalanceMinor, ...statement } = view.statement;
  const owned = code !== null && view.statement.currency === code;
  return {
    ...view,
    statement: owned ? view.statement : statement,
    rows: view.rows.filter((row) => row.currency === code),
    currency: code,
    currencies: undefined,
  };
}

/**
 * The currencies by how many rows each has, the most used first: the statement's, or those of
 * the rows a question reaches (the statements it names).
 */
export function currenciesByUse(view: StatementView, rows: readonly Row[] = view.rows): string[] {
  const counts = new Map<string, number>();
  for (const row of rows)
    if (row.currency) counts.set(row.currency, (counts.get(row.currency) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0));
}

/**
 * One balance answer per currency, in one message; a currency whose balance cannot be worked out
 * is left out. Undefined when none can. With several, there is no one headline figure.
 */
export function balancePerCurrency(
  view: StatementView,
  answerOne: (narrowed: StatementView) => Answer | undefined,
): Answer | undefined {
  const answers = currenciesByUse(view).flatMap((code) => {
    const answer = answerOne(inCurrency(view, code));
    return answer ? [{ code, answer }] : [];
  });
  const [first] = answers;
  if (!first) return undefined;
  if (answers.length === 1) return first.answer;
  const { value: _value, currency: _currency, ...shape } = first.answer;
  return {
    ...shape,
    text: `This statement keeps a separate balance in each currency. ${answers.map(({ code, answer }) => `${code}: ${answer.text}`).join(' ')}`,
    transactions: answers.flatMap(({ answer }) => answer.transactions),
  };
}

/** The rows of the statements a question names, or every row when it names none. */
export function rowsInNamedStatements(view: StatementView, query: Query): readonly Row[] {
  const named = query.filters.statements;
  if (!named) return view.rows;
  return view.rows.filter((row) => row.statements?.some((part) => named.includes(part)));
}
