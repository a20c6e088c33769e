import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';
import { cellCurrency } from './columns';

/**
 * Statements written by a generator in each language the readers claim, with the figures the
 * generator itself computes: the headers are the banks' words, the amounts unsigned in split
 * columns or beside a direction column, and the running balance must reconcile on every row.
 */
interface Dialect {
  name: string;
  /** Date, description, money out, money in, balance. */
  header: [string, string, string, string, string];
  decimalComma?: boolean;
}

const SPLIT_COLUMNS: Dialect[] = [
  {
    name: 'German',
    header: ['Buchung', 'Verwendungszweck', 'Soll', 'Haben', 'Saldo'],
    decimalComma: true,
  },
  {
    name: 'Dutch',
    header: ['Boekingsdatum', 'Omschrijving', 'Af', 'Bij', 'Saldo na mutatie'],
    decimalComma: true,
  },
  {
    name: 'French',
    header: ["Date de l'opération", 'Libellé', 'Débit', 'Crédit', 'Solde'],
    decimalComma: true,
  },
  {
    name: 'Spanish',
    header: ['Fecha de operación', 'Concepto', 'Cargo', 'Abono', 'Saldo'],
    decimalComma: true,
  },
  {
    name: 'Italian',
    header: ['Data operazione', 'Descrizione', 'Dare', 'Avere', 'Saldo'],
    decimalComma: true,
  },
  {
    name: 'Portuguese',
    header: ['Data do movimento', 'Descrição', 'Débito', 'Crédito', 'Saldo'],
    decimalComma: true,
  },
  {
    name: 'Romanian',
    header: ['Data înregistrare', 'Detalii tranzacție', 'Suma debit', 'Suma credit', 'Sold'],
    decimalComma: true,
  },
  {
    name: 'Polish',
    header: ['Data operacji', 'Opis operacji', 'Obciążenia', 'Uznania', 'Saldo po operacji'],
    decimalComma: true,
  },
  {
    name: 'Swedish',
    header: ['Bokföringsdag', 'Beskrivning', 'Uttag', 'Insättning', 'Saldo'],
    decimalComma: true,
  },
  {
    name: 'Danish',
    header: ['Bogføringsdato', 'Tekst', 'Udbetaling', 'Indbetaling', 'Saldo'],
    decimalComma: true,
  },
  {
    name: 'Norwegian',
    header: ['Bokføringsdato', 'Forklaring', 'Ut fra konto', 'Inn på konto', 'Saldo'],
    decimalComma: true,
  },
  {
    name: 'Finnish',
    header: ['Kirjauspäivä', 'Selite', 'Veloitus', 'Hyvitys', 'Saldo'],
    decimalComma: true,
  },
  { name: 'Indonesian', header: ['Tanggal Transaksi', 'Keterangan', 'Debet', 'Kredit', 'Saldo'] },
  { name: 'Thai', header: ['วันที่', 'รายการ', 'ถอนเงิน', 'ฝากเงิน', 'ยอดคงเหลือ'] },
  { name: 'Hindi', header: ['दिनांक', 'विवरण', 'नामे', 'जमा', 'शेष'] },
  { name: 'Hindi, transliterated', header: ['Tarikh', 'Vivaran', 'Nikasi', 'Jama', 'Shesh'] },
  {
    name: 'Greek',
    header: ['Ημερομηνία συναλλαγής', 'Περιγραφή', 'Χρεώσεις', 'Πιστώσεις', 'Λογιστικό υπόλοιπο'],
    decimalComma: true,
  },
  {
    name: 'Turkish',
    header: ['İşlem Tarihi', 'İşlem Açıklaması', 'Borç', 'Alacak', 'Bakiye'],
    decimalComma: true,
  },
  {
    name: 'Czech',
    header: ['Datum zaúčtování', 'Popis', 'Výdaje', 'Příjmy', 'Zůstatek'],
    decimalComma: true,
  },
  { name: 'Hebrew', header: ['תאריך פעולה', 'תיאור פעולה', 'חובה', 'זכות', 'יתרה'] },
  { name: 'Japanese', header: ['お取引日', '摘要', 'お支払金額', 'お預り金額', '差引残高'] },
  { name: 'Korean', header: ['거래일시', '거래내용', '찾으신금액', '맡기신금액', '거래후잔액'] },
  { name: 'Chinese', header: ['交易日期', '交易摘要', '支出金额', '收入金额', '账户余额'] },
  { name: 'Vietnamese', header: ['Ngày giao dịch', 'Nội dung', 'Ghi nợ', 'Ghi có', 'Số dư'] },
  { name: 'Japanese, Mizuho', header: ['日付', '摘要', 'お引出金額', 'お預入金額', '残高'] },
  { name: 'Chinese, deposits', header: ['交易日期', '摘要', '提款', '存款', '余额'] },
  {
    name: 'Serbian',
    header: ['Datum knjiženja', 'Svrha plaćanja', 'Zaduženje', 'Odobrenje', 'Stanje'],
    decimalComma: true,
  },
  {
    name: 'Serbian, Cyrillic',
    header: ['Датум', 'Сврха плаћања', 'Задужење', 'Одобрење', 'Стање'],
    decimalComma: true,
  },
  {
    name: 'Croatian',
    header: ['Datum izvršenja', 'Opis plaćanja', 'Na teret', 'U korist', 'Stanje'],
    decimalComma: true,
  },
  {
    name: 'Lithuanian',
    header: ['Data', 'Mokėjimo paskirtis', 'Debetas', 'Kreditas', 'Likutis'],
    decimalComma: true,
  },
];

/** Signed amounts in minor units, as the generator's own record of what it wrote. */
const AMOUNTS = [250000, -4599, -12050, 3000, -89900, -1999];
const OPENING = 100000;

function money(minor: number, decimalComma = false): string {
  const text = (Math.abs(minor) / 100).toFixed(2);
  return decimalComma ? text.replace('.', ',') : text;
}

function dateOf(index: number): string {
  return `${String(index + 3).padStart(2, '0')}.03.2025`;
}

/** A statement whose balance after each row is the opening balance plus the rows so far. */
function splitColumnStatement({ header, decimalComma }: Dialect): string {
  const separator = decimalComma ? ';' : ',';
  let balance = OPENING;
  const rows = AMOUNTS.map((amount, index) => {
    balance += amount;
    const out = amount < 0 ? money(amount, decimalComma) : '';
    const into = amount > 0 ? money(amount, decimalComma) : '';
    const cells = [dateOf(index), `Row ${index + 1}`, out, into, money(balance, decimalComma)];
    return cells.join(separator);
  });
  return [header.join(separator), ...rows].join('\n');
}

/** One unsigned amount column and a column that says which way each row went. */
function directionStatement(header: string, out: string, into: string): string {
  let balance = OPENING;
  const rows = AMOUNTS.map((amount, index) => {
    balance += amount;
    const direction = amount < 0 ? out : into;
    return [dateOf(index), `Row ${index + 1}`, money(amount), direction, money(balance)].join(',');
  });
  return [`Date,Description,Amount,${header},Balance`, ...rows].join('\n');
}

const expectedDebits = AMOUNTS.filter((a) => a < 0).reduce((sum, a) => sum + a, 0);
const expectedCredits = AMOUNTS.filter((a) => a > 0).reduce((sum, a) => sum + a, 0);

async function read(text: string, name = 'statement.csv') {
  const result = await parseStatement(new TextEncoder().encode(text), name);
  if (!result.ok) throw new Error(result.error.message);
  return result.statement;
}

async function expectGeneratorFigures(text: string) {
  const statement = await read(text);
  expect(statement.transactions.map((t) => t.amountMinor)).toEqual(AMOUNTS);
  expect(statement.transactions.map((t) => t.date)[0]).toBe('2025-03-03');
  expect(statement.reconciliation).toEqual({ checked: 5, reconciled: 5, brokenRows: [] });
  return statement;
}

describe('headers in the languages banks write them', () => {
  it.each(SPLIT_COLUMNS.map((dialect) => [dialect.name, dialect] as const))(
    '%s: money out and in columns, with a balance that reconciles',
    async (_, dialect) => {
      const statement = await expectGeneratorFigures(splitColumnStatement(dialect));
      const out = statement.transactions.filter((t) => t.amountMinor < 0);
      expect(out.reduce((sum, t) => sum + t.amountMinor, 0)).toBe(expectedDebits);
    },
  );

  it.each([
    ['Af Bij', 'Af', 'Bij'],
    ['S/H', 'S', 'H'],
    ['Soll/Haben', 'Soll', 'Haben'],
    ['C/D', 'D', 'C'],
    ['+/-', '-', '+'],
    ['BillingAmountSign', 'DR', 'CR'],
    ['Debet/Kredit', 'Debet', 'Kredit'],
    ['Χ/Π', 'Χ', 'Π'],
    ['B/A', 'B', 'A'],
    ['入出金区分', '出金', '入金'],
    ['DEBETAS/KREDITAS', 'D', 'C'],
  ])('a %s column says which way each unsigned amount went', async (header, out, into) => {
    const statement = await expectGeneratorFigures(directionStatement(header, out, into));
    const credits = statement.transactions.filter((t) => t.amountMinor > 0);
    expect(credits.reduce((sum, t) => sum + t.amountMinor, 0)).toBe(expectedCredits);
  });

  it.each(['Amount (in Rs)', 'Amount(in Rs)', 'Amount in INR', 'Amount (₹)', 'Amount (INR)'])(
    'a unit in the header, %s, names the currency',
    async (amountHeader) => {
      const rows = AMOUNTS.map((amount, index) =>
        [dateOf(index), `Row ${index + 1}`, (amount / 100).toFixed(2)].join(','),
      );
      const statement = await read([`Date,Narration,${amountHeader}`, ...rows].join('\n'));
      expect(statement.currency).toBe('INR');
      expect(statement.transactions.map((t) => t.amountMinor)).toEqual(AMOUNTS);
    },
  );

  it.each([
    ['Betrag (Kč)', 'CZK', 2],
    ['入出金(円)', 'JPY', 0],
    ['거래금액(원)', 'KRW', 0],
    ['סכום בש"ח', 'ILS', 2],
    ['Tutar (TL)', 'TRY', 2],
  ])(
    'a unit in the header, %s, names the currency and its minor unit',
    async (header, code, exponent) => {
      const written = AMOUNTS.map((amount) => (amount / 100).toFixed(exponent));
      const rows = written.map((text, index) => `${dateOf(index)},Row ${index + 1},${text}`);
      const statement = await read([`Date,Description,${header}`, ...rows].join('\n'));
      expect(statement.currency).toBe(code);
      expect(statement.transactions.map((t) => t.amountMinor)).toEqual(
        written.map((text) => Math.round(Number(text) * 10 ** exponent)),
      );
    },
  );

  it.each(['₪', 'TL', 'Kč'])(
    'a currency column of symbols or words alone (%s) names the currency',
    async (mark) => {
      const rows = AMOUNTS.map((amount, index) =>
        [dateOf(index), `Row ${index + 1}`, (amount / 100).toFixed(2), mark].join(','),
      );
      const statement = await read(['Date,Description,Amount,Currency', ...rows].join('\n'));
      expect(statement.currency).toBe(cellCurrency(mark));
      expect(statement.currency).not.toBeNull();
    },
  );

  it('keeps a header that only looks like a name and a unit: "Dr Cr" is a direction column', async () => {
    const statement = await expectGeneratorFigures(directionStatement('Dr Cr', 'Dr', 'Cr'));
    expect(statement.currency).toBeNull();
  });

  it.each([
    ['BillingAmountSign', ['', '', ''], [-16572, -75565, -44900]],
    ['BillingAmountSign', ['', 'CR', ''], [-16572, 75565, -44900]],
    ['Cr/Dr', ['', '', ''], [-16572, -75565, -44900]],
  ])('a %s column leaves its unmarked rows charges: %j', async (header, marks, expected) => {
    const rows = ['165.72', '755.65', '449.00'].map(
      (amount, index) => `0${index + 1}/03/2023,Shop ${index + 1},${amount},${marks[index] ?? ''}`,
    );
    const statement = await read([`Date,Details,Amount(in Rs),${header}`, ...rows].join('\n'));
    expect(statement.transactions.map((t) => t.amountMinor)).toEqual(expected);
    expect(statement.currency).toBe('INR');
  });

  it('reads a plain Type column that marks nothing as no direction at all', async () => {
    const rows = ['01/03/2023,Shop,165.72,', '02/03/2023,Salary,755.65,'];
    const statement = await read(['Date,Details,Amount,Type', ...rows].join('\n'));
    expect(statement.transactions.map((t) => t.amountMinor)).toEqual([16572, 75565]);
  });
});
