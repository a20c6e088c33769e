import { formatMoney } from '../format/format-money';
import { formatRange } from '../format/format-date';
import type { Row, StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import type { Answer } from '../types';
import { cite, currencyOf, joinNames, money, moneyAnswer, sumSizes, whenText } from './common';
import { moneyPerCurrency, rowCurrencies, totalsByCurrency } from './per-currency';
import { select } from './select';

interface Side {
  range: { start: string; end: string };
  rows: Row[];
  total: number;
}

/**
 * Two periods whose rows are in different currencies (all statements together, a euro account's
 * months beside a dollar account's): each period's figure in each of its currencies, and which is
 * larger only within a currency both have, never euros against dollars.
 */
function comparePerCurrency(
  view: StatementView,
  verb: string,
  sides: readonly [Side, Side],
  codes: readonly (string | null)[],
): Answer {
  const spent = sides.map(
    ({ range, rows }) =>
      `${rows.length > 0 ? moneyPerCurrency(totalsByCurrency(rows, codes)) : 'nothing'} ${whenText(view, range)}`,
  );
  const verdicts = codes.flatMap((code) => {
    const [a, b] = sides.map((side) => side.rows.filter((row) => row.currency === code));
    if (!a?.length || !b?.length) return [];
    const [first, second] = [sumSizes(a), sumSizes(b)];
    if (first === second) return [`in ${code ?? 'the unnamed currency'} both are the same`];
    const larger = first > second ? sides[0] : sides[1];
    return [
      `in ${code ?? 'the unnamed currency'} ${formatRange(larger.range)} is the larger, by ${formatMoney(Math.abs(first - second), code)}`,
    ];
  });
  const verdict =
    verdicts.length > 0
      ? `${joinNames(verdicts)}.`
      : 'they are in different currencies, so neither is the larger.';
  const text = `You ${verb} ${spent.join(' and ')}: ${verdict}`;
  return { text, kind: 'money', transactions: cite([...sides[0].rows, ...sides[1].rows]) };
}

/**
 * Two periods weighed against each other ("Did I spend more in July or June?"): each one's total
 * and which is larger, by how much. The headline figure is the difference. Rows in several
 * currencies are weighed a currency at a time.
 */
export function answerCompare(view: StatementView, query: Query): Answer {
  const [first, second] = (query.sides ?? []).map((range) => {
    const rows = select(view, { ...query, filters: { ...query.filters, range } });
    return { range, rows, total: sumSizes(rows) };
  });
  if (!first || !second) throw new Error('A comparison needs two periods.');
  const verb = query.direction === 'in' ? 'received' : 'spent';
  const codes = rowCurrencies([...first.rows, ...second.rows]);
  if (codes.length > 1 && !query.filters.currency)
    return comparePerCurrency(view, verb, [first, second], codes);
  // Rows all in one currency of a statement mixing several are told in theirs.
  const [only = rowCurrencies(view.rows)[0] ?? view.currency] = codes;
  const code = query.filters.currency ?? only;
  const asked = code ? { ...query, filters: { ...query.filters, currency: code } } : query;
  const [larger, smaller] = first.total >= second.total ? [first, second] : [second, first];
  const difference = larger.total - smaller.total;
  const verdict =
    difference === 0
      ? 'the same in both.'
      : `${formatRange(larger.range)} is the larger, by ${money(view, difference, asked)}.`;
  const text = `You ${verb} ${money(view, first.total, asked)} ${whenText(view, first.range)} and ${money(view, second.total, asked)} ${whenText(view, second.range)}: ${verdict}`;
  return moneyAnswer(text, difference, [...first.rows, ...second.rows], currencyOf(view, asked));
}
