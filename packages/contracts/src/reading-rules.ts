/**
 * Asking how to read a statement when the file does not settle it (issue #16): the roles a
 * person may give a column, the form field that carries their choice, and every sentence of the
 * question. Kept free of zod so the dashboard can use them without it.
 */

/** What a column holds, in the words of the upload card's "Check how we read this" form. */
export const READING_ROLES = [
  'date',
  'description',
  'amount',
  'debit',
  'credit',
  'direction',
  'balance',
  'currency',
  'ignore',
] as const;
export type ReadingRole = (typeof READING_ROLES)[number];

export const READING_ROLE_LABELS: Record<ReadingRole, string> = {
  date: 'Date',
  description: 'Description',
  amount: 'Amount',
  debit: 'Money out',
  credit: 'Money in',
  direction: 'Direction (in or out)',
  balance: 'Balance',
  currency: 'Currency',
  ignore: 'Ignore',
};

/** Day first (05/01 is 5 January) or month first (May 1). */
export const DATE_ORDERS = ['dmy', 'mdy'] as const;
export type ReadingDateOrder = (typeof DATE_ORDERS)[number];

export const DATE_ORDER_LABELS: Record<ReadingDateOrder, string> = {
  dmy: 'Day/Month (31/01)',
  mdy: 'Month/Day (01/31)',
};

/** The form field with the person's choice, as JSON, sent with the same file again. */
export const READING_FIELD = 'reading';

/** A choice names a column at most once each; no statement has more columns than this. */
export const MAX_READING_COLUMNS = 100;

/** More than a choice for MAX_READING_COLUMNS columns and a long header signature needs. */
export const MAX_READING_FIELD_LENGTH = 8_000;

/** A header signature longer than this is cut: it only has to tell layouts apart. */
export const MAX_HEADER_SIGNATURE_LENGTH = 1_000;

/** The upload's answer when it needs the person to confirm the reading; nothing is stored. */
export const READING_NEEDS_CONFIRMATION = 'reading-needs-confirmation';

/** Ours: the question's heading and the message of its answer. */
export const READING_QUESTION_MESSAGE =
  "We're not sure how to read this statement. Check the first rows and tell us what each column holds.";

/** Ours: why the reading was not certain, one sentence each. */
export const READING_REASONS = {
  dateOrder: 'Every date in this file could be day/month or month/day.',
  sign: 'No amount has a sign, and no running balance shows which are money in and which money out.',
  headerless:
    'This file has no header row, and no running balance confirms which column holds what.',
  balances: 'Fewer than half of the running balances add up with the amounts as we read them.',
  decimalMark:
    'Every amount with a point or a comma has three digits after it, so it could separate thousands or decimals: check the amounts below.',
} as const;

/** Ours: a reading field that is not a choice of ours (malformed JSON, unknown roles, too long). */
export const READING_CHOICE_INVALID_MESSAGE =
  "We couldn't use that reading of the statement. Check the columns and try again.";

/** Ours: a choice that does not fit the file's columns (none is a date, or none holds money). */
export const READING_CHOICE_UNUSABLE_MESSAGE =
  'Choose one column with the dates, and the amounts: one Amount column, or Money out and Money in.';

/** Ours: a choice made for another layout of columns than this file's. */
export const READING_CHOICE_MISMATCH_MESSAGE =
  "This file's columns are not the ones the reading was chosen for. Please upload it again.";
