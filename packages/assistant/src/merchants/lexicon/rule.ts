import type { CategoryId } from '../../categories/category-table';

/**
 * A known merchant: how its name appears in bank descriptions (tested on the description as
 * `normalizeForMatching` leaves it: upper case, no accents, full-width folded), the name we
 * show, its category, and other names a person may type. Within a table, more specific entries
 * come first (Amazon Prime before Amazon, Uber Eats before Uber), because the first match wins.
 */
export interface MerchantRule {
  name: string;
  pattern: RegExp;
  category: CategoryId;
  /** Lower-case names a question may use besides `name` itself. */
  aliases?: string[];
}

export const rule = (
  name: string,
  pattern: RegExp,
  category: CategoryId,
  aliases?: string[],
): MerchantRule => (aliases ? { name, pattern, category, aliases } : { name, pattern, category });
