import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';
import { expectFigures, makeLedger } from '../test-support/bank-exports/ledger';
import { makeCamt } from '../test-support/bank-exports/make-camt';
import type { ParsedStatement, ParseResult } from '../types';
import { readCamt } from './read-camt';

const encode = (text: string) => new TextEncoder().encode(text);

function statementOf(result: ParseResult): ParsedStatement {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.statement;
}

/** One statement around the given entries, in camt.053.001.02. */
function camt(entries: string, balances = ''): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>',
    '<Stmt><Acct><Id><IBAN>CH9300762011623852957</IBAN></Id><Ccy>CHF</Ccy></Acct>',
    `${balances}${entries}</Stmt></BkToCstmrStmt></Document>`,
  ].join('\n');
}

const entry = (amount: string, indicator: string, extra = '') =>
  `<Ntry><Amt Ccy="CHF">${amount}</Amt><CdtDbtInd>${indicator}</CdtDbtInd><Sts>BOOK</Sts>` +
  `<BookgDt><Dt>2024-05-02</Dt></BookgDt>${extra}</Ntry>`;

describe('CAMT.053 files we make ourselves', () => {
  it.each([
    ['02', 'OPBD', 1, undefined, '', 21],
    ['08', 'PRCD', 1, 4, '', 22],
    ['02', 'PRCD', 3, 5, '', 23],
    ['08', 'OPBD', 2, 3, 'ns2:', 24],
  ] as const)(
    'camt.053.001.%s, opening %s, %i statement(s), a batch every %s entries %s',
    async (version, openingCode, statements, batchEvery, prefix, seed) => {
      const ledger = makeLedger({ seed, count: 45, currency: 'EUR' });
      const { text, figures } = makeCamt(ledger, {
        version,
        openingCode,
        statements,
        ...(batchEvery ? { batchEvery } : {}),
        prefix,
      });
      const statement = statementOf(await parseStatement(encode(text), 'camt053.xml'));
      expect(statement.format).toBe('camt053');
      expect(statement.accountMasked).toBe('****3000');
      expect(statement.warnings).toEqual([]);
      expectFigures(statement, figures);
      // Each booked amount stays one transaction, however many payments it batches.
      expect(statement.transactions.map((t) => t.amountMinor)).toEqual(
        ledger.entries.map((e) => e.amountMinor),
      );
    },
  );
});

describe('CAMT.052 reports and CAMT.054 notifications we make ourselves', () => {
  it.each([
    ['052', 31],
    ['054', 32],
  ] as const)('camt.%s reads like a statement of the same entries', async (message, seed) => {
    const ledger = makeLedger({ seed, count: 30, currency: 'EUR' });
    const { text, figures } = makeCamt(ledger, { version: '08', openingCode: 'OPBD', message });
    const statement = statementOf(await parseStatement(encode(text), `camt${message}.xml`));
    expect(statement.format).toBe('camt053');
    expectFigures(statement, figures);
    // A notification carries no balances: none are made up.
    if (message === '054') expect(statement.openingBalanceMinor).toBeUndefined();
    else expect(statement.closingBalanceMinor).toBe(figures.closing);
  });
});

describe('the CAMT.053 reader', () => {
  it('names the counterparty, then the purpose; the reference is the end-to-end id', () => {
    const parties =
      '<NtryDtls><TxDtls><Refs><EndToEndId>E2E-7</EndToEndId></Refs><RltdPties>' +
      '<Dbtr><Nm>Me Myself</Nm></Dbtr><Cdtr><Nm>Swisscom AG</Nm></Cdtr></RltdPties>' +
      '<RmtInf><Ustrd>Rechnung 4711</Ustrd></RmtInf></TxDtls></NtryDtls>';
    const statement = statementOf(readCamt(camt(entry('59.90', 'DBIT', parties))));
    expect(statement.transactions).toEqual([
      {
        position: 0,
        date: '2024-05-02',
        description: 'Swisscom AG - Rechnung 4711',
        amountMinor: -5990,
        reference: 'E2E-7',
      },
    ]);
    expect(statement.currency).toBe('CHF');
  });

  it('uses the entry text when the bank names no party, and marks a pending entry', () => {
    const pending =
      '<Ntry><Amt Ccy="CHF">10.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>PDNG</Sts>' +
      '<AddtlNtryInf>Gutschrift</AddtlNtryInf></Ntry>';
    const statement = statementOf(
      readCamt(camt(entry('1.00', 'DBIT', '<AddtlNtryInf>Kontoführung</AddtlNtryInf>') + pending)),
    );
    expect(statement.transactions.map((t) => [t.date, t.description, t.pending])).toEqual([
      ['2024-05-02', 'Kontoführung', undefined],
      ['2024-05-02', 'Gutschrift', true],
    ]);
  });

  it('warns when the opening balance and the entries do not come to the closing balance', () => {
    const bal = (code: string, amount: string) =>
      `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="CHF">${amount}</Amt>` +
      '<CdtDbtInd>DBIT</CdtDbtInd><Dt><Dt>2024-05-01</Dt></Dt></Bal>';
    const statement = statementOf(
      readCamt(camt(entry('5.00', 'CRDT'), bal('OPBD', '100.00') + bal('CLBD', '90.00'))),
    );
    expect(statement.openingBalanceMinor).toBe(-10000);
    expect(statement.closingBalanceMinor).toBe(-9000);
    expect(statement.warnings).toEqual([
      "The opening balance plus the transactions comes to -95.00 CHF, but the statement's closing balance is -90.00 CHF.",
    ]);
  });

  it('refuses a billion-laughs document without expanding anything', () => {
    const laughs = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE lolz [<!ENTITY lol "lol">',
      ...Array.from({ length: 9 }, (_, i) => {
        const previous = i === 0 ? 'lol' : `lol${i}`;
        return `<!ENTITY lol${i + 1} "${`&${previous};`.repeat(10)}">`;
      }),
      ']>',
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>',
      `<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><AddtlNtryInf>&lol9;</AddtlNtryInf></Ntry>`,
      '</Stmt></BkToCstmrStmt></Document>',
    ].join('\n');
    expect(readCamt(laughs)).toEqual({
      ok: false,
      error: {
        code: 'damaged-file',
        message:
          'This XML file declares entities or a document type, which bank statements never do, so we did not open it.',
      },
    });
  });

  it('leaves an entity it does not know as written, and never reaches outside the file', () => {
    const statement = statementOf(
      readCamt(
        camt(entry('1.00', 'DBIT', '<AddtlNtryInf>A &amp; B &xxe; &#x263A;</AddtlNtryInf>')),
      ),
    );
    expect(statement.transactions[0]?.description).toBe('A & B &xxe; ☺');
  });

  it('refuses a truncated document, a garbage amount and a missing direction, saying which', () => {
    const whole = camt(entry('1.00', 'DBIT') + entry('2.00', 'CRDT'));
    expect(readCamt(whole.slice(0, whole.indexOf('</Ntry>') + 7))).toEqual({
      ok: false,
      error: {
        code: 'damaged-file',
        message: 'This XML file is damaged or incomplete. Please download it again from your bank.',
      },
    });
    expect(readCamt(camt(entry('1.00', 'DBIT') + entry('1,5O', 'DBIT')))).toEqual({
      ok: false,
      error: {
        code: 'damaged-file',
        message:
          "We couldn't read entry 2's amount “1,5O”. The file may be damaged or changed: please download it again from your bank.",
      },
    });
    expect(readCamt(camt(entry('1.00', 'MAYBE')))).toMatchObject({
      ok: false,
      error: {
        message: expect.stringContaining(
          'Entry 1 does not say whether it is a credit or a debit.',
        ) as string,
      },
    });
  });

  it('a document with no statement in it is not a statement', () => {
    const empty =
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>' +
      '<GrpHdr><MsgId>1</MsgId></GrpHdr></BkToCstmrStmt></Document>';
    expect(readCamt(empty)).toEqual({
      ok: false,
      error: {
        code: 'not-a-statement',
        message:
          'This XML file holds no ISO 20022 account statement, report or notification (CAMT.052, CAMT.053 or CAMT.054).',
      },
    });
    expect(readCamt(camt(''))).toMatchObject({ ok: false, error: { code: 'no-transactions' } });
  });
});
