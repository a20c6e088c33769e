import { formatMoney } from '../format/format-money';
import type { Row, StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import type { Answer } from '../types';
import { cite, joinNames, plural } from './common';
import type { Group } from './group';
import { type CurrencyTotal, moneyPerCurrency, totalsByCurrency } from './per-currency';

/** What a breakdown's first line says: `Spending`, `statement`, ` across your statements (…)`. */
export interface BreakdownWords {
  flow: string;
  by: string;
  scope: string;
}

/** How many groups a breakdown lists in words; the rest are counted. */
export const GROUPS_LISTED = 15;

/** `€12.00 (2 transactions)`. */
const figure = ({ totalMinor, currency, rows }: CurrencyTotal) =>
  `${formatMoney(totalMinor, currency)} (${plural(rows.length, 'transaction')})`;

/**
 * A group with none of the rows asked about: a statement or a month shows its zero in its own
 * currencies (never in another's), a month without rows or any other group has nothing to show
 * one in.
 */
export function emptyGroupText(group: Group): string {
  const own = group.currencies ?? [];
  if (own.length === 0) return 'nothing (0 transactions)';
  return joinNames(own.map((currency) => figure({ currency, rows: [], totalMinor: 0 })));
}

/** `€12.00 (2 transactions) and $5.00 (1 transaction)`: a group's figure in each currency. */
function groupText(group: Group, codes: readonly (string | null)[]): string {
  if (group.rows.length === 0) return emptyGroupText(group);
  return joinNames(totalsByCurrency(group.rows, codes).map(figure));
}

/** A group's total in one currency. */
const totalIn = (group: Group, code: string | null) =>
  totalsByCurrency(group.rows, [code]).find((total) => total.currency === code)?.totalMinor ?? 0;

/**
 * Rankings by amount compare one currency at a time: the most used currency first, then the
 * next, so a group is never placed by euros and dollars added together. Months, days and
 * statements keep their calendar order.
 */
function ranked(groups: readonly Group[], codes: readonly (string | null)[], query: Query) {
  if (['month', 'statement', 'day'].includes(query.groupBy ?? 'category')) return [...groups];
  const byCount = query.metric === 'count';
  return [...groups].sort((a, b) => {
    if (byCount && a.rows.length !== b.rows.length) return b.rows.length - a.rows.length;
    for (const code of codes) {
      const difference = totalIn(b, code) - totalIn(a, code);
      if (difference !== 0) return difference;
    }
    return a.label.localeCompare(b.label);
  });
}

/** `In EUR, January 2026 is the larger, by €5.00; in USD, both are the same.` */
function verdicts(pair: readonly [Group, Group], codes: readonly (string | null)[]): string {
  const said = codes.flatMap((code) => {
    const [a, b] = pair.map((group) => totalIn(group, code));
    if (a === undefined || b === undefined || (a === 0 && b === 0)) return [];
    const larger = a >= b ? pair[0] : pair[1];
    const name = code ?? 'the unnamed currency';
    return a === b
      ? [`${name}, both are the same`]
      : [`${name}, ${larger.label} is the larger, by ${formatMoney(Math.abs(a - b), code)}`];
  });
  return said.length > 0 ? `\nIn ${said.join('; in ')}.` : '';
}

/** `The most in EUR was in a.csv (…); in USD, in b.csv (…).` */
function mostPerCurrency(groups: readonly Group[], codes: readonly (string | null)[]): string {
  const said = codes.flatMap((code) => {
    const [most] = [...groups].sort((a, b) => totalIn(b, code) - totalIn(a, code));
    return most && totalIn(most, code) > 0 ? [{ code, label: most.label }] : [];
  });
  const [first, ...rest] = said;
  if (!first) return '';
  const others = rest.map(
    ({ code, label }) => `; in ${code ?? 'the unnamed currency'}, in ${label}`,
  );
  return `\nThe most in ${first.code ?? 'the unnamed currency'} was in ${first.label}${others.join('')}.`;
}

/**
 * A breakdown over rows in several currencies (a statement mixing them, or all statements
 * together, some in euros and some in dollars): every group's figure in each currency it has,
 * never added together or converted, and a statement with none of the rows asked about shows
 * its zero in its own currency. No chart: its bars would set euros against dollars.
 */
export function breakdownPerCurrency(
  view: StatementView,
  query: Query,
  found: { groups: Group[]; rows: Row[]; codes: (string | null)[] },
  words: BreakdownWords,
): Answer {
  const { rows, codes } = found;
  const groups = ranked(found.groups, codes, query);
  const shown = groups.slice(0, GROUPS_LISTED);
  const lines = shown.map((group) => `• ${group.label}: ${groupText(group, codes)}`);
  if (groups.length > shown.length) lines.push(`…and ${groups.length - shown.length} more.`);
  const whose = view.parts ? 'your statements mix' : 'the statement mixes';
  let text = `${words.flow} by ${words.by}${words.scope}, ${moneyPerCurrency(totalsByCurrency(rows, codes))} in all (${whose} currencies, so they are not added together):\n${lines.join('\n')}`;
  const [first, second] = groups;
  if (query.groupBy === 'statement' && groups.length > 2) text += mostPerCurrency(groups, codes);
  if (query.compare && groups.length === 2 && first && second)
    text += verdicts([first, second], codes);
  return { text, kind: 'money', transactions: cite(rows) };
}
