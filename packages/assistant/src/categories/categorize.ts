import type { MerchantRule } from '../merchants/merchant-table';
import { findMerchantRule } from '../merchants/normalize-merchant';
import { normalizeForMatching } from '../understand/text';
import { AFTER_MERCHANT, BEFORE_MERCHANT, type CategoryRule } from './category-rules';
import { CATEGORIES, type CategoryId } from './category-table';
import { isWithin } from './hierarchy';

interface CategorizeInput {
  description: string;
  /** The bank's own word for the kind of payment (`Bargeldauszahlung`, `Lastschrift`). */
  type?: string;
  amountMinor: number;
  category?: string;
  categoryByUser?: boolean;
}

export interface Categorized {
  /** Our category, or undefined when the bank's own label maps to none of ours. */
  id: CategoryId | undefined;
  /** What to show: the bank's label when it gave one, else ours. */
  label: string;
  /** What the description alone says, when the bank's label says something else. */
  described?: CategoryId;
}

const applies = (rule: CategoryRule, text: string, amountMinor: number) =>
  rule.pattern.test(text) &&
  (rule.only === undefined || (rule.only === 'credits') === amountMinor > 0);

/**
 * Each category's words, as one pattern matching any of them as a whole word, in any script:
 * built once, since the sheet asks for the category of every row's label.
 */
const LABEL_PATTERNS = CATEGORIES.map((category) => {
  const words = [...category.words, ...(category.labelWords ?? [])];
  return {
    id: category.id,
    pattern:
      words.length === 0
        ? undefined
        : new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'u'),
  };
});

/**
 * Our category for a label: one of our own labels (which a person picks when correcting a row),
 * or one it had before (saved corrections keep them), is that category; a bank's label is the
 * category one of whose question words, or words in a statement's language, is in it
 * ("Groceries", "Fizetés"). Our own labels come first, since "Conversions & own transfers" also
 * holds the Transfers category's word.
 */
export function categoryFromLabel(label: string): CategoryId | undefined {
  if (!LABELS_READ.has(label)) {
    // Banks use a few dozen labels; a file of endless distinct ones must not grow memory.
    if (LABELS_READ.size >= 10_000) LABELS_READ.clear();
    LABELS_READ.set(label, readLabel(label));
  }
  return LABELS_READ.get(label);
}

/** Each label's category, read once: a sheet asks it of every row. */
const LABELS_READ = new Map<string, CategoryId | undefined>();

function readLabel(label: string): CategoryId | undefined {
  const lower = label.toLowerCase().trim();
  const own = CATEGORIES.find(
    (category) =>
      category.label.toLowerCase() === lower || category.formerLabels?.includes(lower) === true,
  );
  if (own) return own.id;
  const worded = LABEL_PATTERNS.find(({ pattern }) => pattern?.test(lower) === true)?.id;
  return worded ?? describedLabel(label);
}

/**
 * A bank's label no category's words name ("Wypłata gotówki") read as a description is: the
 * description rules know the words banks print in every language we read. Rules that hold for
 * one direction only say nothing here, as one label may hold money both ways.
 */
function describedLabel(label: string): CategoryId | undefined {
  const text = normalizeForMatching(label);
  return [...BEFORE_MERCHANT, ...AFTER_MERCHANT].find(
    (rule) => rule.only === undefined && rule.pattern.test(text),
  )?.category;
}

/**
 * Whether rows under this category label move money between the person's own accounts or
 * balances (conversions, holds, own transfers), which money in and out leave out. A row's
 * category follows from its label whenever it has one, so the label alone decides: the
 * transactions sheet, which keeps labels, counts with this what the assistant counts by category.
 */
export function movesOwnMoneyLabel(label: string): boolean {
  return categoryFromLabel(label) === 'conversions';
}

/**
 * A transaction's category. The bank's own category wins when it gave one; then rules that say
 * what a payment is (refund, interest, bank fee, cash); then the merchant table; then keywords;
 * else `other`. Rule tables: category-rules.ts and merchants/lexicon. A caller that has already
 * looked the description up in the merchant table passes the rule it found (null for none).
 */
export function categorize(
  transaction: CategorizeInput,
  merchantRule?: MerchantRule | null,
): Categorized {
  const bankLabel = transaction.category?.trim();
  // A person's own category is what they meant: "Gifts" at Flipkart is no shopping.
  if (bankLabel && transaction.categoryByUser)
    return { id: categoryFromLabel(bankLabel), label: bankLabel };
  const text = normalizeForMatching(transaction.description);
  // The bank's word for the kind says what a payment is too ("Bargeldauszahlung": cash), but
  // its word for money in ("Gutschrift") is any credit, no refund.
  const kind = normalizeForMatching(transaction.type ?? '');
  const what = BEFORE_MERCHANT.find(
    (rule) =>
      applies(rule, text, transaction.amountMinor) ||
      (rule.category !== 'refunds' && kind !== '' && applies(rule, kind, transaction.amountMinor)),
  );
  const rule = merchantRule === undefined ? findMerchantRule(text) : merchantRule;
  const merchant = rule?.category;
  // Keywords are read only where they can matter: no rule said what the payment is.
  const keyword =
    what === undefined
      ? AFTER_MERCHANT.find((rule) => applies(rule, text, transaction.amountMinor))?.category
      : undefined;
  const found = what?.category ?? merchant ?? keyword ?? 'other';
  if (!bankLabel) {
    // The merchant's category decides, but a description calling the payment a subscription or
    // a membership ("McFit Mitgliedsbeitrag": a gym, and a membership) gives it a second reading
    // a question may mean. Other keywords are weaker than the merchant ("FLIPKART INTERNET").
    const other =
      what === undefined && merchant !== undefined && keyword === 'subscriptions'
        ? keyword
        : what === undefined
          ? rule?.orElse
          : undefined;
    return other === undefined || related(other, found)
      ? { id: found, label: labelOf(found) }
      : { id: found, label: labelOf(found), described: other };
  }
  const id = underLabel(categoryFromLabel(bankLabel), found, what !== undefined);
  return id === found || found === 'other'
    ? { id, label: bankLabel }
    : { id, label: bankLabel, described: found };
}

/**
 * The category of a row the bank filed under a label of its own. The label decides, but the
 * description may say more: a finer category within the label's ("SHELL" under "Transport" is
 * fuel), or interest under a bank's catch-all for fees ("PURCHASE INTEREST CHARGE" under "Fees
 * & Adjustments"). A label we cannot read leaves the description's category, when it found one
 * (undefined otherwise: the row is not known to be anything).
 */
function underLabel(
  labelled: CategoryId | undefined,
  described: CategoryId,
  saysWhatItIs: boolean,
): CategoryId | undefined {
  if (labelled === undefined || labelled === 'other')
    return described === 'other' ? labelled : described;
  if (described !== labelled && isWithin(described, labelled)) return described;
  if (labelled === 'fees' && saysWhatItIs && isWithin(described, 'interest')) return described;
  return labelled;
}

/** One category within the other: "fuel" and "transport" are one reading, not two. */
const related = (a: CategoryId, b: CategoryId) => isWithin(a, b) || isWithin(b, a);

export function labelOf(id: CategoryId): string {
  return CATEGORIES.find((category) => category.id === id)?.label ?? 'Other';
}
