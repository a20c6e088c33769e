import { z } from 'zod';

/** Why there are no insights of all statements yet. */
export const INSIGHTS_NO_STATEMENTS_MESSAGE =
  'Upload a statement first: insights are worked out from your statements.';

/** How many merchants the insights rank by money out. */
export const TOP_MERCHANTS_SHOWN = 10;

const IsoDate = z.iso.date();
const Minor = z.number().int();
const Count = z.number().int().nonnegative();

/** Money out under one category label. */
export const CategorySpending = z.object({
  label: z.string(),
  totalMinor: Minor.nonnegative(),
  count: Count,
  /** Of all money out, from 0 to 1. */
  share: z.number().min(0).max(1),
});
export type CategorySpending = z.infer<typeof CategorySpending>;

/**
 * One calendar month with transactions in the section's currency. Months without any are left
 * out, gaps between months included (see `CurrencyInsights.months`).
 */
export const MonthFlow = z.object({
  /** `YYYY-MM`. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** The month's first and last days. */
  start: IsoDate,
  end: IsoDate,
  inMinor: Minor.nonnegative(),
  outMinor: Minor.nonnegative(),
  /** Money in less money out. */
  netMinor: Minor,
});
export type MonthFlow = z.infer<typeof MonthFlow>;

/**
 * Where the balance series comes from: the running balances the statement printed, its opening
 * balance plus the amounts, or nowhere (the statement gives neither, and none is invented).
 */
export const BALANCE_SOURCES = ['printed', 'opening-balance', 'none'] as const;
export type BalanceSource = (typeof BALANCE_SOURCES)[number];

export const BalancePoint = z.object({ date: IsoDate, balanceMinor: Minor });
export type BalancePoint = z.infer<typeof BalancePoint>;

export const RECURRING_FREQUENCIES = [
  'weekly',
  'fortnightly',
  'monthly',
  'quarterly',
  'yearly',
] as const;

/** A payment that repeats at a regular interval, and when the next one is due. */
export const RecurringPayment = z.object({
  merchant: z.string(),
  /** The median payment, positive. */
  typicalMinor: Minor.nonnegative(),
  frequency: z.enum(RECURRING_FREQUENCIES),
  count: Count,
  lastDate: IsoDate,
  /** The last payment's date plus the series' interval. */
  nextExpectedDate: IsoDate,
});
export type RecurringPayment = z.infer<typeof RecurringPayment>;

export const MerchantSpending = z.object({
  merchant: z.string(),
  totalMinor: Minor.nonnegative(),
  count: Count,
});
export type MerchantSpending = z.infer<typeof MerchantSpending>;

/**
 * One currency's figures, never converted into or added to another's. Money out and in leave out
 * moves between the person's own balances (conversions, holds, own transfers).
 */
export const CurrencyInsights = z.object({
  /** Null when the statement names no currency. */
  currency: z.string().nullable(),
  /**
   * The period of the statements holding this currency's rows, widened to any row dated outside
   * it; for one statement, its own period.
   */
  period: z.object({ start: IsoDate, end: IsoDate }),
  transactionCount: Count,
  totalOutMinor: Minor.nonnegative(),
  totalInMinor: Minor.nonnegative(),
  spendingByCategory: z.array(CategorySpending),
  /**
   * Only months that have rows in this currency, oldest first: a month no row of this currency
   * falls in is left out, whether before, after or between them. A month with zeros would claim
   * that no money moved, when (all statements together) no statement in this currency may have
   * covered it; every line names its month, so a gap reads as one.
   */
  months: z.array(MonthFlow),
  balance: z.object({ source: z.enum(BALANCE_SOURCES), points: z.array(BalancePoint) }),
  recurring: z.array(RecurringPayment),
  topMerchants: z.array(MerchantSpending),
});
export type CurrencyInsights = z.infer<typeof CurrencyInsights>;

/**
 * A statement's (or all statements') figures for the insights page: one section per currency,
 * the most used (most rows) first. A statement in one currency has one section.
 */
export const Insights = z.object({
  period: z.object({ start: IsoDate, end: IsoDate }),
  sections: z.array(CurrencyInsights).min(1),
});
export type Insights = z.infer<typeof Insights>;
