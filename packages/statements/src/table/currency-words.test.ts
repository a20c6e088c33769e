import { describe, expect, it } from 'vitest';
import { cellCurrency, readHeaderCell, unitCurrency } from './columns';
import { readTable } from './read-table';

describe('currencies written in words', () => {
  it.each([
    ['Pesos Uruguayos', 'UYU'],
    ['peso uruguayo', 'UYU'],
    ['Pesos Chilenos', 'CLP'],
    ['US Dollars', 'USD'],
    ['Schweizer Franken', 'CHF'],
    ['Kenya Shillings', 'KES'],
    ['Lari', 'GEL'],
    ['złotych', 'PLN'],
  ])('reads %s as %s', (words, code) => {
    expect(unitCurrency(words)).toBe(code);
  });

  it('names no currency by a unit several share, but still takes it off a header', () => {
    expect(unitCurrency('pesos')).toBeNull();
    expect(unitCurrency('Dollars')).toBeNull();
    expect(readHeaderCell('Importe (pesos)')).toMatchObject({ role: 'amount', currency: null });
  });

  it('prefers a known word to the shape of a code in a currency column', () => {
    expect(cellCurrency('LEI')).toBe('RON');
    expect(cellCurrency('RMB')).toBe('CNY');
    expect(cellCurrency('EUR')).toBe('EUR');
  });

  it('reads the currency a preamble names in words under its label', () => {
    const result = readTable(
      [
        ['Cuenta', 'CAJA DE AHORRO 001234567-00001'],
        ['Moneda', 'Pesos Uruguayos'],
        ['Fecha', 'Descripción', 'Débito', 'Crédito'],
        ['01/03/2025', 'COMPRA ANCAP', '3.990,40', ''],
        ['03/03/2025', 'SUELDO', '', '76.226,80'],
      ],
      'csv',
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.statement.currency).toBe('UYU');
  });
});
