import { describe, expect, it } from 'vitest';
import { readHeaderCell } from './columns';
import { readTable } from './read-table';

/** The transactions of a grid as [description, amount in minor units], or the failure. */
function read(grid: string[][]) {
  const result = readTable(grid, 'csv');
  if (!result.ok) throw new Error(result.error.message);
  return result.statement;
}

const amounts = (grid: string[][]) => read(grid).transactions.map((row) => row.amountMinor);

describe('column roles decided by what the cells hold', () => {
  it('takes the role both halves of a slashed header name, and none when they differ', () => {
    expect(readHeaderCell('Empfänger/Zahlungspflichtiger').role).toBe('payee');
    expect(readHeaderCell('Vorgang/Verwendungszweck').role).toBe('description');
    expect(readHeaderCell('Withdrawals/Deposits').role).toBeNull();
  });

  it('finds the currency in a later currency column when the first one holds dates', () => {
    const statement = read([
      ['Buchungstag', 'Valuta', 'Verwendungszweck', 'Währung', 'Betrag'],
      ['07.04.2025', '07.04.2025', 'Miete', 'EUR', '-700,00'],
      ['08.04.2025', '08.04.2025', 'Gehalt', 'EUR', '2.100,00'],
    ]);
    expect(statement.currency).toBe('EUR');
  });

  it('joins the numbered siblings of a description column, in order', () => {
    const statement = read([
      [
        'Transaction Date',
        'Reference',
        'Debit Amount',
        'Credit Amount',
        'Transaction Ref1',
        'Transaction Ref2',
        'Transaction Ref3',
      ],
      ['24 Feb 2022', 'ICT', '595.29', '', 'I-BANK', 'TOWN COUNCIL', '358029'],
      ['25 Feb 2022', 'MST', '74.98', '', 'FAIRPRICE', '', ''],
    ]);
    expect(statement.transactions.map((row) => row.description)).toEqual([
      'I-BANK TOWN COUNCIL 358029',
      'FAIRPRICE',
    ]);
  });

  it('reads an unnamed column of both direction markers as the direction', () => {
    expect(
      amounts([
        ['Buchungstag', 'Verwendungszweck', 'Umsatz', ' '],
        ['07.04.2025', 'Lidl', '141,00', 'S'],
        ['10.04.2025', 'Gehalt', '313,37', 'H'],
      ]),
    ).toEqual([-14100, 31337]);
  });

  it('reads a column headed money out/money in as the direction when it holds markers', () => {
    const header = ['DATA', 'SUMA', 'MOKĖJIMO PASKIRTIS', 'DEBETAS/KREDITAS'];
    expect(
      amounts([
        header,
        ['2022-12-01', '959,41', 'Pervedimas', 'C'],
        ['2022-12-02', '54,01', 'Mokėjimas kortele', 'D'],
      ]),
    ).toEqual([95941, -5401]);
  });

  it('takes no payee from a column of account numbers, but the name beside it', () => {
    const statement = read([
      ['Bogføringsdato', 'Beløb', 'Modtager', 'Navn', 'Beskrivelse'],
      ['2022/12/30', '-2.620,10', '4940 4940150042', 'Husleje', 'Betalingsservice 494015'],
      ['2022/12/29', '-7.974,12', 'DK50 0040 0440 1162 43', 'Tryg', 'Betalingsservice 305014'],
      ['2022/12/28', '-120,00', '', '', 'Dankort-nota Netto'],
    ]);
    expect(statement.transactions.map((row) => row.description)).toEqual([
      'Husleje - Betalingsservice 494015',
      'Tryg - Betalingsservice 305014',
      'Dankort-nota Netto',
    ]);
  });

  it('reads a header written in camel case word by word, unless it is known as written', () => {
    expect(readHeaderCell('TransactionDate').role).toBe('date');
    expect(readHeaderCell('ValueDate').role).toBe('secondaryDate');
    expect(readHeaderCell('CurrencyAmount').role).toBeNull();
    expect(readHeaderCell('BillingAmountSign').role).toBe('type');
    const statement = read([
      ['TransactionDate', 'Text', 'Currency', 'Amount'],
      ['25.11.2025', 'Coop Extra Storo', 'NOK', '-1509.10'],
      ['23.11.2025', 'Innbetaling', 'NOK', '4882.50'],
    ]);
    expect(statement.currency).toBe('NOK');
    expect(statement.transactions.map((row) => row.date)).toEqual(['2025-11-25', '2025-11-23']);
  });

  it('does not read an unnamed column of one marker on every row as a direction', () => {
    const statement = read([
      ['Date', 'Description', 'Amount', ''],
      ['2025-04-07', 'Groceries', '-14.10', 'C'],
      ['2025-04-10', 'Salary', '313.37', 'C'],
    ]);
    expect(statement.transactions.map((row) => row.amountMinor)).toEqual([-1410, 31337]);
  });

  it('takes a described column that only says DEBIT or CREDIT for the direction', () => {
    const statement = read([
      ['Details', 'Posting Date', 'Description', 'Amount'],
      ['DEBIT', '08/01/2025', 'SHELL OIL 57444', '-11.39'],
      ['CREDIT', '08/31/2025', 'IRS TREAS 310 TAX REF', '4193.58'],
    ]);
    expect(statement.transactions.map((row) => [row.description, row.amountMinor])).toEqual([
      ['SHELL OIL 57444', -1139],
      ['IRS TREAS 310 TAX REF', 419358],
    ]);
  });

  it('reads unmarked amounts as charges when the others are marked CR', () => {
    expect(
      amounts([
        ['Date', 'Transaction details', 'Amount £'],
        ['01 May 25', 'COUNCIL TAX', '380.30'],
        ['11 May 25', 'PAYMENT RECEIVED - THANK YOU', '185.27 CR'],
        ['13 May 25', 'TESCO STORES', '105.97'],
      ]),
    ).toEqual([-38030, 18527, -10597]);
  });

  it('names an amount by its currency alone, and a column by its head noun', () => {
    expect(readHeaderCell('CAD$')).toMatchObject({ role: 'amount', currency: 'CAD' });
    expect(readHeaderCell('EUR')).toMatchObject({ role: 'amount', currency: 'EUR' });
    expect(readHeaderCell("Montant de l'opération").role).toBe('amount');
    expect(readHeaderCell("Détail de l'écriture").role).toBe('description');
    expect(readHeaderCell('Credit Card Number').role).toBeNull();
  });

  it('reads a Polish bank’s "Typ transakcji" as the rows’ kind, not their description', () => {
    const statement = read([
      ['Data operacji', 'Typ transakcji', 'Kwota', 'Opis transakcji'],
      ['2026-10-31', 'Płatność kartą', '-160.84', 'Tytuł: ALLEGRO.PL POZNAN'],
      ['2026-10-30', 'Płatność kartą', '-105.46', 'Tytuł: PYSZNE.PL WROCLAW'],
      ['2026-10-29', 'Płatność kartą', '-189.61', 'Tytuł: ORLEN STACJA'],
      ['2026-10-28', 'Przelew przychodzący', '+5000.00', 'Tytuł: WYNAGRODZENIE'],
    ]);
    expect(statement.transactions.map((row) => [row.type, row.description])).toEqual([
      ['Płatność kartą', 'Tytuł: ALLEGRO.PL POZNAN'],
      ['Płatność kartą', 'Tytuł: PYSZNE.PL WROCLAW'],
      ['Płatność kartą', 'Tytuł: ORLEN STACJA'],
      ['Przelew przychodzący', 'Tytuł: WYNAGRODZENIE'],
    ]);
  });

  it('takes a type column whose texts differ on most rows for the description', () => {
    const statement = read([
      ['Buchungstag', 'Umsatzart', 'Buchungstext', 'Betrag'],
      ['31.01.2023', 'Lastschrift', 'Miete Wohnung Ref 1', '-230,44'],
      ['30.01.2023', 'Kartenzahlung', 'Lidl sagt Danke Ref 2', '-32,13'],
      ['24.01.2023', 'Kartenzahlung', 'REWE Markt Ref 3', '-83,46'],
    ]);
    expect(statement.transactions.map((row) => row.description)).toEqual([
      'Miete Wohnung Ref 1',
      'Lidl sagt Danke Ref 2',
      'REWE Markt Ref 3',
    ]);
  });

  it('continues the description into the unnamed text columns after it', () => {
    const statement = read([
      ['Data operacji', 'Kwota', 'Opis transakcji', '', ''],
      ['2023-09-26', '-482.60', 'Tytuł: 198029', 'Nazwa odbiorcy: JAKDOJADE', 'Miasto: KRAKÓW'],
      ['2023-09-25', '-505.76', 'Tytuł: 645028', 'Nazwa odbiorcy: LIDL', 'Miasto: ŁÓDŹ'],
    ]);
    expect(statement.transactions[0]?.description).toBe(
      'Tytuł: 198029 - Nazwa odbiorcy: JAKDOJADE - Miasto: KRAKÓW',
    );
  });
});
