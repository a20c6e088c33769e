import { labelOf } from '../categories/categorize';
import { categoryInfo } from '../categories/category-table';
import {
  BILLED_BY_DEBIT,
  BOUGHT_BY_CARD,
  collectedByPayee,
  paidAtATill,
} from '../categories/purchases';
import { categoryAndChildren, isWithinAny } from '../categories/hierarchy';
import type { Row, StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import { joinNames } from './common';
import { select } from './select';

/**
 * Rows a category question could reach whose category is not known: under a label of the
 * statement's own that none of ours reads ("Fizetés"), read as nothing in particular, or read as
 * another category while their own words name the one asked about ("NETFLIX.COM" under the
 * bank's "Entertainment" when subscriptions are asked about).
 */
function unknownRows(
  view: StatementView,
  query: Query,
): { labelled: Row[]; unread: Row[]; named: Row[]; reachable: Row[] } {
  // In a list ("Hydro One, internet"), the merchants named are more of the list, not a limit.
  const named = query.filters.union ? { merchants: [], texts: [] } : {};
  const anyCategory: Query = {
    ...query,
    filters: { ...query.filters, ...named, categories: [], bankCategories: [] },
  };
  const reachable = select(view, anyCategory);
  const words = query.filters.categories
    .flatMap(categoryAndChildren)
    .flatMap((id) => categoryInfo(id).words.filter((word) => !word.includes(' ')));
  return {
    reachable,
    labelled: reachable.filter((row) => row.categoryId === undefined && row.tx.category),
    unread: reachable.filter((row) => row.categoryId === 'other' && !row.tx.category),
    named: reachable.filter(
      (row) =>
        !isWithinAny(row.categoryId, query.filters.categories) &&
        (isWithinAny(row.describedId, query.filters.categories) ||
          words.some((word) => row.searchText.includes(` ${word} `))),
    ),
  };
}

/**
 * Why a category question gets no figure, or undefined when it may have one. "What was my
 * salary?" over a file that files its salary under "Fizetés" must not be answered "HUF 0.00":
 * a row under a label we cannot read may be the very thing asked about. And "nothing on rent"
 * is only said when every row in reach was read as something else: with rows we could not
 * place ("TRANSF 00231 SR MARTINEZ"), a zero is a guess.
 */
export function unreadLabelsRefusal(view: StatementView, query: Query): string | undefined {
  if (query.filters.categories.length === 0) return undefined;
  const asked = joinNames(query.filters.categories.map((id) => labelOf(id).toLowerCase()));
  const { labelled, unread, named: naming, reachable } = unknownRows(view, query);
  const labels = [...new Set(labelled.map((row) => row.categoryLabel))];
  const [first] = labels;
  if (first !== undefined) {
    const named = joinNames(labels.slice(0, 5).map((label) => `“${label}”`));
    return `This statement files its rows under its own categories, and I can't tell whether ${named} count as ${asked}, so I haven't given a figure. Ask about one of its categories by name, e.g. “How much under ${first}?”`;
  }
  const unsure = [...naming, ...unread];
  const found = select(view, query).length > 0;
  // One of several categories asked about with no row of its own ("bills, hydro, internet"):
  // as for one category alone, a zero beside rows we could not place is a guess.
  const several = query.filters.categories.length > 1 && unsure.length > 0;
  const empty = several
    ? query.filters.categories.find(
        (id) =>
          select(view, {
            ...query,
            filters: { ...query.filters, merchants: [], texts: [], categories: [id] },
          }).length === 0,
      )
    : undefined;
  if (found && empty === undefined)
    return twoReadings(query, reachable, asked) ?? unplacedPurchases(view, query, unread, asked);
  if (unsure.length === 0) return undefined;
  const none = found && empty !== undefined ? labelOf(empty).toLowerCase() : asked;
  // Fees taken within other rows (a Fee column) are fees the question reaches all the same.
  if (query.filters.categories.includes('fees') && view.rows.some((row) => row.tx.feeMinor))
    return undefined;
  // Names, not descriptions: a reference number in one would read as a figure.
  const { examples } = payees(unsure);
  return `I found no transaction I can tell is ${none}, but I couldn't be sure of some (${examples}), so I won't say it was nothing. Ask about one by its name to see it.`;
}

/** The first three rows' payees, quoted, and whether there is only one payee. */
export function payees(rows: readonly Row[]): { examples: string; one: boolean } {
  const names = [...new Set(rows.map((row) => row.merchant))];
  return {
    examples: joinNames(names.slice(0, 3).map((name) => `“${name}”`)),
    one: names.length === 1,
  };
}

/**
 * A shop's total with card payments in reach that we could not place ("PAIEMENT CB LE PETIT
 * CLER"): the café may be the very thing asked about, so a total without it may be short, and
 * no figure is given; likewise a bill's total beside a direct debit we could not place ("PGANDE
 * WEB ONLINE PPD"). Rent, salary or fees are neither, so they are answered.
 */
function unplacedPurchases(
  view: StatementView,
  query: Query,
  unread: Row[],
  asked: string,
): string | undefined {
  const { categories } = query.filters;
  const bought = categories.some((id) => isWithinAny(id, BOUGHT_BY_CARD));
  const billed = categories.some((id) => isWithinAny(id, BILLED_BY_DEBIT));
  const atATill = bought ? unread.filter((row) => paidAtATill(row, view.card)) : [];
  const collected = billed ? unread.filter(collectedByPayee) : [];
  const unplaced = atATill.length > 0 ? atATill : collected;
  if (unplaced.length === 0) return undefined;
  const how = atATill.length > 0 ? 'paid at a till' : 'collected by direct debit';
  const { examples, one } = payees(unplaced);
  return `I couldn't tell what ${examples} ${one ? 'is' : 'are'}, ${how}, so I won't give a ${asked} figure that may leave ${one ? 'it' : 'them'} out. Ask about ${one ? 'it' : 'one'} by name, or give ${one ? 'it' : 'them'} a category in the transactions sheet.`;
}

/**
 * Rows with two readings, one the category asked about and one not: a gym's membership ("McFit
 * Mitgliedsbeitrag") when subscriptions are asked about, a 7-Eleven (groceries or fuel). Both
 * fit, so the person is asked rather than given a total that takes one of them.
 */
function twoReadings(query: Query, reachable: Row[], asked: string): string | undefined {
  const { categories } = query.filters;
  const twofold = reachable.filter(
    (row) =>
      row.describedId !== undefined &&
      isWithinAny(row.describedId, categories) !== isWithinAny(row.categoryId, categories),
  );
  if (twofold.length === 0) return undefined;
  const { examples, one } = payees(twofold);
  const [first] = twofold;
  const [filed, described] = [first?.categoryId ?? 'other', first?.describedId ?? 'other'].map(
    (id) => labelOf(id).toLowerCase(),
  );
  const readings = `${filed ?? ''} or ${described ?? ''}`;
  return `I can't tell whether ${examples} ${one ? 'counts' : 'count'} as ${asked}: ${one ? 'it' : 'they'} may be ${readings}. Ask about ${one ? 'it' : 'one'} by name, or give ${one ? 'it' : 'them'} a category in the transactions sheet.`;
}
