import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';
import type { ParsedStatement } from '../types';

async function parse(csv: string, name = 'statement.csv'): Promise<ParsedStatement> {
  const result = await parseStatement(new TextEncoder().encode(csv), name);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.statement;
}
const amounts = (statement: ParsedStatement) => statement.transactions.map((t) => t.amountMinor);

describe('column layouts', () => {
  it('one signed amount, newest first, reconciled bottom-up', async () => {
    const statement = await parse(
      [
        'Date,Description,Amount,Balance',
        '2024-03-03,Salary,"2,000.00","2,450.00"',
        '2024-03-02,Rent,-500.00,450.00',
        '2024-03-01,Coffee,-50.00,950.00',
      ].join('\n'),
    );
    expect(amounts(statement)).toEqual([200000, -50000, -5000]);
    expect(statement.reconciliation).toEqual({ checked: 2, reconciled: 2, brokenRows: [] });
    expect(statement).toMatchObject({ openingBalanceMinor: 100000, closingBalanceMinor: 245000 });
  });

  it('separate debit and credit columns, debits written positive or negative', async () => {
    const positive = await parse(
      'Date,Details,Debit,Credit\n01/02/2024,Shop,12.50,\n02/02/2024,Pay,,100\n',
    );
    const negative = await parse(
      'Date,Details,Debit,Credit\n01/02/2024,Shop,-12.50,\n02/02/2024,Pay,,100\n',
    );
    expect(amounts(positive)).toEqual([-1250, 10000]);
    expect(amounts(negative)).toEqual([-1250, 10000]);
  });

  it('an Indian bank export: lakh grouping, Dr/Cr balances, DD/MM/YY', async () => {
    const statement = await parse(
      [
        'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
        '01/04/24,UPI-SWIGGY-123,0000412,01/04/24,450.00,,"1,24,550.00"',
        '02/04/24,NEFT-SALARY ACME,0000413,02/04/24,,"1,25,000.00","2,49,550.00"',
        '03/04/24,ATM WDL,0000414,03/04/24,"2,50,000.00",,450.00 Dr',
      ].join('\n'),
    );
    expect(amounts(statement)).toEqual([-45000, 12500000, -25000000]);
    expect(statement.transactions[0]?.reference).toBe('0000412');
    expect(statement.period).toEqual({ start: '2024-04-01', end: '2024-04-03' });
    expect(statement.reconciliation).toEqual({ checked: 2, reconciled: 2, brokenRows: [] });
    expect(statement.closingBalanceMinor).toBe(-45000);
  });

  it('amount plus a DEBIT/CREDIT or Dr/Cr type column: the type wins over the sign', async () => {
    const statement = await parse(
      'Date,Description,Amount,Type\n2024-01-01,Refund,-5.00,CR\n2024-01-02,Shop,7.00,DR\n',
    );
    expect(amounts(statement)).toEqual([500, -700]);
  });

  it('amount with Dr/Cr written inside the cell', async () => {
    expect(
      amounts(
        await parse('Date,Description,Amount\n2024-01-01,A,10.00 Dr\n2024-01-02,B,4.00 Cr\n'),
      ),
    ).toEqual([-1000, 400]);
  });

  it('card export: charges unsigned, credits written with +', async () => {
    const statement = await parse(
      'Date,Description,Amount\n2024-01-01,Shop,£9.99\n2024-01-02,Payment,+ £50.00\n',
    );
    expect(amounts(statement)).toEqual([-999, 5000]);
    expect(statement.currency).toBe('GBP');
  });

  it("card export in the issuer's signs: payments negative, charges positive", async () => {
    const csv = [
      'Date,Description,Amount',
      '01/15/2024,GROCERY STORE,54.20',
      '01/16/2024,PAYMENT RECEIVED - THANK YOU,-300.00',
      '01/17/2024,GAS STATION,40.00',
      '01/18/2024,BOOKSHOP,12.00',
    ].join('\n');
    expect(amounts(await parse(csv))).toEqual([-5420, 30000, -4000, -1200]);
  });

  it('gross and fee without a net column', async () => {
    expect(amounts(await parse('Date,Name,Gross,Fee\n2024-01-01,Client,100.00,-3.20\n'))).toEqual([
      9680,
    ]);
  });

  it('unsigned amounts whose direction only the running balance tells', async () => {
    const statement = await parse(
      'Date,Description,Amount,Balance\n2024-01-01,Open,0,100.00\n2024-01-02,Shop,30.00,70.00\n2024-01-03,Shop,20.00,50.00\n',
    );
    expect(amounts(statement)).toEqual([0, -3000, -2000]);
    expect(statement.warnings).toContain(
      'The amounts carry no sign, so we read their direction from the running balance.',
    );
  });

  it('unsigned amounts with nothing to settle them are kept as written, with a warning', async () => {
    const statement = await parse(
      'Date,Description,Amount\n2024-01-01,A,1.00\n2024-01-02,B,2.00\n',
    );
    expect(amounts(statement)).toEqual([100, 200]);
    expect(statement.warnings[0]).toMatch(/couldn't tell money in from money out/);
  });
});

describe('table shapes', () => {
  it('semicolons, comma decimals, a preamble, summary lines after the table', async () => {
    const statement = await parse(
      [
        'Kontoauszug;;;',
        'Konto: DE12 5001 0517 0648 4898 90;;;',
        'Zeitraum: 01.03.2024 - 31.03.2024;;;',
        '',
        'Buchungstag;Verwendungszweck;Betrag;Saldo',
        '01.03.2024;Miete;-850,00;1.150,00',
        '05.03.2024;Gehalt;2.500,00;3.650,00',
        ';Summe Soll;-850,00;',
        ';Endsaldo;3.650,00;',
      ].join('\n'),
    );
    expect(amounts(statement)).toEqual([-85000, 250000]);
    expect(statement).toMatchObject({ accountMasked: '****9890', closingBalanceMinor: 365000 });
    expect(statement.reconciliation).toEqual({ checked: 1, reconciled: 1, brokenRows: [] });
  });

  it('pipe-delimited with a UTF-16 "Unicode text" twin', async () => {
    const csv = 'Date|Description|Amount\n2024-05-01|Café|-4.50\n2024-05-02|Refund|4.50\n';
    expect(amounts(await parse(csv))).toEqual([-450, 450]);
    const units = Array.from({ length: csv.length }, (_, index) => csv.charCodeAt(index));
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(new Uint16Array(units).buffer)]);
    const result = await parseStatement(utf16, 'export.txt');
    expect(result.ok && result.statement.transactions[0]?.description).toBe('Café');
  });

  it('says so when every date could be read either way', async () => {
    const statement = await parse('Date,Description,Amount\n03/04/2024,Shop,-1.00\n');
    expect(statement.transactions[0]?.date).toBe('2024-04-03');
    expect(statement.warnings).toContain(
      'Every date here could be read either way, so we read them as day/month.',
    );
    const dollars = await parse('Date,Description,Amount\n03/04/2024,Shop,-$1.00\n');
    expect(dollars.transactions[0]?.date).toBe('2024-03-04');
  });

  it('keeps a per-row currency when the file mixes currencies', async () => {
    const statement = await parse(
      'Date,Description,Currency,Amount\n2024-01-01,A,JPY,"-1,500"\n2024-01-02,B,EUR,-2.50\n',
    );
    expect(statement.currency).toBeNull();
    expect(statement.currencies).toEqual(['EUR', 'JPY']);
    expect(statement.transactions.map((t) => [t.currency, t.amountMinor])).toEqual([
      ['JPY', -1500],
      ['EUR', -250],
    ]);
  });

  it('leaves out lines it cannot read, and says which', async () => {
    const statement = await parse(
      'Date,Description,Amount\n2024-01-01,A,-1.00\n2024-01-02,B,ten\nsomeday,C,-2.00\n',
    );
    expect(amounts(statement)).toEqual([-100]);
    expect(statement.warnings).toEqual([
      'We left out 1 line with no date we could read: someday.',
      "We left out 1 line whose amount we couldn't read: 2024-01-02 B ten.",
    ]);
  });
});
