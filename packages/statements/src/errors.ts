import { UPLOAD_MESSAGES } from '@sheetwise/contracts';
import type { ParseError, ParseErrorCode, ParseResult } from './types';

const MESSAGES: Record<ParseErrorCode, string> = {
  'unsupported-type': UPLOAD_MESSAGES.unsupportedType,
  'format-not-supported-yet': "We can't read this kind of file yet. Please upload it as a CSV.",
  'empty-file': 'This file is empty.',
  'not-a-statement': "We couldn't find a table of transactions in this file.",
  'no-transactions': 'This statement has no transactions in it.',
  'unreadable-text': "We couldn't read the text in this file. Try saving it again as UTF-8 CSV.",
};

/** A failed parse, with the standard sentence for its code unless a more precise one is given. */
export function fail(code: ParseErrorCode, message: string = MESSAGES[code]): ParseResult {
  const error: ParseError = { code, message };
  return { ok: false, error };
}
