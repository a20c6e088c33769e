import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';
import { makeLedger } from '../test-support/bank-exports/ledger';
import { makeCamt } from '../test-support/bank-exports/make-camt';
import { makeMt940 } from '../test-support/bank-exports/make-mt940';
import { makeOfx } from '../test-support/bank-exports/make-ofx';
import { makeQif } from '../test-support/bank-exports/make-qif';
import { isoDate } from './calendar';
import { decodeEntities } from './entities';
import { exactMinor } from './exact-amount';
import { joinParts } from './join-parts';

const encode = (text: string) => new TextEncoder().encode(text);

describe('exact amounts', () => {
  it('reads signs, either mark and short fractions exactly', () => {
    expect(exactMinor('-34.51', 2, '.,')).toBe(-3451);
    expect(exactMinor('+12,5', 2, '.,')).toBe(1250);
    expect(exactMinor('1234,', 2, ',')).toBe(123400);
    expect(exactMinor('.07', 2, '.')).toBe(7);
    expect(exactMinor('0.10000', 2, '.')).toBe(10);
    expect(exactMinor('1.234', 3, '.')).toBe(1234);
    expect(exactMinor('1500', 0, '.')).toBe(1500);
    expect(exactMinor('-0.00', 2, '.')).toBe(0);
    expect(exactMinor('0.1', 2, '.') === 10 && exactMinor('0.2', 2, '.') === 20).toBe(true);
  });

  it('refuses what no bank export writes', () => {
    for (const text of [
      '',
      '-',
      '.',
      '1,234.56',
      '1 234',
      '12.3x',
      '1.005',
      '--1',
      '1e3',
      '0x10',
    ]) {
      expect(exactMinor(text, 2, '.,'), text).toBeNull();
    }
    expect(exactMinor('1,50', 2, '.')).toBeNull();
    expect(exactMinor('9'.repeat(20), 2, '.')).toBeNull();
  });
});

describe('the pieces the readers share', () => {
  it('replaces predefined and numeric entities only', () => {
    expect(decodeEntities('A &amp; B &lt;x&gt; &#233;&#xE9; &quot;&apos; &nbsp;')).toBe(
      'A & B <x> éé "\' \u00a0',
    );
    expect(decodeEntities('&xxe; &#0; &#xD800; &#99999999; &amp')).toBe(
      '&xxe; &#0; &#xD800; &#99999999; &amp',
    );
  });

  it('joins a description counterparty first, dropping a part inside another', () => {
    expect(joinParts(['ACME  Ltd', ' Invoice 7 '])).toBe('ACME Ltd - Invoice 7');
    expect(joinParts(['DIVIDEND EARNED', 'Dividend earned for March'])).toBe(
      'Dividend earned for March',
    );
    expect(joinParts(['', undefined, 'Fee'])).toBe('Fee');
    expect(joinParts(['A', 'B', 'a'])).toBe('A - B');
  });

  it('checks calendar days', () => {
    expect(isoDate(2024, 2, 29)).toBe('2024-02-29');
    expect(isoDate(2023, 2, 29)).toBeNull();
    expect(isoDate(2024, 13, 1)).toBeNull();
    expect(isoDate(2024, 4, 31)).toBeNull();
  });
});

/** One file of each format and variant, for the tests that break them. */
function exportFiles(): [string, string][] {
  const ledger = makeLedger({ seed: 5, count: 12, ascii: true });
  return [
    ['sgml.ofx', makeOfx(ledger, { syntax: 'sgml', kind: 'bank' }).text],
    ['xml.qfx', makeOfx(ledger, { syntax: 'xml', kind: 'card' }).text],
    ['us.qif', makeQif(ledger, { type: 'Bank', dates: 'quicken', decimalMark: '.' }).text],
    [
      'eu.qif',
      makeQif(ledger, { type: 'Bank', dates: 'dmy', decimalMark: ',', account: 'A' }).text,
    ],
    ['camt02.xml', makeCamt(ledger, { version: '02', openingCode: 'OPBD', batchEvery: 3 }).text],
    ['camt08.xml', makeCamt(ledger, { version: '08', openingCode: 'PRCD', statements: 2 }).text],
    ['plain.sta', makeMt940(ledger, { structured: false }).text],
    ['swift.940', makeMt940(ledger, { structured: true, swiftBlocks: true, statements: 2 }).text],
  ];
}

describe('bank exports broken on purpose', () => {
  it('a file cut anywhere is read or refused with a sentence, never thrown', async () => {
    for (const [name, text] of exportFiles()) {
      for (let cut = 1; cut < text.length; cut += Math.max(1, Math.floor(text.length / 97))) {
        const result = await parseStatement(encode(text.slice(0, cut)), name);
        if (!result.ok) expect(result.error.message, `${name} cut at ${cut}`).toMatch(/\.$/);
      }
    }
  }, 60_000);

  it('garbage written over any part of a file is read or refused, never thrown', async () => {
    let state = 7;
    const junk = () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return String.fromCharCode(33 + (state % 90));
    };
    for (const [name, text] of exportFiles()) {
      for (let at = 0; at < text.length; at += Math.max(1, Math.floor(text.length / 61))) {
        const broken =
          text.slice(0, at) + Array.from({ length: 8 }, junk).join('') + text.slice(at + 8);
        await expect(parseStatement(encode(broken), name)).resolves.toHaveProperty('ok');
      }
    }
  }, 60_000);

  it('a format recognised by its start but holding nothing is refused as such', async () => {
    const cases: [string, string][] = [
      ['empty.ofx', 'OFXHEADER:100\nDATA:OFXSGML\n\n'],
      ['empty.qif', '!Type:Bank\n'],
      ['empty.xml', '<?xml version="1.0"?><Document><BkToCstmrStmt/></Document>'],
      ['empty.sta', ':20:REF\n:25:ACC\n'],
    ];
    for (const [name, text] of cases) {
      const result = await parseStatement(encode(text), name);
      expect(result.ok, name).toBe(false);
    }
  });
});
