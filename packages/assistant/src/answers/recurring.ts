import { daysBetween } from '../calendar/calendar';
import type { CategoryId } from '../categories/category-table';
import { detectRecurring, type Series } from '../statement/recurring';
import type { StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import type { Answer } from '../types';
import { cite, day, joinNames, money, plural } from './common';
import { matches } from './select';

/** Categories whose repeating payments are subscriptions rather than rent, transfers or fees. */
const SUBSCRIPTION_CATEGORIES: readonly (CategoryId | undefined)[] = [
  'subscriptions',
  'bills',
  'utilities',
  'telecoms',
];

const isSubscription = (series: Series) =>
  SUBSCRIPTION_CATEGORIES.includes(series.categoryId) ||
  (series.fixedAmount && (series.categoryId === 'other' || series.categoryId === undefined));

const EVERY: Record<Series['frequency'], string> = {
  weekly: 'every week',
  fortnightly: 'every two weeks',
  monthly: 'every month',
  quarterly: 'every quarter',
  yearly: 'every year',
};

function describe(view: StatementView, series: Series, query: Query): string {
  const dates = series.rows.map((row) => day(view, row.tx.date)).join(', ');
  const amount = series.fixedAmount
    ? money(view, series.typicalMinor, query)
    : `about ${money(view, series.typicalMinor, query)}`;
  return `${series.merchant} (${amount} ${EVERY[series.frequency]}; ${plural(series.rows.length, 'payment')}: ${dates})`;
}

/**
 * Recurring payments and subscriptions: the same payee at a regular interval for a similar
 * amount (statement/recurring.ts). Subscriptions are the series in subscription-like categories
 * (streaming, phone, utilities) or of a fixed amount to an uncategorised payee; the other
 * repeating payments (rent, bank charges) are named after them. A statement too short to show a
 * repeat still names the payments that look like subscriptions by their merchant.
 */
export function answerRecurring(view: StatementView, query: Query): Answer {
  const wanted = query.direction === 'in' ? 'in' : 'out';
  const rows = view.rows.filter((row) => matches(row, query.filters));
  const all = detectRecurring(rows).filter(
    (series) =>
      series.direction === wanted && (!query.frequency || series.frequency === query.frequency),
  );
  const main = query.subscriptionsOnly ? all.filter(isSubscription) : all;
  const rest = query.subscriptionsOnly ? all.filter((series) => !isSubscription(series)) : [];
  const what = query.subscriptionsOnly
    ? 'subscription'
    : wanted === 'in'
      ? 'recurring credit'
      : 'recurring payment';
  const how = query.frequency ? ` ${EVERY[query.frequency]}` : '';
  if (main.length === 0) {
    const named = query.subscriptionsOnly
      ? rows.filter((row) => row.categoryId === 'subscriptions' && row.tx.amountMinor < 0)
      : [];
    const span = daysBetween(view.period.start, view.period.end) + 1;
    const lead = `I can't see any ${what} repeating${how} in this statement (it covers ${span} days).`;
    const hint =
      named.length > 0
        ? ` These look like subscriptions by name: ${joinNames(named.map((row) => `${row.merchant} (${money(view, Math.abs(row.tx.amountMinor), query)} on ${day(view, row.tx.date)})`))}.`
        : '';
    const others =
      rest.length > 0
        ? ` Other payments that repeat: ${joinNames(rest.map((series) => describe(view, series, query)))}.`
        : '';
    return {
      text: `${lead}${hint}${others}`,
      kind: 'entities',
      value: 0,
      transactions: cite([...named, ...rest.flatMap((series) => series.rows)]),
    };
  }
  const verb = query.subscriptionsOnly
    ? main.length === 1
      ? 'renews'
      : 'renew'
    : main.length === 1
      ? 'repeats'
      : 'repeat';
  let text = `${plural(main.length, what)} ${verb}${how}: ${joinNames(main.map((series) => describe(view, series, query)))}.`;
  if (rest.length > 0)
    text += ` Other payments that repeat: ${joinNames(rest.map((series) => describe(view, series, query)))}.`;
  const cited = [...main, ...rest]
    .flatMap((series) => series.rows)
    .sort((a, b) => (a.tx.date < b.tx.date ? -1 : a.tx.date > b.tx.date ? 1 : 0));
  return {
    text,
    kind: 'entities',
    value: main.length,
    transactions: cite(cited),
    chart: {
      title: `${what[0]?.toUpperCase() ?? ''}${what.slice(1)}s`,
      points: main.map((series) => ({ label: series.merchant, valueMinor: series.typicalMinor })),
    },
  };
}
