import { mergeParts, type ExportPart } from '../bank-export/merge-statements';
import { guarded } from '../bank-export/refusals';
import { normalizeCurrencyCode } from '../currency';
import { fail } from '../errors';
import { finishStatement } from '../finish-statement';
import { maskAccount } from '../mask';
import type { ParseResult } from '../types';
import { isoDay, readEntry, signedAmount } from './camt-entry';
import { all, attribute, hasDeclaration, parseXml, text, type XmlValue } from './camt-xml';

/**
 * Reads an ISO 20022 bank-to-customer statement, CAMT.053 (any version: .02 to .08 differ only in
 * where a few names sit), and its two siblings of the same shape: the account report CAMT.052
 * (Rpt, often intraday) and the debit and credit notification CAMT.054 (Ntfctn, no balances).
 * Each Stmt is one statement of one account (Acct/Id/IBAN, Acct/Ccy);
 * its Ntry elements are the transactions, its Bal elements the opening (OPBD, else PRCD) and
 * closing (CLBD) balances, FrToDt its period. A file with a statement a day is read as one, from
 * the first day's opening to the last day's closing.
 */
export function readCamt(xml: string): ParseResult {
  if (hasDeclaration(xml)) {
    return fail(
      'damaged-file',
      'This XML file declares entities or a document type, which bank statements never do, so we did not open it.',
    );
  }
  const document = parseXml(xml);
  if (!document) {
    return fail(
      'damaged-file',
      'This XML file is damaged or incomplete. Please download it again from your bank.',
    );
  }
  const statements = [
    ...all(document, 'Document', 'BkToCstmrStmt', 'Stmt'),
    ...all(document, 'Document', 'BkToCstmrAcctRpt', 'Rpt'),
    ...all(document, 'Document', 'BkToCstmrDbtCdtNtfctn', 'Ntfctn'),
  ];
  if (statements.length === 0) {
    return fail(
      'not-a-statement',
      'This XML file holds no ISO 20022 account statement, report or notification (CAMT.052, CAMT.053 or CAMT.054).',
    );
  }
  return guarded(() => {
    let counted = 0;
    const parts = statements.map((statement) => readPart(statement, () => (counted += 1)));
    return finishStatement(mergeParts('camt053', parts, []));
  });
}

function readPart(statement: XmlValue, nextNumber: () => number): ExportPart {
  const accountId =
    text(statement, 'Acct', 'Id', 'IBAN') || text(statement, 'Acct', 'Id', 'Othr', 'Id');
  const entries = all(statement, 'Ntry');
  const currency =
    normalizeCurrencyCode(text(statement, 'Acct', 'Ccy')) ??
    normalizeCurrencyCode(attribute(entries[0] ?? all(statement, 'Bal')[0], 'Ccy', 'Amt'));
  const rows = entries.map((entry) => readEntry(entry, currency, nextNumber()));
  const part: ExportPart = { currency, rows };
  if (accountId) part.accountKey = accountId;
  const masked = maskAccount(accountId);
  if (masked) part.accountMasked = masked;
  const bank =
    text(statement, 'Acct', 'Svcr', 'FinInstnId', 'Nm') ||
    text(statement, 'Acct', 'Svcr', 'FinInstnId', 'BICFI') ||
    text(statement, 'Acct', 'Svcr', 'FinInstnId', 'BIC');
  if (bank) part.bank = bank;
  const start = isoDay(text(statement, 'FrToDt', 'FrDtTm'));
  const end = isoDay(text(statement, 'FrToDt', 'ToDtTm'));
  if (start && end && start <= end) part.period = { start, end };
  readBalances(statement, currency, part);
  return part;
}

/**
 * The opening balance is the opening booked balance (OPBD), else the previous statement's closing
 * balance (PRCD), which banks give instead; the closing one is the closing booked balance (CLBD).
 * Available and interim balances (CLAV, ITBD…) are not the statement's.
 */
function readBalances(statement: XmlValue, currency: string | null, part: ExportPart): void {
  const byCode = new Map<string, XmlValue>();
  for (const balance of all(statement, 'Bal')) {
    const code =
      text(balance, 'Tp', 'CdOrPrtry', 'Cd') || text(balance, 'Tp', 'CdOrPrtry', 'Prtry');
    if (!byCode.has(code.toUpperCase())) byCode.set(code.toUpperCase(), balance);
  }
  const opening = byCode.get('OPBD') ?? byCode.get('PRCD');
  const closing = byCode.get('CLBD');
  if (opening) part.openingBalanceMinor = signedAmount(opening, currency, 'the opening balance');
  if (closing) part.closingBalanceMinor = signedAmount(closing, currency, 'the closing balance');
}
