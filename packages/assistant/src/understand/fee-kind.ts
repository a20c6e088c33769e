import { FEE_KINDS } from '../categories/fee-kinds';
import type { Query } from './query';

/**
 * "Foreign transaction fees", "ATM fees": fees of one kind, not every fee, nor the cash
 * withdrawals an "ATM" alone would name. The word that names the kind is no merchant to look for.
 */
export function readFeeKind(query: Query, prepared: string): void {
  const { filters } = query;
  if (!filters.categories.includes('fees')) return;
  const found = FEE_KINDS.map((entry) => ({ entry, match: entry.asked.exec(prepared) })).find(
    ({ match }) => match !== null,
  );
  if (!found?.match) return;
  filters.feeKind = found.entry.kind;
  filters.categories = filters.categories.filter((id) => id === 'fees');
  if (query.unknownTerm && found.match[0].includes(query.unknownTerm.toLowerCase()))
    delete query.unknownTerm;
}
