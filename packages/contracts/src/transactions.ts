import { z } from 'zod';
import { MAX_FILE_NAME_LENGTH } from './limits';
import { formatCalendarDate } from './display-date';

/** The statement a sheet shows: one by its file name, or `all` of the user's statements. */
export const ALL_STATEMENTS = 'all';

export const TRANSACTION_SORT_COLUMNS = [
  'date',
  'description',
  'merchant',
  'category',
  'amount',
  'balance',
] as const;
export type TransactionSortColumn = (typeof TRANSACTION_SORT_COLUMNS)[number];

/** Rows per page of the sheet: enough to fill a tall screen twice, small enough to send fast. */
export const TRANSACTION_PAGE_MAX = 500;
export const MERCHANT_NAME_MAX = 80;
export const CATEGORY_NAME_MAX = 40;
const SEARCH_MAX = 100;

/** An amount typed by the user, in the statement's major units ("12.50"), never negative. */
const AmountFilter = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,3})?$/, 'Enter an amount such as 12.50.')
  .optional();

const filterFields = {
  file: z.string().min(1).max(MAX_FILE_NAME_LENGTH),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  category: z.string().min(1).max(CATEGORY_NAME_MAX).optional(),
  merchant: z.string().min(1).max(MERCHANT_NAME_MAX).optional(),
  direction: z.enum(['in', 'out']).optional(),
  /** Amount bounds compare the size of a row, whichever way the money went. */
  min: AmountFilter,
  max: AmountFilter,
  q: z.string().trim().min(1).max(SEARCH_MAX).optional(),
  sort: z.enum(TRANSACTION_SORT_COLUMNS).default('date'),
  order: z.enum(['asc', 'desc']).default('asc'),
};

const datesInOrder = (f: { from?: string | undefined; to?: string | undefined }) =>
  !f.from || !f.to || f.from <= f.to;
const DATES_IN_ORDER = {
  message: 'The start date must be on or before the end date.',
  path: ['to'],
};

/** The filters of the sheet, as query parameters: the same for the page, the totals and downloads. */
export const TransactionFilters = z.strictObject(filterFields).refine(datesInOrder, DATES_IN_ORDER);
export type TransactionFilters = z.infer<typeof TransactionFilters>;

export const TransactionPageQuery = z
  .strictObject({
    ...filterFields,
    offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(TRANSACTION_PAGE_MAX).default(100),
  })
  .refine(datesInOrder, DATES_IN_ORDER);
export type TransactionPageQuery = z.infer<typeof TransactionPageQuery>;

/** Whether the balance the statement printed on a row follows from the one before. */
export const BALANCE_CHECKS = ['agrees', 'breaks', 'unchecked'] as const;
export type BalanceCheck = (typeof BALANCE_CHECKS)[number];

/** A balance check in words: in the sheet's column and in its downloads. */
export const BALANCE_CHECK_LABELS = {
  agrees: 'Agrees',
  breaks: 'Does not agree',
  unchecked: 'Not checked',
} as const satisfies Record<BalanceCheck, string>;
export type BalanceCheckLabel = (typeof BALANCE_CHECK_LABELS)[BalanceCheck];

/** How a merchant rule names the rows it applies to: the merchant as read, in any case. */
export const merchantRuleKey = (merchant: string): string => merchant.trim().toLowerCase();

export const SheetTransaction = z.object({
  statement: z.string(),
  position: z.number().int().nonnegative(),
  date: z.iso.date(),
  description: z.string(),
  merchant: z.string(),
  category: z.string(),
  amountMinor: z.number().int(),
  balanceMinor: z.number().int().nullable(),
  currency: z.string().nullable(),
  pending: z.boolean(),
  balanceCheck: z.enum(BALANCE_CHECKS),
  /** What was read, when the user has changed it (by this row or by a merchant rule). */
  original: z.object({ merchant: z.string(), category: z.string() }).nullable(),
  /** How the shown merchant and category came about. */
  correctedBy: z.enum(['row', 'rule']).nullable(),
});
export type SheetTransaction = z.infer<typeof SheetTransaction>;

/**
 * The filtered rows' totals, per currency: a statement may mix them. Money in and out leave out
 * moves between the person's own accounts and balances, as the assistant and the insights do;
 * `ownMoves` counts those rows, unless the filter asked for their category.
 */
export const SheetTotals = z.object({
  currency: z.string().nullable(),
  count: z.number().int().nonnegative(),
  inMinor: z.number().int(),
  outMinor: z.number().int(),
  ownMoves: z.number().int().nonnegative(),
});
export type SheetTotals = z.infer<typeof SheetTotals>;

/** A page of the filtered, sorted rows, at the query's offset. */
export const TransactionPage = z.object({ rows: z.array(SheetTransaction) });
export type TransactionPage = z.infer<typeof TransactionPage>;

/**
 * What the filters keep, asked for once per change of filters rather than with every page: the
 * count, which sizes the sheet, the totals, and every category for the filter and correction lists.
 */
export const TransactionSummary = z.object({
  total: z.number().int().nonnegative(),
  totals: z.array(SheetTotals),
  categories: z.array(z.string()),
});
export type TransactionSummary = z.infer<typeof TransactionSummary>;

export const TransactionRowParams = z.object({
  fileName: z.string().min(1).max(MAX_FILE_NAME_LENGTH),
  position: z.coerce.number().int().min(0).max(100_000_000),
});

const CorrectionValue = (max: number) => z.string().trim().min(1).max(max).nullable().optional();

/**
 * A correction of one row, or, with `everyRowOfMerchant`, a rule for every row (in every
 * statement, present and future) whose merchant was read the same. `null` removes a correction.
 */
export const TransactionCorrectionBody = z
  .strictObject({
    merchant: CorrectionValue(MERCHANT_NAME_MAX),
    category: CorrectionValue(CATEGORY_NAME_MAX),
    everyRowOfMerchant: z.boolean().default(false),
  })
  .refine((body) => body.merchant !== undefined || body.category !== undefined, {
    message: 'Say what to change: the merchant, the category or both.',
  });
export type TransactionCorrectionBody = z.input<typeof TransactionCorrectionBody>;

export const MerchantRule = z.object({
  /** The merchant as it was read, in lower case: the rows the rule applies to. */
  key: z.string(),
  merchant: z.string().nullable(),
  category: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type MerchantRule = z.infer<typeof MerchantRule>;

export const MerchantRuleList = z.array(MerchantRule);

export const MerchantRuleParams = z.object({ key: z.string().min(1).max(200) });

export const TRANSACTION_ERROR_CODES = {
  rowNotFound: 'transaction-not-found',
  ruleNotFound: 'merchant-rule-not-found',
} as const;

export const TRANSACTION_MESSAGES = {
  noStatements: 'Upload a statement first: your transactions are read from your statements.',
  rowNotFound: 'That transaction is not in this statement.',
  ruleNotFound: 'That rule has already been removed.',
} as const;

type FilterWords = Partial<
  Record<'q' | 'category' | 'merchant' | 'direction' | 'from' | 'to' | 'min' | 'max', string>
>;

/**
 * What the filters keep, in words ("in Groceries, money out, from 01-March-2026"): under the
 * sheet's totals and on a download's Summary sheet. Empty when nothing is filtered.
 */
export function describeTransactionFilters(filters: FilterWords): string {
  const set = (value: string | undefined) => value?.trim() || undefined;
  const parts: string[] = [];
  const q = set(filters.q);
  if (q) parts.push(`matching “${q}”`);
  if (set(filters.category)) parts.push(`in ${filters.category}`);
  if (set(filters.merchant)) parts.push(`at ${filters.merchant}`);
  if (filters.direction === 'in') parts.push('money in');
  if (filters.direction === 'out') parts.push('money out');
  const from = set(filters.from);
  const to = set(filters.to);
  if (from) parts.push(`from ${formatCalendarDate(from)}`);
  if (to) parts.push(`to ${formatCalendarDate(to)}`);
  if (set(filters.min)) parts.push(`of at least ${filters.min}`);
  if (set(filters.max)) parts.push(`of at most ${filters.max}`);
  return parts.join(', ');
}
