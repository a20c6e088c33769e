import { CATEGORIES, type CategoryId } from './category-table';

/**
 * The category tree: a broad category ("transport") holds its children (fuel, taxis, …), so a
 * question naming it sums theirs too, while a child answers only for its own rows. Every filter
 * that matches a row's category against a question's goes through `isWithin`.
 */
const CHILDREN = new Map<CategoryId, CategoryId[]>();
for (const category of CATEGORIES) {
  if (category.parent === undefined) continue;
  const siblings = CHILDREN.get(category.parent) ?? [];
  siblings.push(category.id);
  CHILDREN.set(category.parent, siblings);
}

const PARENT = new Map<CategoryId, CategoryId>(
  CATEGORIES.flatMap((category) =>
    category.parent === undefined ? [] : [[category.id, category.parent] as const],
  ),
);

/** The category and every category below it, the category first. */
export function categoryAndChildren(id: CategoryId): CategoryId[] {
  return [id, ...(CHILDREN.get(id) ?? []).flatMap(categoryAndChildren)];
}

/** Whether a row of category `id` is one of `ancestor`'s: the same category or one below it. */
export function isWithin(id: CategoryId | undefined, ancestor: CategoryId): boolean {
  for (let current = id; current !== undefined; current = PARENT.get(current)) {
    if (current === ancestor) return true;
  }
  return false;
}

/** Whether a row of category `id` is within any of the categories a question names. */
export const isWithinAny = (id: CategoryId | undefined, asked: readonly CategoryId[]): boolean =>
  asked.some((ancestor) => isWithin(id, ancestor));

/** Cash, fees and interest: the bank's own lines, not payments to a payee. */
export const isBankLine = (id: CategoryId | undefined): boolean =>
  id === 'cash' || id === 'fees' || isWithin(id, 'interest');
