/** Upload rules and codes, kept free of zod so the dashboard can use them without it. */
export const UPLOAD_FIELD = 'file';
/**
 * Statements as tables (PDF, CSV, XLS, XLSX) and in banks' export formats: OFX and Quicken's QFX,
 * QIF, ISO 20022 CAMT.053 (.xml) and SWIFT MT940 (.sta, .mt940, .940). The server reads the
 * format from the file's bytes; the extension only has to be one of these.
 */
export const ACCEPTED_EXTENSIONS = [
  'pdf',
  'csv',
  'xls',
  'xlsx',
  'ofx',
  'qfx',
  'qif',
  'xml',
  'sta',
  'mt940',
  '940',
] as const;

export const DOCUMENT_ERROR_CODES = {
  fileTooLarge: 'file-too-large',
  unsupportedType: 'unsupported-type',
  tooManyFiles: 'too-many-files',
  missingFile: 'missing-file',
  incompleteUpload: 'incomplete-upload',
  uploadsInProgress: 'uploads-in-progress',
  serverBusy: 'server-busy',
  unreadableStatement: 'unreadable-statement',
  planLimitReached: 'plan-limit-reached',
  duplicateName: 'duplicate-name',
  passwordRequired: 'password-required',
  wrongPassword: 'wrong-password',
  notFound: 'document-not-found',
  unknownCurrency: 'unknown-currency',
  currencyAlreadyNamed: 'currency-already-named',
  currencyTooPrecise: 'currency-too-precise',
} as const;

/**
 * The form field that says what to do when the user already has a statement of the same name
 * and other contents: replace it (its chat stays), or keep both (the new one is `name (2).csv`).
 */
export const DUPLICATE_FIELD = 'duplicate';
export const DUPLICATE_CHOICES = ['replace', 'keep-both'] as const;
export type DuplicateChoice = (typeof DUPLICATE_CHOICES)[number];

/** Ours: the issue asks "Replace or keep both?"; the name says which statement is meant. */
export function duplicateNameMessage(fileName: string): string {
  return `You already have a statement named ${fileName}. Replace it, or keep both?`;
}

/** Ours: a duplicate field with another value. */
export const DUPLICATE_CHOICE_MESSAGE = 'Choose whether to replace the statement or keep both.';

/**
 * The form field with a protected PDF's password, sent with the file again once the upload was
 * answered `password-required`. It opens the file for its parse only: never stored, never logged.
 */
export const PASSWORD_FIELD = 'password';

/** PDF passwords end at 127 bytes (ISO 32000-2); a longer field is no PDF's password. */
export const MAX_PDF_PASSWORD_LENGTH = 127;

/** Ours: a password field longer than any PDF's password. */
export const PDF_PASSWORD_TOO_LONG_MESSAGE = 'A PDF password is at most 127 characters long.';

/** Ours: the spec has no words for this. */
export const MISSING_FILE_MESSAGE = 'Choose a statement to upload.';

/** Ours: the upload's body ended before its form did (a dropped connection, a broken client). */
export const INCOMPLETE_UPLOAD_MESSAGE =
  'The upload was cut off before the whole file arrived. Please try again.';

/** Ours: an upload refused because too many are already waiting to be read. */
export const UPLOAD_QUEUE_MESSAGES = {
  yours: 'Your earlier uploads are still being read. Wait for them to finish, then try again.',
  busy: 'We are reading a lot of statements right now. Please try again in a minute.',
} as const;

export const DOCUMENT_NOT_FOUND_MESSAGE = 'That document is no longer in your projects.';

/**
 * Ours: asked on the upload card when nothing in a statement says which currency it is in, so
 * that its figures are shown and answered in the person's currency rather than in none.
 */
export const CURRENCY_QUESTION = {
  label: 'Currency of this statement',
  hint: 'Nothing in this file says which currency its amounts are in.',
  placeholder: 'Choose a currency',
  save: 'Save currency',
} as const;

/** Ours: the refusals of a currency chosen for a statement. */
export const DOCUMENT_CURRENCY_MESSAGES = {
  unknown: "That isn't a currency we know. Choose one from the list.",
  alreadyNamed: 'This statement already says which currency it is in, so it keeps that one.',
  tooPrecise: (currency: string) =>
    `Some amounts in this statement have more decimal places than ${currency} does. Choose another currency.`,
} as const;
