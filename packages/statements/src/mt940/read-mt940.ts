import { currencyExponent } from '@sheetwise/contracts';
import { exactMinor } from '../bank-export/exact-amount';
import { mergeParts, type ExportPart } from '../bank-export/merge-statements';
import { ExportProblem, guarded, quote } from '../bank-export/refusals';
import { fail } from '../errors';
import { draftRow, finishStatement, type DraftRow } from '../finish-statement';
import { maskAccount } from '../mask';
import type { ParseResult } from '../types';
import { readDetails } from './details';
import { readFields, type Mt940Field } from './mt940-fields';
import { readStatementLine, yymmdd } from './statement-line';

/** A balance field, `:60F:` or `:62F:`: mark, date, currency and amount, `C240131EUR1234,56`. */
const BALANCE = /^([CD])(\d{6})([A-Z]{3})([\d,]+)$/;

interface Balance {
  date: string;
  currency: string;
  minor: number;
}

/**
 * Reads a SWIFT MT940 customer statement. Each message (opened by `:20:`) is one statement of the
 * account in `:25:`: `:60F:` (or `:60M:`, continuing an earlier page) its opening balance, a
 * `:61:` per transaction with its `:86:` details, `:62F:` (or `:62M:`) its closing balance. A
 * file with several messages (a statement a day, or a long one cut into pages) is read as one, in
 * the file's order, from the first opening balance to the last closing one.
 */
export function readMt940(text: string): ParseResult {
  return guarded(() => {
    const parts = readParts(text);
    if (parts.length === 0) {
      return fail('not-a-statement', 'This file has no MT940 statement lines we could find.');
    }
    const warnings: string[] = [];
    const last = parts[parts.length - 1];
    if (last && last.rows.length > 0 && last.closingBalanceMinor === undefined) {
      warnings.push(
        'The file ends before the closing balance of its last statement, so it may be incomplete.',
      );
    }
    return finishStatement(mergeParts('mt940', parts, warnings));
  });
}

/** The statements of the file, each opened by `:20:`; none when it has no balance or line. */
function readParts(text: string): ExportPart[] {
  const parts: ExportPart[] = [];
  let lastRow: DraftRow | null = null;
  readFields(text, (field) => {
    const { tag, value } = field;
    // `:20:` opens a statement; fields before any (a cut-off file) still need one to go into.
    if (tag === '20' || parts.length === 0) {
      parts.push({ currency: null, rows: [] });
      lastRow = null;
      if (tag === '20') return;
    }
    const current = parts[parts.length - 1];
    if (!current) return;
    if (tag === '25') {
      const account = value.trim();
      current.accountKey = account;
      const masked = maskAccount(account);
      if (masked) current.accountMasked = masked;
    } else if (tag === '60F' || tag === '60M') {
      const balance = readBalance(field, 'opening');
      current.currency ??= balance.currency;
      current.openingBalanceMinor ??= balance.minor;
    } else if (tag === '61') {
      const line = readStatementLine(value, current.currency, field.line);
      // The supplementary details describe the line until its :86: says more.
      const { date, amountMinor, supplementary: description } = line;
      const row = draftRow(date, description, amountMinor, false);
      if (line.reference) row.reference = line.reference;
      current.rows.push(row);
      lastRow = row;
    } else if (tag === '86' && lastRow) {
      const details = readDetails(value);
      if (details.description) lastRow.description = details.description;
      if (details.reference && !lastRow.reference) lastRow.reference = details.reference;
      lastRow = null;
    } else if (tag === '62F' || tag === '62M') {
      const balance = readBalance(field, 'closing');
      current.currency ??= balance.currency;
      current.closingBalanceMinor = balance.minor;
      // The closing balance's date ends the period; its start is the first transaction's date,
      // since the opening balance is dated the day the previous statement closed.
      current.period = { start: balance.date, end: balance.date };
    }
  });
  const found = parts.some(
    (part) => part.rows.length > 0 || part.openingBalanceMinor !== undefined,
  );
  return found ? parts : [];
}

function readBalance(field: Mt940Field, which: 'opening' | 'closing'): Balance {
  const written = field.value.trim();
  const match = BALANCE.exec(written);
  const date = yymmdd(match?.[2] ?? '');
  const currency = match?.[3] ?? '';
  const minor = match ? exactMinor(match[4] ?? '', currencyExponent(currency), ',') : null;
  if (!match || !date || minor === null) {
    throw new ExportProblem(
      `We couldn't read the ${which} balance ${quote(written)} on line ${field.line}.`,
    );
  }
  return { date, currency, minor: match[1] === 'D' ? -minor : minor };
}
