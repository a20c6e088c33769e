import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';
import { expectFigures, makeLedger } from '../test-support/bank-exports/ledger';
import { makeMt940 } from '../test-support/bank-exports/make-mt940';
import type { ParsedStatement, ParseResult } from '../types';
import { readDetails } from './details';
import { readMt940 } from './read-mt940';

const encode = (text: string) => new TextEncoder().encode(text);

function statementOf(result: ParseResult): ParsedStatement {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.statement;
}

/** One message around the given lines. */
const message = (lines: string, opening = ':60F:C240430EUR100,00', closing = '') =>
  `:20:REF\r\n:25:NL91ABNA0417164300\r\n:28C:1/1\r\n${opening}\r\n${lines}${closing}\r\n-\r\n`;

describe('MT940 files we make ourselves', () => {
  it.each([
    [true, 1, false, undefined, false, 31],
    [false, 1, false, undefined, false, 32],
    [true, 3, true, 4, true, 33],
    [false, 2, true, 3, true, 34],
    [true, 4, false, 2, false, 35],
  ] as const)(
    'structured %s, %i statement(s), SWIFT blocks %s, reversals every %s, entry dates %s',
    async (structured, statements, swiftBlocks, reversalEvery, entryDates, seed) => {
      const ledger = makeLedger({ seed, count: 50, ascii: true });
      const { text, figures } = makeMt940(ledger, {
        structured,
        statements,
        swiftBlocks,
        entryDates,
        ...(reversalEvery ? { reversalEvery } : {}),
      });
      const statement = statementOf(await parseStatement(encode(text), 'statement.sta'));
      expect(statement.format).toBe('mt940');
      expect(statement.warnings).toEqual([]);
      expectFigures(statement, figures);
      expect(statement.transactions.map((t) => t.description)).toEqual(
        statement.transactions.map((_, index) =>
          structured
            ? `${ledger.entries[index]?.counterparty} - ${ledger.entries[index]?.purpose}`
            : `${ledger.entries[index]?.counterparty} ${ledger.entries[index]?.purpose}`,
        ),
      );
    },
  );
});

describe('the MT940 reader', () => {
  it('signs C, D, RC and RD, skips a funds code, and books on the entry date', () => {
    const lines = [
      ':61:2405020502C10,00NTRFNONREF',
      ':61:2405020503DR2,5NMSCREF2//B2',
      ':61:2405030503RC1,NTRFREF3',
      ':61:2405030503RD0,75NTRFREF4',
    ].join('\r\n');
    const statement = statementOf(
      readMt940(message(lines, ':60F:C240430EUR100,00', '\r\n:62F:C240503EUR107,25')),
    );
    expect(statement.transactions.map((t) => [t.date, t.amountMinor, t.reference])).toEqual([
      ['2024-05-02', 1000, undefined],
      ['2024-05-03', -250, 'REF2'],
      ['2024-05-03', -100, 'REF3'],
      ['2024-05-03', 75, 'REF4'],
    ]);
    expect(statement).toMatchObject({ openingBalanceMinor: 10000, closingBalanceMinor: 10725 });
    expect(statement.warnings).toEqual([]);
  });

  it('takes the entry date into the next year when the value date is in December', () => {
    const statement = statementOf(
      readMt940(message(':61:2312310102D5,00NTRFX', ':60F:C231229EUR100,00')),
    );
    expect(statement.transactions[0]?.date).toBe('2024-01-02');
  });

  it('reads the structured details German banks write, counterparty first', () => {
    expect(
      readDetails(
        '166?00SEPA-UEBERWEISUNG?100599?20EREF+E2E-1?21SVWZ+Miete Mai 2024 Wohnung?2212?30BYLADEM1001' +
          '?31DE02120300000000202051?32Max Mustermann?34000',
      ),
    ).toEqual({ description: 'Max Mustermann - Miete Mai 2024 Wohnung12', reference: 'E2E-1' });
    expect(readDetails('005?00LASTSCHRIFT?20Beitrag 05/2024?32TSV?33 1860 e.V.')).toEqual({
      description: 'TSV 1860 e.V. - Beitrag 05/2024',
      reference: '',
    });
    expect(readDetails('835?00ENTGELTABSCHLUSS?20Kontofuehrung')).toEqual({
      description: 'Kontofuehrung',
      reference: '',
    });
    expect(readDetails('805?00ABSCHLUSS')).toEqual({ description: 'ABSCHLUSS', reference: '' });
    expect(readDetails('Card payment\nSUPERMARKET 42')).toEqual({
      description: 'Card payment SUPERMARKET 42',
      reference: '',
    });
  });

  it('refuses a garbage amount or balance with a sentence naming the line', () => {
    expect(readMt940(message(':61:240502C1O,00NTRFX'))).toEqual({
      ok: false,
      error: {
        code: 'damaged-file',
        message:
          "We couldn't read the amount of the statement line on line 5 (“240502C1O,00NTRFX”). The file may be damaged or changed: please download it again from your bank.",
      },
    });
    expect(readMt940(message(':61:240502C1,00NTRFX', ':60F:C240430EUR1OO'))).toMatchObject({
      ok: false,
      error: {
        message: expect.stringContaining('the opening balance “C240430EUR1OO” on line 4') as string,
      },
    });
    expect(readMt940(message(':61:241302C1,00NTRFX'))).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('the value date of the statement line') as string },
    });
  });

  it('warns when the file ends before its last closing balance', () => {
    const statement = statementOf(readMt940(message(':61:240502C1,00NTRFX\r\n:86:Refund')));
    expect(statement.warnings).toEqual([
      'The file ends before the closing balance of its last statement, so it may be incomplete.',
    ]);
  });

  it('a statement with balances and no lines has no transactions', () => {
    expect(readMt940(message('', ':60F:C240430EUR100,00', ':62F:C240430EUR100,00'))).toMatchObject({
      ok: false,
      error: { code: 'no-transactions' },
    });
  });

  // Its speed is reported by `npm run bench:ingest`, never asserted here.
  it('reads a 10 MB file exactly', () => {
    const ledger = makeLedger({ seed: 77, count: 50_000, ascii: true, daysEvery: 20 });
    const { text, figures } = makeMt940(ledger, { structured: true, statements: 30 });
    expect(text.length).toBeGreaterThan(10_000_000);
    expectFigures(statementOf(readMt940(text)), figures);
  }, 60_000);
});
