import { z } from 'zod';
import { MAX_FILE_NAME_LENGTH } from './limits';

export const DocumentNameParams = z.object({
  fileName: z.string().min(1).max(MAX_FILE_NAME_LENGTH),
});

/** What the upload answers: the stored document and what was read from it. */
export const UploadedDocument = z.object({
  fileName: z.string(),
  createdAt: z.iso.datetime(),
  transactionCount: z.number().int().nonnegative(),
  currency: z.string().nullable(),
  periodStart: z.iso.date().nullable(),
  periodEnd: z.iso.date().nullable(),
  reconciled: z.object({ checked: z.number().int(), reconciled: z.number().int() }).nullable(),
  /** Things the user should know about how the statement was read, in plain sentences. */
  warnings: z.array(z.string()),
});
export type UploadedDocument = z.infer<typeof UploadedDocument>;

export const UploadResponse = z.object({ document: UploadedDocument });
export type UploadResponse = z.infer<typeof UploadResponse>;

/** A currency chosen for a statement that names none: an ISO 4217 code. */
export const DocumentCurrencyBody = z.strictObject({ currency: z.string().regex(/^[A-Z]{3}$/) });
export type DocumentCurrencyBody = z.infer<typeof DocumentCurrencyBody>;

export const DocumentCurrencyResponse = z.object({ fileName: z.string(), currency: z.string() });
export type DocumentCurrencyResponse = z.infer<typeof DocumentCurrencyResponse>;
