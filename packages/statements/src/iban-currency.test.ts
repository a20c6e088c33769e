import { describe, expect, it } from 'vitest';
import { currencyOfIban, ibansIn, isValidIban } from './iban-currency';
import { readTable } from './table/read-table';

describe('the currency of an account from its IBAN', () => {
  it('checks the IBAN before trusting its country', () => {
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(currencyOfIban('GB82WEST12345698765432')).toBe('GBP');
    expect(currencyOfIban('CH9300762011623852957')).toBe('CHF');
    // A country whose accounts are not reliably in one currency says nothing.
    expect(currencyOfIban('MU17BOMM0101101030300200000MUR')).toBeNull();
  });

  it('finds IBANs written with or without their groups of four', () => {
    expect(ibansIn('Konto: DE89 3704 0044 0532 0130 00, Kunde 12')).toEqual([
      'DE89370400440532013000',
    ]);
    expect(ibansIn('IBAN NL91ABNA0417164300')).toEqual(['NL91ABNA0417164300']);
  });

  it("takes a statement's currency from its own IBAN, and says it did", () => {
    const result = readTable(
      [
        ['Kontoauszug', 'IBAN: DE89 3704 0044 0532 0130 00'],
        ['Buchungstag', 'Verwendungszweck', 'Betrag'],
        ['01.04.2025', 'Miete', '-700,00'],
        ['02.04.2025', 'Gehalt', '2.100,00'],
      ],
      'csv',
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.statement.currency).toBe('EUR');
    expect(result.statement.warnings).toContain(
      "The file names no currency, so we took EUR from the country of the account's IBAN (DE ****3000).",
    );
  });

  it("never takes it from a counterparty's IBAN in a description", () => {
    const result = readTable(
      [
        ['Date', 'Description', 'Amount'],
        ['2025-04-01', 'Transfer to GB82WEST12345698765432', '-700.00'],
        ['2025-04-02', 'Salary', '2100.00'],
      ],
      'csv',
    );
    expect(result.ok && result.statement.currency).toBeNull();
  });
});
