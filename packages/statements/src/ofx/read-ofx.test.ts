import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';
import { makeOfx } from '../test-support/bank-exports/make-ofx';
import { expectFigures, makeLedger } from '../test-support/bank-exports/ledger';
import { readFixture } from '../test-support/fixtures';
import type { ParsedStatement, ParseResult } from '../types';
import { readOfx } from './read-ofx';

const encode = (text: string) => new TextEncoder().encode(text);

function statementOf(result: ParseResult): ParsedStatement {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.statement;
}

/** A minimal SGML statement around the given STMTTRN elements. */
function sgml(transactions: string, extra = ''): string {
  return [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    '',
    '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>EUR',
    '<BANKACCTFROM><ACCTID>NL91ABNA0417164300</BANKACCTFROM>',
    `<BANKTRANLIST>${transactions}</BANKTRANLIST>${extra}`,
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
  ].join('\n');
}

describe('OFX files we make ourselves', () => {
  it.each([
    ['sgml', 'bank', 1],
    ['xml', 'bank', 2],
    ['sgml', 'card', 3],
    ['xml', 'card', 4],
  ] as const)('%s, %s account', async (syntax, kind, seed) => {
    const ledger = makeLedger({ seed, count: 40, currency: kind === 'card' ? 'USD' : 'EUR' });
    const { text, figures } = makeOfx(ledger, { syntax, kind });
    const statement = statementOf(await parseStatement(encode(text), `export.${syntax}.qfx`));
    expect(statement.format).toBe('ofx');
    expect(statement.bank).toBe('Example Bank');
    expect(statement.accountMasked).toBe('****3000');
    expect(statement.warnings).toEqual([]);
    expectFigures(statement, figures);
  });
});

describe('the OFX reader', () => {
  it('reads the ofxparse fixture (OFX 1.02, USD)', async () => {
    const statement = statementOf(
      await parseStatement(readFixture('ofxparse/checking.ofx'), 'checking.ofx'),
    );
    expect(statement.transactions.map((t) => [t.date, t.amountMinor, t.reference])).toEqual([
      ['2011-03-31', 1, '0000486'],
      ['2011-04-05', -3451, '0000487'],
      ['2011-04-07', -2500, '319'],
    ]);
    // NAME is MEMO cut to 32 characters: the memo alone says it all.
    expect(statement.transactions[1]?.description).toBe(
      'AUTOMATIC WITHDRAWAL, ELECTRIC BILL WEB(S )',
    );
    expect(statement).toMatchObject({
      currency: 'USD',
      bank: 'FAKE',
      closingBalanceMinor: 10099,
      period: { start: '2000-01-01', end: '2013-05-25' },
    });
  });

  it('keeps the day a date names, whatever its time and zone', () => {
    const statement = statementOf(
      readOfx(
        sgml(
          '<STMTTRN><DTPOSTED>20240131235959.999[-5:EST]<TRNAMT>-1.00<NAME>Late</STMTTRN>' +
            '<STMTTRN><DTPOSTED>20240201000000[+13:NZDT]<TRNAMT>-2.00<NAME>Early</STMTTRN>',
        ),
      ),
    );
    expect(statement.transactions.map((t) => t.date)).toEqual(['2024-01-31', '2024-02-01']);
  });

  it('an empty MEMO leaf does not swallow the rest of its transaction; entities are replaced', () => {
    const statement = statementOf(
      readOfx(
        sgml(
          '<STMTTRN><TRNTYPE>POS<DTPOSTED>20240105<MEMO><TRNAMT>-3,50<NAME>B&amp;B caf&#233;</STMTTRN>',
        ),
      ),
    );
    expect(statement.transactions.map((t) => [t.description, t.amountMinor])).toEqual([
      ['B&B café', -350],
    ]);
  });

  it('names a transaction by its type when it has no NAME or MEMO, and PAYEE when it has one', () => {
    const statement = statementOf(
      readOfx(
        sgml(
          '<STMTTRN><TRNTYPE>CHECK<DTPOSTED>20240105<TRNAMT>-20<CHECKNUM>1042</STMTTRN>' +
            '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240106<TRNAMT>-5<PAYEE><NAME>Water Co<ADDR1>1 Road</PAYEE></STMTTRN>',
        ),
      ),
    );
    expect(statement.transactions.map((t) => [t.description, t.reference])).toEqual([
      ['Check - No. 1042', '1042'],
      ['Water Co', undefined],
    ]);
  });

  it('reads debits some banks write unsigned as money out, and says so', () => {
    const statement = statementOf(
      readOfx(
        sgml(
          '<STMTTRN><TRNTYPE>POS<DTPOSTED>20240105<TRNAMT>12.00<NAME>Shop</STMTTRN>' +
            '<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240106<TRNAMT>100.00<NAME>Refund</STMTTRN>',
        ),
      ),
    );
    expect(statement.transactions.map((t) => t.amountMinor)).toEqual([-1200, 10000]);
    expect(statement.warnings).toEqual([
      'No amount in this file has a minus sign, so we read the 1 transaction it marks as a debit, check, fee, cash or card payment as money out.',
    ]);
  });

  it('reads the statements of two accounts together, without a balance that fits neither', () => {
    const one = sgml(
      '<STMTTRN><DTPOSTED>20240105<TRNAMT>-1.00<NAME>A</STMTTRN>',
      '<LEDGERBAL><BALAMT>10.00<DTASOF>20240131</LEDGERBAL>',
    );
    const two = one
      .replace('NL91ABNA0417164300', 'NL20INGB0001234567')
      .replace('<NAME>A', '<NAME>B');
    const both = one.replace(
      '</BANKMSGSRSV1>',
      `${two.slice(two.indexOf('<STMTTRNRS>'), two.indexOf('</BANKMSGSRSV1>'))}</BANKMSGSRSV1>`,
    );
    const statement = statementOf(readOfx(both));
    expect(statement.transactions.map((t) => t.description)).toEqual(['A', 'B']);
    expect(statement.closingBalanceMinor).toBeUndefined();
    expect(statement.accountMasked).toBeUndefined();
    expect(statement.warnings).toEqual([
      'This file holds 2 accounts (****4300, ****4567). We read their transactions together, so it has no single opening or closing balance.',
    ]);
  });

  it('refuses an investment statement and a file with no statement, saying which', () => {
    const investment =
      '<OFX><INVSTMTMSGSRSV1><INVSTMTTRNRS><INVSTMTRS><CURDEF>USD</INVSTMTRS>' +
      '</INVSTMTTRNRS></INVSTMTMSGSRSV1></OFX>';
    expect(readOfx(investment)).toEqual({
      ok: false,
      error: {
        code: 'not-a-statement',
        message:
          'This OFX file holds an investment account. We read bank and credit card statements.',
      },
    });
    expect(readOfx('OFXHEADER:100\n\n<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>')).toMatchObject({
      ok: false,
      error: { code: 'not-a-statement' },
    });
  });

  it('a statement with no transactions says so', () => {
    expect(readOfx(sgml(''))).toMatchObject({ ok: false, error: { code: 'no-transactions' } });
  });

  it('refuses a garbage amount or date with a sentence naming the transaction', () => {
    expect(readOfx(sgml('<STMTTRN><DTPOSTED>20240105<TRNAMT>12.3x<NAME>A</STMTTRN>'))).toEqual({
      ok: false,
      error: {
        code: 'damaged-file',
        message:
          "We couldn't read the amount “12.3x” of transaction 1. The file may be damaged or changed: please download it again from your bank.",
      },
    });
    expect(readOfx(sgml('<STMTTRN><DTPOSTED>2024-13-05<TRNAMT>1.00</STMTTRN>'))).toMatchObject({
      ok: false,
      error: {
        code: 'damaged-file',
        message: expect.stringContaining('the date “2024-13-05” of transaction 1') as string,
      },
    });
  });

  it('refuses a file cut off before it ends', () => {
    const whole = sgml('<STMTTRN><DTPOSTED>20240105<TRNAMT>-1.00<NAME>A</STMTTRN>');
    expect(readOfx(whole.slice(0, whole.indexOf('</STMTTRN>')))).toEqual({
      ok: false,
      error: {
        code: 'damaged-file',
        message:
          'This OFX file ends before its statement does. The file may be damaged or changed: please download it again from your bank.',
      },
    });
  });

  it('refuses nesting deeper than any statement', () => {
    expect(readOfx(`<OFX>${'<A>'.repeat(10_000)}`)).toMatchObject({
      ok: false,
      error: { code: 'damaged-file' },
    });
  });
});
