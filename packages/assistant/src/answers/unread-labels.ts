import { labelOf } from '../categories/categorize';
import type { StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import { joinNames } from './common';
import { select } from './select';

/**
 * The statement's own category labels that none of ours reads, on rows a category question
 * could reach. "What was my salary?" over a file that files its salary under "Fizetés" must not
 * be answered "HUF 0.00": a row under a label we cannot read may be the very thing asked about.
 */
function unreadLabels(view: StatementView, query: Query): string[] {
  if (query.filters.categories.length === 0) return [];
  const anyCategory: Query = {
    ...query,
    filters: { ...query.filters, categories: [], bankCategories: [] },
  };
  const labels = select(view, anyCategory)
    .filter((row) => row.categoryId === undefined && row.tx.category !== undefined)
    .map((row) => row.categoryLabel);
  return [...new Set(labels)];
}

/** Why a category question gets no figure, or undefined when every label it could reach is read. */
export function unreadLabelsRefusal(view: StatementView, query: Query): string | undefined {
  const labels = unreadLabels(view, query);
  const [first] = labels;
  if (first === undefined) return undefined;
  const asked = joinNames(query.filters.categories.map((id) => labelOf(id).toLowerCase()));
  const named = joinNames(labels.slice(0, 5).map((label) => `“${label}”`));
  return `This statement files its rows under its own categories, and I can't tell whether ${named} count as ${asked}, so I haven't given a figure. Ask about one of its categories by name, e.g. “How much under ${first}?”`;
}
