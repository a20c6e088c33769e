import type { MerchantRule } from '../merchants/merchant-table';
import { findMerchantRule } from '../merchants/normalize-merchant';
import { AFTER_MERCHANT, BEFORE_MERCHANT, type CategoryRule } from './category-rules';
import { CATEGORIES, type CategoryId } from './category-table';

interface CategorizeInput {
  description: string;
  amountMinor: number;
  category?: string;
}

export interface Categorized {
  /** Our category, or undefined when the bank's own label maps to none of ours. */
  id: CategoryId | undefined;
  /** What to show: the bank's label when it gave one, else ours. */
  label: string;
}

const applies = (rule: CategoryRule, upper: string, amountMinor: number) =>
  rule.pattern.test(upper) &&
  (rule.only === undefined || (rule.only === 'credits') === amountMinor > 0);

/** Our category for a bank's label, when one of our question words is in it ("Groceries"). */
export function categoryFromLabel(label: string): CategoryId | undefined {
  const lower = label.toLowerCase();
  return CATEGORIES.find((category) =>
    category.words.some((word) => new RegExp(`\\b${word}\\b`).test(lower)),
  )?.id;
}

/**
 * A transaction's category. The bank's own category wins when it gave one; then rules that say
 * what a payment is (refund, fee, interest, cash); then the merchant table; then keywords;
 * else `other`. Rule tables: category-rules.ts and merchant-table.ts. A caller that has already
 * looked the description up in the merchant table passes the rule it found (null for none).
 */
export function categorize(
  transaction: CategorizeInput,
  merchantRule?: MerchantRule | null,
): Categorized {
  const bankLabel = transaction.category?.trim();
  if (bankLabel) return { id: categoryFromLabel(bankLabel), label: bankLabel };
  const upper = transaction.description.toUpperCase();
  const found =
    BEFORE_MERCHANT.find((rule) => applies(rule, upper, transaction.amountMinor))?.category ??
    (merchantRule === undefined ? findMerchantRule(upper) : merchantRule)?.category ??
    AFTER_MERCHANT.find((rule) => applies(rule, upper, transaction.amountMinor))?.category ??
    'other';
  return { id: found, label: labelOf(found) };
}

export function labelOf(id: CategoryId): string {
  return CATEGORIES.find((category) => category.id === id)?.label ?? 'Other';
}
