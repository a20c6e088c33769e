import { formatMoney } from '../format/format-money';
import type { Row, StatementView } from '../statement/view';
import { merchantKeys } from '../understand/find-entities';
import type { Query } from '../understand/query';
import type { Answer } from '../types';
import { cite, joinNames, rowNoun, sumSizes } from './common';
import { select } from './select';

/** A description listing this many parties names several ("Batch of 3 payments: A, B, C"). */
const SEVERAL = 3;

const namesSeveral = (row: Row) => row.tx.description.split(/[,;]/).length >= SEVERAL;

/**
 * Rows of the question's direction and period that name an asked merchant among several
 * parties, a batch of payments booked as one, without being that merchant's own: how much of
 * such a row was theirs the statement does not say.
 */
function rowsNamingOthers(view: StatementView, query: Query): Row[] {
  const asked = new Set(query.filters.merchants);
  const keys = merchantKeys(view)
    .filter(({ merchant }) => asked.has(merchant))
    .map(({ key }) => ` ${key} `);
  if (keys.length === 0) return [];
  const unnamed = { ...query, filters: { ...query.filters, merchants: [] } };
  return select(view, unnamed).filter(
    (row) =>
      !asked.has(row.merchant) &&
      namesSeveral(row) &&
      keys.some((key) => row.searchText.includes(key)),
  );
}

/**
 * A total or a count of a merchant's money where other rows name that merchant among several
 * parties: the merchant's own rows are told, and the shared rows beside them, but no one figure,
 * since any figure would guess their share. Other answers are returned as they are.
 */
export function withRowsNamingOthers(view: StatementView, query: Query, answer: Answer): Answer {
  if (query.filters.merchants.length === 0 || answer.value === undefined) return answer;
  if (answer.kind !== 'money' && answer.kind !== 'count') return answer;
  const shared = rowsNamingOthers(view, query);
  if (shared.length === 0) return answer;
  const { value: _value, ...rest } = answer;
  const each = shared.map(
    (row) => `“${row.tx.description}” (${formatMoney(row.tx.amountMinor, row.currency)})`,
  );
  const more = rowNoun(query.direction, shared.length).replace(/^(\d+)/, '$1 more');
  const one = shared.length === 1;
  return {
    ...rest,
    text: `${answer.text} But ${more} of ${formatMoney(sumSizes(shared), shared[0]?.currency ?? view.currency)} ${one ? 'names' : 'name'} ${joinNames(query.filters.merchants)} among other parties: ${joinNames(each)}. The statement does not say how much of ${one ? 'it' : 'them'} was theirs, so I can't give one exact figure.`,
    transactions: [...answer.transactions, ...cite(shared)].sort((a, b) =>
      a.date.localeCompare(b.date),
    ),
  };
}
