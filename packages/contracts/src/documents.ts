import { z } from 'zod';

export const UPLOAD_FIELD = 'file';
export const ACCEPTED_EXTENSIONS = ['pdf', 'csv', 'xls', 'xlsx'] as const;

export const DOCUMENT_ERROR_CODES = {
  fileTooLarge: 'file-too-large',
  unsupportedType: 'unsupported-type',
  tooManyFiles: 'too-many-files',
  missingFile: 'missing-file',
  unreadableStatement: 'unreadable-statement',
  planLimitReached: 'plan-limit-reached',
  notFound: 'document-not-found',
} as const;

/** Ours: the spec has no words for these two. */
export const MISSING_FILE_MESSAGE = 'Choose a statement to upload.';
export const PLAN_LIMIT_MESSAGE =
  'You have used every project your plan allows this month. Upgrade your plan to upload more.';

export const DOCUMENT_NOT_FOUND_MESSAGE = 'That document is no longer in your projects.';

export const DocumentNameParams = z.object({ fileName: z.string().min(1).max(255) });

/** What the upload answers: the stored document and what was read from it. */
export const UploadedDocument = z.object({
  fileName: z.string(),
  createdAt: z.iso.datetime(),
  transactionCount: z.number().int().nonnegative(),
  currency: z.string().nullable(),
  periodStart: z.iso.date().nullable(),
  periodEnd: z.iso.date().nullable(),
  reconciled: z.object({ checked: z.number().int(), reconciled: z.number().int() }).nullable(),
});
export type UploadedDocument = z.infer<typeof UploadedDocument>;

export const UploadResponse = z.object({ document: UploadedDocument });
export type UploadResponse = z.infer<typeof UploadResponse>;
