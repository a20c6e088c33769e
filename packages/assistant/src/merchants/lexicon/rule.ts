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
  /** What else a payment to it commonly is (a 7-Eleven sells fuel as much as groceries). */
  orElse?: CategoryId;
}

export const rule = (
  name: string,
  pattern: RegExp,
  category: CategoryId,
  aliases?: string[],
): MerchantRule => (aliases ? { name, pattern, category, aliases } : { name, pattern, category });

/** A merchant whose payments are one of two things, so a question about either is asked back. */
export const either = (
  name: string,
  pattern: RegExp,
  category: CategoryId,
  orElse: CategoryId,
  aliases?: string[],
): MerchantRule => ({ ...rule(name, pattern, category, aliases), orElse });
