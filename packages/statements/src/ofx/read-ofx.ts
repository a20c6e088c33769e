import { mergeParts, type ExportPart } from '../bank-export/merge-statements';
import { damaged, guarded } from '../bank-export/refusals';
import { normalizeCurrencyCode } from '../currency';
import { fail } from '../errors';
import { finishStatement } from '../finish-statement';
import { maskAccount } from '../mask';
import type { ParseResult } from '../types';
import { child, findAll, readOfxTree, valueAt, type OfxNode } from './ofx-tree';
import { MONEY_OUT_TYPES, ofxAmount, ofxDate, readTransaction } from './ofx-transaction';

/** A bank account's statement and a credit card's: the two OFX statements we read. */
const STATEMENTS = new Set(['STMTRS', 'CCSTMTRS']);
const INVESTMENTS = new Set(['INVSTMTRS']);

interface ReadPart {
  part: ExportPart;
  /** Each row's TRNTYPE, in the rows' order. */
  types: string[];
}

/**
 * Reads an OFX or QFX file (Quicken's OFX with an Intuit header), 1.x SGML or 2.x XML. Each
 * STMTRS (bank) or CCSTMTRS (credit card) is one statement: CURDEF its currency, BANKACCTFROM or
 * CCACCTFROM its account, BANKTRANLIST's DTSTART and DTEND its period, STMTTRN its transactions
 * and LEDGERBAL its closing balance. A file may answer for several accounts; they are read
 * together (see mergeParts).
 */
export function readOfx(text: string): ParseResult {
  const tree = readOfxTree(text);
  if (!tree) {
    return fail('damaged-file', "This OFX file's structure is broken, so we couldn't read it.");
  }
  // Every OFX file, SGML or XML, closes its root: one that does not was cut short, and would
  // silently lose its last transactions.
  if (!/<\/OFX\s*>/i.test(text.slice(-1024))) {
    return damaged('This OFX file ends before its statement does.');
  }
  const statements = findAll(tree, STATEMENTS);
  if (statements.length === 0) {
    const investments = findAll(tree, INVESTMENTS).length > 0;
    return fail(
      'not-a-statement',
      investments
        ? 'This OFX file holds an investment account. We read bank and credit card statements.'
        : 'This OFX file holds no bank or credit card statement.',
    );
  }
  const bank = valueAt(child(tree, 'SIGNONMSGSRSV1'), 'SONRS', 'FI', 'ORG');
  return guarded(() => {
    const warnings: string[] = [];
    let counted = 0;
    const parts = statements.map((statement) => readPart(statement, () => (counted += 1)));
    signUnsignedDebits(parts, warnings);
    const draft = mergeParts(
      'ofx',
      parts.map(({ part }) => part),
      warnings,
    );
    if (bank) draft.bank = bank;
    return finishStatement(draft);
  });
}

function readPart(statement: OfxNode, nextNumber: () => number): ReadPart {
  const currency = normalizeCurrencyCode(valueAt(statement, 'CURDEF'));
  const from = child(statement, 'BANKACCTFROM') ?? child(statement, 'CCACCTFROM');
  const accountId = valueAt(from, 'ACCTID');
  const list = child(statement, 'BANKTRANLIST');
  const types: string[] = [];
  const rows = (list?.children ?? [])
    .filter((node) => node.name === 'STMTTRN')
    .map((node) => {
      const { row, type } = readTransaction(node, currency, nextNumber());
      types.push(type);
      return row;
    });
  const part: ExportPart = { currency, rows };
  if (accountId) part.accountKey = accountId;
  const masked = maskAccount(accountId);
  if (masked) part.accountMasked = masked;
  const start = ofxDate(valueAt(list, 'DTSTART'));
  const end = ofxDate(valueAt(list, 'DTEND'));
  if (start && end && start <= end) part.period = { start, end };
  const balance = valueAt(statement, 'LEDGERBAL', 'BALAMT');
  if (balance) part.closingBalanceMinor = ofxAmount(balance, currency, 'the ledger balance');
  return { part, types };
}

/**
 * OFX signs TRNAMT (negative is money out), but some banks write every amount unsigned. When no
 * amount in the file is negative and some transactions are of a type that only ever takes money
 * out (a debit, check, fee, card or cash payment), those are read as money out, and we say so.
 */
function signUnsignedDebits(parts: readonly ReadPart[], warnings: string[]): void {
  const rows = parts.flatMap(({ part }) => part.rows);
  if (rows.some((row) => row.amountMinor < 0)) return;
  let flipped = 0;
  for (const { part, types } of parts) {
    part.rows = part.rows.map((row, index) => {
      if (!MONEY_OUT_TYPES.has(types[index] ?? '') || row.amountMinor === 0) return row;
      flipped += 1;
      return { ...row, amountMinor: -row.amountMinor };
    });
  }
  if (flipped === 0) return;
  const what = flipped === 1 ? '1 transaction' : `${flipped} transactions`;
  warnings.push(
    `No amount in this file has a minus sign, so we read the ${what} it marks as a debit, check, fee, cash or card payment as money out.`,
  );
}
