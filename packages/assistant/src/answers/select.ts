import { dayOfWeek } from '../calendar/calendar';
import { isFeeOfKind } from '../categories/fee-kinds';
import { isWithinAny } from '../categories/hierarchy';
import { isPurchase } from '../categories/purchases';
import { isOfKind, namesACard } from '../categories/type-codes';
import type { Row, StatementView } from '../statement/view';
import type { Direction, Excluded, Filters, Query } from '../understand/query';
import { mentionsCashback } from '../understand/card-words';
import { termMatcher } from '../understand/text';

const inDirection = (row: Row, direction: Direction | undefined) =>
  direction === 'out' ? row.tx.amountMinor < 0 : direction === 'in' ? row.tx.amountMinor > 0 : true;

/** Each text's test, made once per list of texts rather than once per row. */
const matchers = new WeakMap<readonly string[], ((row: Row) => boolean)[]>();
function textMatchers(texts: readonly string[]): ((row: Row) => boolean)[] {
  let found = matchers.get(texts);
  if (!found) {
    found = texts.map(termMatcher);
    matchers.set(texts, found);
  }
  return found;
}

/** Whether the row matches each kind of thing the question names (merchant, category, text). */
function namedKinds(
  row: Row,
  filters: Pick<Filters, 'merchants' | 'categories' | 'bankCategories' | 'texts' | 'cashback'>,
): boolean[] {
  const kinds: boolean[] = [];
  if (filters.merchants.length > 0) kinds.push(filters.merchants.includes(row.merchant));
  if (filters.categories.length > 0 || filters.bankCategories.length > 0) {
    kinds.push(
      // A broad category ("transport") takes its children's rows; a narrow one ("fuel") only its own.
      isWithinAny(row.categoryId, filters.categories) ||
        filters.bankCategories.includes(row.categoryLabel),
    );
  }
  // Words the tables do not know are pieces of one name ("Funds received from … PETER OTIENO"):
  // a row must mention them all.
  if (filters.texts.length > 0)
    kinds.push(textMatchers(filters.texts).every((mentions) => mentions(row)));
  if (filters.cashback) kinds.push(mentionsCashback(row));
  return kinds;
}

const excludes = (row: Row, excluded: Excluded) =>
  namedKinds(row, excluded).some(Boolean) ||
  (excluded.range !== undefined &&
    row.tx.date >= excluded.range.start &&
    row.tx.date <= excluded.range.end);

const namedMatch = (row: Row, filters: Filters) => {
  const kinds = namedKinds(row, filters);
  return filters.union ? kinds.length === 0 || kinds.some(Boolean) : kinds.every(Boolean);
};

/**
 * Whether a row matches: every kind of filter given must match (a merchant *and* a month), and
 * within one kind any value may ("Swiggy and Zomato together"). Amount limits compare sizes,
 * whichever way the money went.
 */
export function matches(row: Row, filters: Filters): boolean {
  const { tx } = row;
  const size = Math.abs(tx.amountMinor);
  if (filters.range && (tx.date < filters.range.start || tx.date > filters.range.end)) return false;
  if (!namedMatch(row, filters)) return false;
  if (filters.excluded && excludes(row, filters.excluded)) return false;
  if (filters.weekdays && !filters.weekdays.includes(dayOfWeek(tx.date))) return false;
  if (filters.min && (filters.min.inclusive ? size < filters.min.minor : size <= filters.min.minor))
    return false;
  if (filters.max && (filters.max.inclusive ? size > filters.max.minor : size >= filters.max.minor))
    return false;
  if (filters.exact !== undefined && size !== filters.exact) return false;
  if (filters.currency && row.currency !== filters.currency) return false;
  if (filters.statements && !row.statements?.some((part) => filters.statements?.includes(part)))
    return false;
  if (filters.pending && !tx.pending) return false;
  if (filters.feeKind && !isFeeOfKind(tx.description, filters.feeKind)) return false;
  if (filters.typeCode && !isOfKind(tx, filters.typeCode)) return false;
  if (filters.cardBill && !paysTheCard(row)) return false;
  // Cash drawn with a card ("Prelievo carta Bancomat") is no purchase made by card.
  if (filters.typeCode === 'card payment' && row.categoryId === 'cash') return false;
  return true;
}

/**
 * A currency conversion, a hold or a transfer between one's own accounts moves money between
 * one's own balances: it is neither money in nor money out.
 */
export const movesOwnMoney = (row: Row) => row.categoryId === 'conversions';

/** Own moves are left out of money in and out, unless the question asks about them. */
const ownMove = (row: Row, direction: Direction | undefined, filters: Filters) =>
  movesOwnMoney(row) &&
  direction !== 'both' &&
  direction !== undefined &&
  !filters.categories.includes('conversions') &&
  filters.cardBill !== true;

/**
 * A card bill's payment: a card's credit read as a payment (or matched with the account that
 * paid it), or a bank account's money out that names a card.
 */
const paysTheCard = (row: Row) =>
  row.tx.amountMinor < 0
    ? namesACard(row.searchText)
    : row.categoryId === 'transfers' || movesOwnMoney(row);

/** The rows a query is about, oldest first; `direction` overrides the query's own. */
export function select(view: StatementView, query: Query, direction = query.direction): Row[] {
  const { purchases } = query.filters;
  return view.rows.filter(
    (row) =>
      inDirection(row, direction) &&
      !ownMove(row, direction, query.filters) &&
      matches(row, query.filters) &&
      (!purchases || isPurchase(row, view.card)),
  );
}
