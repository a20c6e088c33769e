import { READING_CHOICE_INVALID_MESSAGE, UPLOAD_MESSAGES } from '@sheetwise/contracts';
import type { ParseError, ParseErrorCode, ParseResult } from './types';

const MESSAGES: Record<ParseErrorCode, string> = {
  'unsupported-type': UPLOAD_MESSAGES.unsupportedType,
  'empty-file': 'This file is empty.',
  'damaged-file': 'This file is damaged or incomplete. Please download it again from your bank.',
  'too-large-unpacked':
    'This spreadsheet unpacks to far more data than a bank statement holds, so we did not open it.',
  'password-required': 'This PDF is protected by a password. Enter its password to open it.',
  'wrong-password': "That password doesn't open this PDF. Check it and try again.",
  'pdf-no-text':
    'This PDF has no text we can read: it looks like a scanned image. Please download the statement from your bank as a PDF, CSV or Excel file.',
  'not-a-statement': "We couldn't find a table of transactions in this file.",
  'no-transactions': 'This statement has no transactions in it.',
  'unreadable-text': "We couldn't read the text in this file. Try saving it again as UTF-8 CSV.",
  'reading-invalid': READING_CHOICE_INVALID_MESSAGE,
  'currency-needed':
    'The amounts in this file have three decimals, as dinars do (BHD, KWD, OMR, JOD, TND, IQD, LYD), but the file names no currency, so we could not read them exactly. Please download it again with its currency column, or name the currency in the amount heading, e.g. "Amount (KWD)".',
};

/** A failed parse, with the standard sentence for its code unless a more precise one is given. */
export function fail(code: ParseErrorCode, message: string = MESSAGES[code]): ParseResult {
  const error: ParseError = { code, message };
  return { ok: false, error };
}
