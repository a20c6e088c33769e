import { categoryInfo } from '../categories/category-table';
import type { StatementView } from '../statement/view';
import type { Direction, Query } from '../understand/query';
import { namesSomething } from '../understand/query';
import { BALANCE_PER_CURRENCY, currenciesByUse, rowsInNamedStatements } from './balance-currencies';
import { select } from './select';

/** Without a stated direction: spending for rankings and averages, both ways for counts and lists. */
const FALLBACK: Record<Query['intent'], Direction> = {
  total: 'both',
  count: 'both',
  average: 'out',
  extreme: 'both',
  top: 'out',
  breakdown: 'out',
  recurring: 'out',
  list: 'both',
  balance: 'both',
  net: 'both',
  info: 'both',
  afford: 'both',
  export: 'both',
  compare: 'out',
  help: 'both',
};

const opposite = (direction: Direction): Direction =>
  direction === 'out' ? 'in' : direction === 'in' ? 'out' : 'both';

/** Kinds of named thing, the most specific first. */
const KINDS = ['merchants', 'texts', 'categories'] as const;
type Kind = (typeof KINDS)[number];

/** The question with only one kind of named thing, to see what that kind matches alone. */
function only(query: Query, kind: Kind): Query {
  const filters = {
    ...query.filters,
    merchants: [],
    categories: [],
    bankCategories: [],
    texts: [],
  };
  const own =
    kind === 'categories'
      ? { categories: query.filters.categories, bankCategories: query.filters.bankCategories }
      : { [kind]: query.filters[kind] };
  return { ...query, filters: { ...filters, ...own } };
}

/**
 * When the kinds of thing a question names share no row: joined by "and", "or", "plus" they
 * mean either ("Swiggy and groceries"), a kind that matches nothing even alone aside; otherwise
 * the most specific one stands (a merchant over a text over a category: "transfer to Mehta",
 * where Mehta is rent, is Mehta).
 */
function resolveKinds(query: Query, view: StatementView): void {
  const { filters } = query;
  const has = (kind: Kind) =>
    kind === 'categories'
      ? filters.categories.length + filters.bankCategories.length > 0
      : filters[kind].length > 0;
  const named = KINDS.filter(has);
  if (named.length < 2 || select(view, query, 'both').length > 0) return;
  const useful = named.filter((kind) => select(view, only(query, kind), 'both').length > 0);
  const keep = query.joined ? useful : useful.slice(0, 1);
  for (const kind of named) {
    if (keep.includes(kind)) continue;
    filters[kind] = [];
    if (kind === 'categories') filters.bankCategories = [];
  }
  if (keep.length > 1) filters.union = true;
}

/**
 * "Which account has the most transactions?" counts every row of each, in whatever currency;
 * "which account did I spend the most from?" over accounts in different currencies weighs no
 * dollars against rupees, and is told account by account instead, each in its own.
 */
function byStatement(query: Query, view: StatementView): void {
  if (query.intent !== 'top' || query.groupBy !== 'statement') return;
  if (query.metric === 'count') query.direction ??= 'both';
  else if (view.currencies) {
    query.intent = 'breakdown';
    delete query.n;
  }
}

/**
 * Fills in what the question left unsaid. A named category flows its natural way (interest
 * comes in, fees go out); a named merchant means money paid to it unless it only ever paid
 * you. In a statement that mixes currencies, anything but a total, a count, a list, a
 * breakdown or a comparison of two periods looks at the most used currency, since amounts in
 * different currencies cannot be ranked together; a balance that each currency keeps is told in
 * each (balance-currencies.ts), a breakdown gives each group's figure in each currency
 * (breakdown-currencies.ts) and a comparison weighs a currency at a time (compare.ts), so a
 * statement or a month in dollars among others in euros is never shown as €0.00.
 */
export function withDefaults(query: Query, view: StatementView): Query {
  const full: Query = { ...query, filters: { ...query.filters } };
  resolveKinds(full, view);
  byStatement(full, view);
  if (full.direction === undefined) {
    const named = namesSomething(full.filters);
    const category = full.filters.categories[0];
    const aboutAmounts = ['total', 'average', 'extreme'].includes(full.intent);
    let direction: Direction =
      aboutAmounts && category
        ? categoryInfo(category).natural
        : aboutAmounts && named
          ? 'out'
          : FALLBACK[full.intent];
    if (direction !== 'both' && select(view, full, direction).length === 0) {
      const other = opposite(direction);
      if (select(view, full, other).length > 0) direction = other;
    }
    full.direction = direction;
  }
  if (
    view.currencies &&
    !full.filters.currency &&
    !['total', 'count', 'list', 'breakdown', 'compare', 'info', 'help'].includes(full.intent) &&
    !(full.intent === 'top' && (full.groupBy === 'statement' || full.metric === 'count')) &&
    !(full.intent === 'balance' && BALANCE_PER_CURRENCY.includes(full.balance))
  ) {
    // "My Australian card": the currency of the statements named, not of all of them.
    const [dominant] = currenciesByUse(view, rowsInNamedStatements(view, full));
    if (dominant) full.filters.currency = dominant;
  }
  return full;
}
