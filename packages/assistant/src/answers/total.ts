import { formatMoney, formatSignedMoney } from '../format/format-money';
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
import { moneyPerCurrency, rowCurrencies, totalsByCurrency } from './per-currency';
import { answerRowFees } from './row-fees';
import { select } from './select';
import { labelOf } from '../categories/categorize';
import { isWithin } from '../categories/hierarchy';

interface Group {
  name: string;
  rows: readonly Row[];
}

/**
 * Groups of one list that share no row, so their parts add up to the whole: a row goes to the
 * first group that takes it ("Mercado Livre" before "Shopping"). A group whose rows all went to
 * one before it is left out; one that matched nothing stays, to say so (`Health €0.00 (0)`).
 */
function apart(groups: readonly Group[], named: number): Group[] {
  const taken = new Set<Row>();
  return groups.flatMap((group, index) => {
    const own = group.rows.filter((row) => !taken.has(row));
    own.forEach((row) => taken.add(row));
    return own.length > 0 || (index < named && group.rows.length === 0)
      ? [{ ...group, rows: own }]
      : [];
  });
}

/** The group of rows a list takes by words the tables do not know (`mentioning “loja”`). */
const mentioning = (query: Query) =>
  `mentioning ${joinNames(query.filters.texts.map((text) => `“${text}”`))}`;

/** `Swiggy ₹3,192.76 (5) and Zomato ₹1,875.92 (3)` when a question names several things. */
function splitByNamed(view: StatementView, query: Query, rows: readonly Row[]): string {
  const { merchants, categories, union } = query.filters;
  const byMerchant = merchants.map((name) => ({
    name,
    rows: rows.filter((row) => row.merchant === name),
  }));
  const byCategory = categories.map((id) => ({
    name: labelOf(id),
    rows: rows.filter((row) => isWithin(row.categoryId, id)),
  }));
  const groups = union
    ? apart(
        [
          ...byMerchant,
          ...byCategory,
          ...(query.filters.texts.length > 0 ? [{ name: mentioning(query), rows }] : []),
        ],
        byMerchant.length + byCategory.length,
      )
    : merchants.length > 1
      ? byMerchant
      : categories.length > 1
        ? byCategory
        : [];
  if (groups.length < 2) return '';
  const parts = groups.map(
    (group) => `${group.name} ${money(view, sumSizes(group.rows), query)} (${group.rows.length})`,
  );
  return `: ${joinNames(parts)}`;
}

/**
 * `• EUR: in €2,000.00 (1 credit), out €50.00 (2 debits), net +€1,950.00`, a line per currency,
 * when the rows mix them: a net of euros and dollars together would be no one's money.
 */
function bothWaysPerCurrency(
  view: StatementView,
  query: Query,
  codes: readonly (string | null)[],
  flows: { incoming: Row[]; outgoing: Row[] },
): Answer {
  const lines = codes.map((code) => {
    const inRows = flows.incoming.filter((row) => row.currency === code);
    const outRows = flows.outgoing.filter((row) => row.currency === code);
    const [inMinor, outMinor] = [sumSizes(inRows), sumSizes(outRows)];
    return `• ${code ?? 'No currency named'}: in ${formatMoney(inMinor, code)} (${plural(inRows.length, 'credit')}), out ${formatMoney(outMinor, code)} (${plural(outRows.length, 'debit')}), net ${formatSignedMoney(inMinor - outMinor, code)}`;
  });
  const scope = scopeText(view, query) || periodText(view, query);
  const whose = view.parts ? 'your statements mix' : 'the statement mixes';
  const text = `Money in and out${scope}, each currency on its own (${whose} currencies, so they are not added together):\n${lines.join('\n')}`;
  return { text, kind: 'money', transactions: cite(select(view, query, 'both')) };
}

/**
 * A question that names no currency, about a statement that names none of its own (one mixing
 * currencies, or all statements together when one names none), is answered in the currency
 * every row behind it names, so the figure names it ("You spent $63.95 at Uber", not "63.95").
 */
function inRowsCurrency(view: StatementView, query: Query, rows: readonly Row[]): Query {
  if (query.filters.currency || view.currency) return query;
  const currency = soleCurrency(rows);
  return currency ? { ...query, filters: { ...query.filters, currency } } : query;
}

function bothWays(view: StatementView, asked: Query): Answer {
  const incoming = select(view, asked, 'in');
  const outgoing = select(view, asked, 'out');
  const codes = rowCurrencies([...incoming, ...outgoing]);
  if (codes.length > 1 && !asked.filters.currency)
    return bothWaysPerCurrency(view, asked, codes, { incoming, outgoing });
  const query = inRowsCurrency(view, asked, [...incoming, ...outgoing]);
  const inMinor = sumSizes(incoming);
  const outMinor = sumSizes(outgoing);
  const net = inMinor - outMinor;
  const scope = scopeText(view, query) || periodText(view, query);
  const text = `Money in${scope}: ${money(view, inMinor, query)} (${plural(incoming.length, 'credit')}). Money out: ${money(view, outMinor, query)} (${plural(outgoing.length, 'debit')}). Net: ${net > 0 ? '+' : ''}${money(view, net, query)}.`;
  return moneyAnswer(text, net, select(view, query, 'both'), currencyOf(view, query));
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
  // Rows in different currencies are told apart by their own currency, not by the statement's
  // list: all statements together list none when one of them names no currency.
  if (!query.filters.currency && new Set(rows.map((row) => row.currency)).size > 1) {
    const text = `${verbOf(query)} ${moneyPerCurrency(totalsByCurrency(rows))}${scope} (${rowNoun(query.direction, rows.length)}); the statement mixes currencies, so they are not added together.`;
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
  const text = `${verbOf(query)} ${money(view, total, query)}${scope}, across ${rowNoun(query.direction, rows.length)}${splitByNamed(view, query, rows)}.${shareText(view, query, total)}`;
  return moneyAnswer(text, total, rows, currencyOf(view, query));
}

/** What the person did with the money: a card's bill is paid, whichever side records it. */
const verbOf = (query: Query) =>
  query.filters.cardBill ? 'You paid' : query.direction === 'out' ? 'You spent' : 'You received';
