import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';
import { dateInLabel, placeDatedBalances, spanOf } from './dated-balances';

const SPAN = { earliest: '2024-03-02', latest: '2024-03-28' };

describe('balances named by their date alone', () => {
  it('reads the date in a label in the statement order', () => {
    expect(dateInLabel('Solde au 05/03/2024 : 1 234,56', 'dmy')).toBe('2024-03-05');
    expect(dateInLabel('Balance as of 03/05/2024', 'mdy')).toBe('2024-03-05');
    expect(dateInLabel('Kontostand vom 31.03.24:', 'dmy')).toBe('2024-03-31');
    expect(dateInLabel('Saldo em 2024-03-31', 'dmy')).toBe('2024-03-31');
    expect(dateInLabel('Saldo 01/2024', 'dmy')).toBeNull();
  });

  it('closes the statement on or after its last date, opens it before its first', () => {
    expect(
      placeDatedBalances(
        [
          { date: '2024-03-01', minor: 100 },
          { date: '2024-03-15', minor: 555 },
          { date: '2024-03-28', minor: 700 },
          { date: '2024-03-31', minor: 900 },
        ],
        SPAN,
      ),
    ).toEqual({ opening: 100, closing: 900 });
    // A day's balance in between is neither; so is the first day's, which may be before or after.
    expect(placeDatedBalances([{ date: '2024-03-02', minor: 1 }], SPAN)).toEqual({});
    expect(placeDatedBalances([{ date: '2024-03-31', minor: 9 }], null)).toEqual({});
  });

  it('takes the span from the dated rows only', () => {
    expect(spanOf([null, '2024-03-10', '2024-03-02', null, '2024-03-28'])).toEqual(SPAN);
    expect(spanOf([null])).toBeNull();
  });

  it('gives a statement the closing balance its preamble names by date, and keeps a payment named Saldo', async () => {
    const csv = [
      'Compte courant;FR76 3000 4000 0500 0012 3456 789',
      'Solde au 28/03/2024 : 1 169,90 EUR',
      '',
      'Date;Libellé;Montant',
      '02/03/2024;SALAIRE ACME;1 500,00',
      '05/03/2024;Saldo 01/2024 ASSURANCE;-30,10',
      '28/03/2024;LOYER MARS;-300,00',
    ].join('\n');
    const result = await parseStatement(new TextEncoder().encode(csv), 'releve.csv');
    if (!result.ok) throw new Error(result.error.message);
    expect(result.statement.transactions.map((t) => t.amountMinor)).toEqual([
      150_000, -3_010, -30_000,
    ]);
    expect(result.statement.closingBalanceMinor).toBe(116_990);
    expect(result.statement.openingBalanceMinor).toBeUndefined();
  });

  it('reads the last day balance under the table as the closing balance', async () => {
    const csv = [
      'Buchungstag;Verwendungszweck;Betrag',
      '01.03.2024;Gehalt;2.000,00',
      '15.03.2024;Miete;-800,00',
      'Kontostand vom 15.03.2024;;3.200,00',
    ].join('\n');
    const result = await parseStatement(new TextEncoder().encode(csv), 'umsaetze.csv');
    if (!result.ok) throw new Error(result.error.message);
    expect(result.statement.transactions).toHaveLength(2);
    expect(result.statement.closingBalanceMinor).toBe(320_000);
  });

  it('takes a latest balance’s date from the line below it, a line of a date and a time', async () => {
    const lines = (dated: string) =>
      [
        'Laatste saldo;1.469,90 EUR',
        `Datum/uur van het laatste saldo;${dated}`,
        '',
        'Boekingsdatum;Transactie;Bedrag',
        '28/03/2024;HUUR MAART;-300,00',
        '02/03/2024;LOON ACME;1.500,00',
      ].join('\n');
    const closing = async (dated: string) => {
      const result = await parseStatement(new TextEncoder().encode(lines(dated)), 'zicht.csv');
      if (!result.ok) throw new Error(result.error.message);
      return result.statement.closingBalanceMinor;
    };
    expect(await closing('28/03/2024 23:59:59')).toBe(146_990);
    // A date before the last transaction is a day's balance, and a line with a figure is no date.
    expect(await closing('15/03/2024 23:59:59')).toBeUndefined();
    expect(await closing('28/03/2024 ref 42')).toBeUndefined();
  });

  it('dates an undated ledger balance by the day the statement is as at, and only then', async () => {
    const closing = async (preamble: string[]) => {
      const csv = [
        ...preamble,
        'Ledger Balance:,"1,469.90"',
        '',
        'Transaction Date,Description,Debit Amount,Credit Amount',
        '28 Mar 2024,RENT,300.00,',
        '02 Mar 2024,SALARY ACME,,1500.00',
      ].join('\n');
      const result = await parseStatement(new TextEncoder().encode(csv), 'history.csv');
      if (!result.ok) throw new Error(result.error.message);
      return result.statement.closingBalanceMinor;
    };
    expect(await closing(['Statement as at:,28 Mar 2024'])).toBe(146_990);
    // Exported at some unknown time: the balance then may include later transactions.
    expect(await closing(['Account details for:,Savings 123-45678-9'])).toBeUndefined();
  });
});
