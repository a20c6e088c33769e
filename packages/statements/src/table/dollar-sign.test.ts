import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';
import { corpusCases } from '../test-support/corpus/cases';
import { mismatches } from '../test-support/corpus/check';
import { DOLLAR_SIGN, spanishBareDollar } from '../test-support/corpus/layouts/dollar-sign';
import { dollarCurrenciesNamed, dollarPointsAway } from './dollar-sign';
import { readTable } from './read-table';

describe('a bare dollar sign', () => {
  it('finds the dollars a file names by code, symbol or name, and no other currency', () => {
    expect(dollarCurrenciesNamed(['Moneda: MXN'])).toEqual(['MXN']);
    expect(dollarCurrenciesNamed(['Importes en Pesos Mexicanos'])).toEqual(['MXN']);
    expect(dollarCurrenciesNamed(['Paid in US$'])).toEqual(['USD']);
    expect(dollarCurrenciesNamed(['Currency: US Dollars'])).toEqual(['USD']);
    expect(dollarCurrenciesNamed(['Tipo de cambio USD / MXN'])).toEqual(['MXN', 'USD']);
    expect(dollarCurrenciesNamed(['Converted from EUR', '$1,234.56'])).toEqual([]);
  });

  it('is pointed elsewhere by another language or by pesos, not by English', () => {
    expect(dollarPointsAway(['Fecha', 'Concepto', 'Cargo', 'Abono', 'Saldo'], [])).toBe(true);
    expect(dollarPointsAway(['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'], [])).toBe(true);
    expect(dollarPointsAway(['Date', 'Description', 'Amount', 'Saldo ($)'], [])).toBe(true);
    expect(dollarPointsAway(['Cuenta: 0123'], [])).toBe(true);
    expect(dollarPointsAway(['Date', 'Description', 'Amount'], ['Importes en pesos'])).toBe(true);
    expect(dollarPointsAway(['Date', 'Description', 'Amount'], ['Total M.N.'])).toBe(true);
    expect(dollarPointsAway(['Date', 'Description', 'Amount'], ['CLABE 012180001234567897'])).toBe(
      true,
    );
    expect(
      dollarPointsAway(
        ['Posting Date', 'Description', 'Debit', 'Credit', 'Balance', 'Check or Slip #'],
        ['Account Number: XXXX4821', 'Statement period'],
      ),
    ).toBe(false);
  });

  it('takes a dollar bank’s currency, and asks against another country’s IBAN', () => {
    const rows = [
      ['Date', 'Description', 'Amount', 'Balance'],
      ['2025-04-01', 'Rent', '-$850.00', '$1,150.00'],
      ['2025-04-02', 'Salary', '$3,100.00', '$4,250.00'],
    ];
    const currencyOf = (grid: string[][]) => {
      const result = readTable(grid, 'csv');
      if (!result.ok) throw new Error(result.error.message);
      return result.statement.currency;
    };
    expect(currencyOf(rows)).toBe('USD');
    expect(currencyOf([['Commonwealth Bank of Australia'], [], ...rows])).toBe('AUD');
    expect(currencyOf([['IBAN', 'DE89 3704 0044 0532 0130 00'], [], ...rows])).toBeNull();
    expect(currencyOf([['Currency: CAD'], [], ...rows])).toBe('CAD');
  });

  for (const item of corpusCases(DOLLAR_SIGN)) {
    const want = item.expected.currency ?? 'none';
    it(`${item.layout} (${item.format}) reads exactly, currency ${want}`, async () => {
      expect(mismatches(await parseStatement(item.bytes, item.fileName), item.expected)).toEqual(
        [],
      );
    });
  }

  it('leaves a Spanish file with a bare $ to the person, then reads it in their choice', async () => {
    for (const item of corpusCases([spanishBareDollar])) {
      const asked = await parseStatement(item.bytes, item.fileName);
      if (!asked.ok) throw new Error(asked.error.message);
      expect(asked.statement.currency).toBeNull();
      expect(asked.statement.warnings.join(' ')).toContain('written with $');
      const signature = asked.statement.reading?.headerSignature;
      if (!signature) throw new Error('no header signature');
      const chosen = await parseStatement(item.bytes, item.fileName, {
        currencies: [{ headerSignature: signature, currency: 'MXN' }],
      });
      if (!chosen.ok) throw new Error(chosen.error.message);
      expect(chosen.statement.currency).toBe('MXN');
      expect(chosen.statement.warnings.join(' ')).not.toContain('written with $');
      expect(chosen.statement.closingBalanceMinor).toBe(item.expected.closing);
    }
  });
});
