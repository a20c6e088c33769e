import { labelOf } from '../categories/categorize';
import { excludedText, statementsText, weekdaysText } from './common';
import { formatRange } from '../format/format-date';
import { formatMoney } from '../format/format-money';
import { factName } from './stated-fact';
import type { StatementView } from '../statement/view';
import type { Query } from '../understand/query';

const DIRECTION = { out: 'money out', in: 'money in', both: 'money in and out' } as const;

/** How the question was read, for the UI and for checking: `total · money out · Swiggy · February 2025`. */
export function describeQuery(view: StatementView, query: Query): string {
  const { filters } = query;
  const currency = filters.currency ?? view.currency;
  const parts: string[] = [query.intent];
  if (query.balance) parts.push(query.balance);
  if (query.fact) parts.push(factName(query.fact));
  if (query.groupBy) parts.push(`by ${query.groupBy}`);
  if (query.per) parts.push(`per ${query.per}`);
  if (query.extreme) parts.push(query.extreme === 'max' ? 'largest' : 'smallest');
  if (query.n !== undefined) parts.push(`n=${query.n}`);
  if (query.frequency) parts.push(query.frequency);
  if (query.subscriptionsOnly) parts.push('subscriptions');
  if (query.direction && !['balance', 'info', 'help'].includes(query.intent))
    parts.push(DIRECTION[query.direction]);
  if (filters.merchants.length > 0) parts.push(filters.merchants.join(', '));
  const categories = [...filters.categories.map(labelOf), ...filters.bankCategories];
  if (categories.length > 0) parts.push(categories.join(', '));
  if (filters.texts.length > 0) parts.push(filters.texts.map((text) => `“${text}”`).join(', '));
  if (filters.excluded) parts.push(`excluding ${excludedText(view, filters.excluded)}`);
  if (filters.weekdays) parts.push(weekdaysText(filters.weekdays));
  if (filters.range) parts.push(formatRange(filters.range));
  if (filters.min)
    parts.push(`${filters.min.inclusive ? '≥' : '>'} ${formatMoney(filters.min.minor, currency)}`);
  if (filters.max)
    parts.push(`${filters.max.inclusive ? '≤' : '<'} ${formatMoney(filters.max.minor, currency)}`);
  if (filters.exact !== undefined) parts.push(`= ${formatMoney(filters.exact, currency)}`);
  if (filters.currency) parts.push(filters.currency);
  if (filters.statements) parts.push(statementsText(filters.statements));
  if (query.pick) parts.push(query.pick === 'last' ? 'latest' : 'earliest');
  if (filters.pending) parts.push('pending');
  if (filters.cashback) parts.push('cashback');
  if (filters.feeKind) parts.push(`${filters.feeKind} fees`);
  if (filters.typeCode) parts.push(`${filters.typeCode}s`);
  if (filters.cardBill) parts.push('paying a card');
  if (filters.purchases) parts.push('purchases');
  return parts.join(' · ');
}
