import { formatMoney } from '../format/format-money';
import { type Row, type StatementView, soleCurrency } from '../statement/view';
import type { Query } from '../understand/query';
import type { Answer } from '../types';
import {
  cite,
  currencyOf,
  joinNames,
  money,
  moneyAnswer,
  periodText,
  plural,
  rowNoun,
  scopeText,
  sumSizes,
} from './common';
import { namesSomething } from '../understand/query';
import { answerRowFees } from './row-fees';
import { select } from './select';
import { labelOf } from '../categories/categorize';

/** `Swiggy ₹3,192.76 (5) and Zomato ₹1,875.92 (3)` when a question names several things. */
function splitByNamed(view: StatementView, query: Query, rows: readonly Row[]): string {
  const { merchants, categories, union } = query.filters;
  const byMerchant = merchants.map((name) => ({
    name,
    rows: rows.filter((row) => row.merchant === name),
  }));
  const byCategory = categories.map((id) => ({
    name: labelOf(id),
    rows: rows.filter((row) => row.categoryId === id),
  }));
  const groups = union
    ? [...byMerchant, ...byCategory]
    : merchants.length > 1
      ? byMerchant
      : categories.length > 1
        ? byCategory
        : [];
  if (groups.length === 0) return '';
  const parts = groups.map(
    (group) => `${group.name} ${money(view, sumSizes(group.rows), query)} (${group.rows.length})`,
  );
  return `: ${joinNames(parts)}`;
}

/** Totals per currency, for statements that mix currencies and a question that names none. */
function perCurrency(rows: readonly Row[]): string {
  const totals = new Map<string, number>();
  for (const row of rows)
    totals.set(
      row.currency ?? '',
      (totals.get(row.currency ?? '') ?? 0) + Math.abs(row.tx.amountMinor),
    );
  return joinNames([...totals.entries()].map(([code, minor]) => formatMoney(minor, code || null)));
}

/**
 * In a statement that mixes currencies, a question that names none is answered in the one
 * currency its rows share, so the figure names it ("You spent $63.95 at Uber"): the statement
 * itself has no one currency to write it in.
 */
function inRowsCurrency(view: StatementView, query: Query, rows: readonly Row[]): Query {
  if (!view.currencies || query.filters.currency) return query;
  const currency = soleCurrency(rows);
  return currency ? { ...query, filters: { ...query.filters, currency } } : query;
}

/** Rows of a mixed statement, in several currencies, for a question that names none. */
const acrossCurrencies = (view: StatementView, query: Query, rows: readonly Row[]) =>
  Boolean(view.currencies) &&
  !query.filters.currency &&
  new Set(rows.map((row) => row.currency)).size > 1;

function bothWays(view: StatementView, asked: Query): Answer {
  const rows = select(view, asked, 'both');
  const scope = scopeText(view, asked) || periodText(view, asked);
  const incoming = select(view, asked, 'in');
  const outgoing = select(view, asked, 'out');
  if (acrossCurrencies(view, asked, rows)) {
    const text = `Money in${scope}: ${perCurrency(incoming) || 'nothing'} (${plural(incoming.length, 'credit')}). Money out: ${perCurrency(outgoing) || 'nothing'} (${plural(outgoing.length, 'debit')}). The statement mixes currencies, so they are not added together.`;
    return { text, kind: 'money', transactions: cite(rows) };
  }
  const query = inRowsCurrency(view, asked, rows);
  const inMinor = sumSizes(incoming);
  const outMinor = sumSizes(outgoing);
  const net = inMinor - outMinor;
  const text = `Money in${scope}: ${money(view, inMinor, query)} (${plural(incoming.length, 'credit')}). Money out: ${money(view, outMinor, query)} (${plural(outgoing.length, 'debit')}). Net: ${net > 0 ? '+' : ''}${money(view, net, query)}.`;
  return moneyAnswer(text, net, rows, currencyOf(view, query));
}

/**
 * " That is 42% of all your spending in February 2025.": the named things against every row of
 * the same direction, dates and amounts, when the question asks for a share.
 */
function shareText(view: StatementView, query: Query, total: number): string {
  if (!query.share || !namesSomething(query.filters)) return '';
  const unnamed = { merchants: [], categories: [], bankCategories: [], texts: [] };
  const everything = { ...query, filters: { ...query.filters, ...unnamed } };
  const all = sumSizes(select(view, everything));
  if (all === 0) return '';
  const flow = query.direction === 'in' ? 'money in' : 'spending';
  const where = scopeText(view, everything) || periodText(view, everything);
  return ` That is ${Math.round((total / all) * 100)}% of all your ${flow}${where}.`;
}

/** How much went out (or came in) for whatever the question names, with the rows that add up to it. */
export function answerTotal(view: StatementView, asked: Query): Answer {
  if (asked.direction === 'both' || asked.direction === undefined) return bothWays(view, asked);
  const withinRows = answerRowFees(view, asked);
  if (withinRows) return withinRows;
  const rows = select(view, asked);
  const query = inRowsCurrency(view, asked, rows);
  const scope = scopeText(view, query) || periodText(view, query);
  const spent = query.direction === 'out';
  if (acrossCurrencies(view, query, rows)) {
    const text = `${spent ? 'You spent' : 'You received'} ${perCurrency(rows)}${scope} (${rowNoun(query.direction, rows.length)}); the statement mixes currencies, so they are not added together.`;
    return { text, kind: 'money', transactions: cite(rows) };
  }
  const total = sumSizes(rows);
  if (rows.length === 0) {
    // What the question names may have moved the other way (a refund from a shop): those rows
    // are cited, and said. Without a name, the other way is every debit or credit: neither.
    const other = namesSomething(query.filters) ? select(view, query, spent ? 'in' : 'out') : [];
    const note =
      other.length > 0
        ? ` (${money(view, sumSizes(other), query)} went the other way: ${rowNoun(spent ? 'in' : 'out', other.length)}.)`
        : '';
    const text = `Nothing: no money ${spent ? 'went out' : 'came in'}${scope}${periodText(view, query)}, so the total is ${money(view, 0, query)}.${note}`;
    return moneyAnswer(text, 0, other, currencyOf(view, query));
  }
  const verb = spent ? 'You spent' : 'You received';
  const text = `${verb} ${money(view, total, query)}${scope}, across ${rowNoun(query.direction, rows.length)}${splitByNamed(view, query, rows)}.${shareText(view, query, total)}`;
  return moneyAnswer(text, total, rows, currencyOf(view, query));
}
