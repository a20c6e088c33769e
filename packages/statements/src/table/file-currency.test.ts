import { describe, expect, it } from 'vitest';
import { bankCurrenciesIn, groupingAgrees } from '../bank-currency';
import { symbolCurrenciesIn } from '../currency';
import { parseStatement } from '../index';
import { corpusCases } from '../test-support/corpus/cases';
import { mismatches } from '../test-support/corpus/check';
import { NAMED_CURRENCY, sbiLetterhead } from '../test-support/corpus/layouts/named-currency';

describe('a currency the file names only in its text', () => {
  it('finds unambiguous symbols in free text, not a bare dollar or yen', () => {
    expect(symbolCurrenciesIn('All amounts are in ₹.')).toEqual(['INR']);
    expect(symbolCurrenciesIn('Statement (amounts in Rs.)')).toEqual(['INR']);
    expect(symbolCurrenciesIn('Paid in US$ and S$')).toEqual(['USD', 'SGD']);
    expect(symbolCurrenciesIn('Fees: $5, ¥300')).toEqual([]);
    expect(symbolCurrenciesIn('Mrs Sharma, Ft. Lauderdale')).toEqual([]);
  });

  it('knows the banks of one country, and no bank inside another word', () => {
    expect(bankCurrenciesIn('STATE BANK OF INDIA, Main Branch').map((b) => b.currency)).toEqual([
      'INR',
      'INR',
    ]);
    expect(bankCurrenciesIn('Commonwealth Bank of Australia')).toEqual([
      { bank: 'Commonwealth Bank of Australia', currency: 'AUD' },
    ]);
    expect(bankCurrenciesIn('HSBC Bank plc')).toEqual([]);
    expect(bankCurrenciesIn('IFS Code\t:\tSBIN0012345')).toEqual([
      { bank: 'State Bank of India', currency: 'INR' },
    ]);
    expect(bankCurrenciesIn('BIC: HSBCGB2L')).toEqual([]);
  });

  it('takes six-figure amounts grouped in thousands as no Indian bank’s', () => {
    expect(groupingAgrees('INR', ['1,00,700.75', '85,500.00', '117.04'])).toBe(true);
    expect(groupingAgrees('INR', ['100,700.75'])).toBe(false);
    expect(groupingAgrees('INR', ['1,234,567.00'])).toBe(false);
    expect(groupingAgrees('AUD', ['100,700.75'])).toBe(true);
  });

  for (const item of corpusCases(NAMED_CURRENCY)) {
    const want = item.expected.currency ?? 'none';
    it(`${item.layout} (${item.format}) reads exactly, currency ${want}`, async () => {
      expect(mismatches(await parseStatement(item.bytes, item.fileName), item.expected)).toEqual(
        [],
      );
    });
  }

  it('says it took the currency from the bank the file names', async () => {
    const [item] = corpusCases([sbiLetterhead]);
    if (!item) throw new Error('no case');
    const result = await parseStatement(item.bytes, item.fileName);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.statement.warnings).toContain(
      'The file names no currency, so we took INR, the currency of its bank (State Bank of India).',
    );
  });
});
