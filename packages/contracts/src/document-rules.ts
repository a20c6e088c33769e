/** Upload rules and codes, kept free of zod so the dashboard can use them without it. */
export const UPLOAD_FIELD = 'file';
export const ACCEPTED_EXTENSIONS = ['pdf', 'csv', 'xls', 'xlsx'] as const;

export const DOCUMENT_ERROR_CODES = {
  fileTooLarge: 'file-too-large',
  unsupportedType: 'unsupported-type',
  tooManyFiles: 'too-many-files',
  missingFile: 'missing-file',
  incompleteUpload: 'incomplete-upload',
  unreadableStatement: 'unreadable-statement',
  planLimitReached: 'plan-limit-reached',
  notFound: 'document-not-found',
} as const;

/** Ours: the spec has no words for this. */
export const MISSING_FILE_MESSAGE = 'Choose a statement to upload.';

/** Ours: the upload's body ended before its form did (a dropped connection, a broken client). */
export const INCOMPLETE_UPLOAD_MESSAGE =
  'The upload was cut off before the whole file arrived. Please try again.';

export const DOCUMENT_NOT_FOUND_MESSAGE = 'That document is no longer in your projects.';
