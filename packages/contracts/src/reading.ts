import { z } from 'zod';
import {
  DATE_ORDERS,
  MAX_HEADER_SIGNATURE_LENGTH,
  MAX_READING_COLUMNS,
  READING_NEEDS_CONFIRMATION,
  READING_ROLES,
} from './reading-rules';

/**
 * A person's reading of a statement's columns: each column's role by its 0-based index, the date
 * order, and whether to turn every amount's sign round. It applies to files whose columns have
 * `headerSignature`, and is remembered for the next upload of that layout.
 */
export const ReadingChoice = z.strictObject({
  headerSignature: z.string().min(1).max(MAX_HEADER_SIGNATURE_LENGTH),
  roles: z
    .record(z.string().regex(/^\d{1,3}$/), z.enum(READING_ROLES))
    .refine((roles) => Object.keys(roles).length <= MAX_READING_COLUMNS),
  dateOrder: z.enum(DATE_ORDERS).optional(),
  flipSign: z.boolean().optional(),
});
export type ReadingChoice = z.infer<typeof ReadingChoice>;

/** One of the first rows: its cells as the file has them, and the transaction we read. */
export const ReadingPreviewRow = z.object({
  cells: z.array(z.string()),
  date: z.iso.date(),
  description: z.string(),
  amountMinor: z.number().int(),
});

/** How we read the file when we were not sure: what the upload card shows the person. */
export const StatementReadingQuestion = z.object({
  headerSignature: z.string(),
  reasons: z.array(z.string()),
  columns: z.array(
    z.object({
      index: z.number().int().nonnegative(),
      header: z.string(),
      role: z.enum(READING_ROLES),
    }),
  ),
  /** The order used, and whether the dates leave it open (then the card asks). */
  dateOrder: z.enum(DATE_ORDERS),
  dateOrderUncertain: z.boolean(),
  /** True when the amounts carry no sign and nothing settled which way the money went. */
  signUncertain: z.boolean(),
  currency: z.string().nullable(),
  preview: z.array(ReadingPreviewRow),
});
export type StatementReadingQuestion = z.infer<typeof StatementReadingQuestion>;

/** The upload's 422 answer when it asks: the usual error body and the reading to confirm. */
export const ReadingQuestionBody = z.object({
  code: z.literal(READING_NEEDS_CONFIRMATION),
  message: z.string(),
  reading: StatementReadingQuestion,
});
export type ReadingQuestionBody = z.infer<typeof ReadingQuestionBody>;
