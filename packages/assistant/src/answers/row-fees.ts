import { formatMoney } from '../format/format-money';
import type { Row, StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import type { Answer } from '../types';
import { cite, joinNames, periodText, plural, rowNoun, scopeText, sumSizes } from './common';
import { select } from './select';

/** What a fee question adds up in one currency: fee rows, and fees taken within other rows. */
interface FeesIn {
  currency: string | null;
  charged: Row[];
  taken: Row[];
  minor: number;
}

const takenMinor = (rows: readonly Row[]) =>
  rows.reduce((sum, row) => sum + (row.tx.feeMinor ?? 0), 0);

function byCurrency(charged: readonly Row[], taken: readonly Row[]): FeesIn[] {
  const groups = new Map<string | null, FeesIn>();
  const groupOf = (row: Row) => {
    let group = groups.get(row.currency);
    if (!group) {
      group = { currency: row.currency, charged: [], taken: [], minor: 0 };
      groups.set(row.currency, group);
    }
    return group;
  };
  for (const row of charged) groupOf(row).charged.push(row);
  for (const row of taken) groupOf(row).taken.push(row);
  for (const group of groups.values())
    group.minor = sumSizes(group.charged) + takenMinor(group.taken);
  return [...groups.values()];
}

function partsOf(group: FeesIn): string {
  const parts: string[] = [];
  if (group.taken.length > 0) {
    parts.push(
      `${formatMoney(takenMinor(group.taken), group.currency)} taken from ${plural(group.taken.length, 'payment')} (the statement's Fee column; their amounts are already after it)`,
    );
  }
  if (group.charged.length > 0) {
    parts.push(
      `${formatMoney(sumSizes(group.charged), group.currency)} charged as ${rowNoun('out', group.charged.length)} of their own`,
    );
  }
  return joinNames(parts);
}

/**
 * "How much did I pay in fees?" where a payment service took its fee within each payment
 * (PayPal's and Revolut's Fee column): those fees are no row of their own, so the fee rows alone
 * would say too little. Both are added, per currency, never across currencies. Undefined when
 * the question is not about fees in general or no row carries a fee of its own, so the usual
 * total answers.
 */
export function answerRowFees(view: StatementView, query: Query): Answer | undefined {
  const { filters } = query;
  if (query.direction !== 'out' || !filters.categories.includes('fees')) return undefined;
  if (filters.feeKind !== undefined || filters.typeCode !== undefined || filters.union)
    return undefined;
  const withoutFees = {
    ...query,
    filters: { ...filters, categories: filters.categories.filter((id) => id !== 'fees') },
  };
  const taken = select(view, withoutFees, 'both').filter((row) => (row.tx.feeMinor ?? 0) > 0);
  if (taken.length === 0) return undefined;
  const charged = select(view, query);
  const groups = byCurrency(charged, taken);
  const scope = `${scopeText(view, withoutFees)}${periodText(view, query)}`;
  const cited = cite([...charged, ...taken].sort((a, b) => a.tx.position - b.tx.position));
  const [only] = groups;
  if (groups.length === 1 && only) {
    return {
      text: `You paid ${formatMoney(only.minor, only.currency)} in fees${scope}: ${partsOf(only)}.`,
      kind: 'money',
      value: only.minor,
      currency: only.currency,
      transactions: cited,
    };
  }
  const each = groups.map(
    (group) => `${formatMoney(group.minor, group.currency)} (${partsOf(group)})`,
  );
  return {
    text: `You paid ${joinNames(each)} in fees${scope}; the statement mixes currencies, so they are not added together.`,
    kind: 'money',
    transactions: cited,
  };
}
