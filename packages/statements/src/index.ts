import { decodeText } from './decode-text';
import { detectFormat } from './detect-format';
import { fail } from './errors';
import type { ParseOptions, ParseResult } from './types';

export type {
  LayoutCurrency,
  ParseError,
  ParseErrorCode,
  ParseOptions,
  ParseResult,
  ParsedStatement,
  Reconciliation,
  StatementFormat,
  StatedFacts,
  StatementReading,
  Transaction,
} from './types';
export { STATEMENT_FORMATS } from './types';
export { detectFormat } from './detect-format';
export {
  parseAmount,
  detectDecimalMark,
  type DecimalMark,
  type ParsedAmount,
} from './parse-amount';
export { parseDate, parseDateColumn, type DateColumn, type DateOrder } from './parse-date';
export { maskAccount } from './mask';
export { CARD_CREDIT } from './layout/card-charges';
export { BANK_WORDS, banksCalledIn, callNames, type CalledBank } from './bank-names';

const TEXT_NAMES = /\.(csv|txt|tsv|xls)$/i;

/**
 * Reads a bank statement from its bytes. Pure: no I/O, no clock, no globals. Never rejects for
 * a bad file; every failure is a ParseError value with a sentence a person understands. Each
 * format's reader is loaded when a file needs it: SheetJS alone takes 40 ms to load, which a
 * fresh parse process for a CSV would otherwise spend on every upload.
 */
export async function parseStatement(
  bytes: Uint8Array,
  fileName: string,
  options: ParseOptions = {},
): Promise<ParseResult> {
  if (bytes.length === 0) return fail('empty-file');
  const format = detectFormat(bytes, fileName);
  if (format === 'csv') {
    const decoded = decodeText(bytes);
    if (!decoded.ok) return fail('unreadable-text');
    if (decoded.text.trim() === '') return fail('empty-file');
    const { readCsv } = await import('./csv/read-csv');
    return readCsv(decoded.text, options);
  }
  if (format === 'xls' || format === 'xlsx') {
    const { readSpreadsheet } = await import('./sheet/read-spreadsheet');
    return readSpreadsheet(bytes, format, options);
  }
  if (format === 'pdf') {
    const { readPdf } = await import('./pdf/read-pdf');
    return readPdf(bytes, options);
  }
  if (format) return readBankExport(bytes, format);
  const decoded = decodeText(bytes);
  if (!decoded.ok && decoded.reason === 'binary' && TEXT_NAMES.test(fileName)) {
    return fail('not-a-statement');
  }
  return fail('unsupported-type');
}

/** OFX, QIF, CAMT.052/.053/.054 and MT940: text in a bank's own export format, each with its reader. */
async function readBankExport(
  bytes: Uint8Array,
  format: 'ofx' | 'qif' | 'camt053' | 'mt940',
): Promise<ParseResult> {
  const decoded = decodeText(bytes);
  if (!decoded.ok) return fail('unreadable-text');
  if (format === 'ofx') {
    const { readOfx } = await import('./ofx/read-ofx');
    return readOfx(decoded.text);
  }
  if (format === 'qif') {
    const { readQif } = await import('./qif/read-qif');
    return readQif(decoded.text);
  }
  if (format === 'camt053') {
    const { readCamt } = await import('./camt/read-camt');
    return readCamt(decoded.text);
  }
  const { readMt940 } = await import('./mt940/read-mt940');
  return readMt940(decoded.text);
}
export { unpackZip, ZIP_LIMITS, type UnpackedEntry, type UnpackedZip } from './sheet/zip-limits';
