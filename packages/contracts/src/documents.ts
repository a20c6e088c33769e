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
