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

/** One calendar month of the period; months without transactions are listed with zeros. */
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
 * A statement's (or all statements') figures for the insights page, in one currency: the most
 * used one when the statement mixes several, the others named in `otherCurrencies`. Money out and
 * in leave out moves between the person's own balances (conversions, holds, own transfers).
 */
export const Insights = z.object({
  currency: z.string().nullable(),
  otherCurrencies: z.array(z.string()),
  period: z.object({ start: IsoDate, end: IsoDate }),
  transactionCount: Count,
  totalOutMinor: Minor.nonnegative(),
  totalInMinor: Minor.nonnegative(),
  spendingByCategory: z.array(CategorySpending),
  months: z.array(MonthFlow),
  balance: z.object({ source: z.enum(BALANCE_SOURCES), points: z.array(BalancePoint) }),
  recurring: z.array(RecurringPayment),
  topMerchants: z.array(MerchantSpending),
});
export type Insights = z.infer<typeof Insights>;
