import { currencyExponent } from '@sheetwise/contracts';
import { exactMinor } from '../bank-export/exact-amount';
import { ExportProblem, quote } from '../bank-export/refusals';
import { tidy } from '../table/describe';
import { isoDate } from '../bank-export/calendar';

/** A `:61:` statement line, read. */
export interface StatementLine {
  /** The booking (entry) date when the line gives one, else the value date. */
  date: string;
  /** Signed minor units: a debit, or a reversed credit, is money out. */
  amountMinor: number;
  /** The bank's transaction type code, `NTRF`, `NMSC`, `FCHK`… */
  typeCode: string;
  /** The reference for the account owner, if it says anything (not `NONREF`). */
  reference: string;
  /** Supplementary details: the line after the first, where some banks name the counterparty. */
  supplementary: string;
}

/**
 * The mark's meaning. C and D are credit and debit; RC is the reversal of a credit, so money
 * out, and RD the reversal of a debit, so money in. EC and ED (expected, from MT942) read as C, D.
 */
const SIGNS = new Map<string, 1 | -1>([
  ['C', 1],
  ['D', -1],
  ['RC', -1],
  ['RD', 1],
  ['EC', 1],
  ['ED', -1],
]);

/**
 * Reads `:61:` by position, as SWIFT defines it: value date YYMMDD, entry date MMDD (optional),
 * the mark (C, D, RC, RD), a funds code letter (optional), the amount with a comma decimal,
 * the type code (N, F or S and three characters), the owner's reference, `//` and the bank's
 * reference; the next line holds supplementary details. Scanned character by character: a
 * regular expression over a field with so many optional parts is where backtracking hides.
 */
export function readStatementLine(
  value: string,
  currency: string | null,
  line: number,
): StatementLine {
  const lineEnd = value.indexOf('\n');
  const first = lineEnd < 0 ? value : value.slice(0, lineEnd);
  const rest = lineEnd < 0 ? '' : value.slice(lineEnd + 1);
  const problem = (what: string) =>
    new ExportProblem(
      `We couldn't read the ${what} of the statement line on line ${line} (${quote(first)}).`,
    );
  const valueDate = yymmdd(first.slice(0, 6));
  if (!valueDate) throw problem('value date');
  let at = 6;
  let date = valueDate;
  if (/^\d{4}$/.test(first.slice(6, 10))) {
    const entry = entryDate(valueDate, first.slice(6, 10));
    if (!entry) throw problem('entry date');
    date = entry;
    at = 10;
  }
  const twoLetters = first.slice(at, at + 2);
  const mark = SIGNS.has(twoLetters) ? twoLetters : first.charAt(at);
  const sign = SIGNS.get(mark);
  if (sign === undefined) throw problem('credit or debit mark');
  at += mark.length;
  // The funds code is the third letter of the currency code, when a bank writes it at all.
  if (/[A-Z]/.test(first.charAt(at))) at += 1;
  let end = at;
  while (end < first.length && isAmountChar(first.charCodeAt(end))) end += 1;
  const amountText = first.slice(at, end);
  const magnitude = amountText.includes(',')
    ? exactMinor(amountText, currencyExponent(currency), ',')
    : null;
  if (magnitude === null) throw problem('amount');
  const typeCode = first.slice(end, end + 4);
  const references = first.slice(end + 4);
  const split = references.indexOf('//');
  const owner = (split < 0 ? references : references.slice(0, split)).trim();
  return {
    date,
    amountMinor: sign * magnitude,
    typeCode,
    reference: owner.toUpperCase() === 'NONREF' ? '' : owner,
    supplementary: tidy(rest),
  };
}

/** A digit or the decimal comma. */
function isAmountChar(code: number): boolean {
  return (code >= 48 && code <= 57) || code === 44;
}

/** A YYMMDD date; years before 70 are this century's, as MT940 has been in use since the 1980s. */
export function yymmdd(text: string): string | null {
  if (!/^\d{6}$/.test(text)) return null;
  const year = Number(text.slice(0, 2));
  return isoDate(
    year + (year < 70 ? 2000 : 1900),
    Number(text.slice(2, 4)),
    Number(text.slice(4, 6)),
  );
}

/**
 * The entry date MMDD takes its year from the value date, or the year next to it when the two
 * straddle a new year (valued 31 December, booked 2 January).
 */
function entryDate(valueDate: string, mmdd: string): string | null {
  const year = Number(valueDate.slice(0, 4));
  const valueMonth = Number(valueDate.slice(5, 7));
  const month = Number(mmdd.slice(0, 2));
  const shift = month - valueMonth > 6 ? -1 : valueMonth - month > 6 ? 1 : 0;
  return isoDate(year + shift, month, Number(mmdd.slice(2, 4)));
}
