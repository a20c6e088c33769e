import { READING_REASONS } from '@sheetwise/contracts';
import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';
import type { ParsedStatement, ParseResult } from '../types';

/**
 * Exports whose dates carry no year (the period above the table gives it) and whose amounts are
 * unsigned beside a column of direction markers (DB/CR, S/H) under an empty header. The files are
 * written here from a list of movements, so every expected figure comes from the list.
 */
interface Movement {
  /** Day and month as the bank prints them, without the year. */
  day: string;
  text: string;
  /** Signed minor units: negative is money out. */
  minor: number;
}

const parse = (text: string): Promise<ParseResult> =>
  parseStatement(new TextEncoder().encode(text), 'mutasi.csv');

function statementOf(result: ParseResult): ParsedStatement {
  if (!result.ok) throw new Error(`refused: ${result.error.code}`);
  return result.statement;
}

/** `2500000` minor units as `2,500,000.00` (or `25.000,00` with German marks). */
function money(minor: number, german = false): string {
  const [whole = '0', cents = '00'] = (Math.abs(minor) / 100).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, german ? '.' : ',');
  return german ? `${grouped},${cents}` : `${grouped}.${cents}`;
}

/** A BCA-style "Mutasi Rekening" CSV: Excel's apostrophes, DB/CR column, summary lines after. */
function mutasi(
  movements: readonly Movement[],
  opening: number,
  options: {
    period?: string;
    year?: string;
    balances?: (number | null)[];
    /** A wrong total of money in, for the summary check. */
    credits?: number;
  } = {},
): string {
  let balance = opening;
  const rows = movements.map((movement, index) => {
    balance += movement.minor;
    const printed = options.balances?.[index] ?? balance;
    const marker = movement.minor < 0 ? 'DB' : 'CR';
    const day = options.year ? `${movement.day}/${options.year}` : movement.day;
    return `'${day},${movement.text},'0000,"${money(movement.minor)}",${marker},"${money(printed)}"`;
  });
  const credits =
    options.credits ?? movements.filter((m) => m.minor > 0).reduce((sum, m) => sum + m.minor, 0);
  const debits = movements.filter((m) => m.minor < 0).reduce((sum, m) => sum - m.minor, 0);
  return [
    'Informasi Rekening - Mutasi Rekening',
    '',
    "No. rekening : ,'0123456789",
    'Nama : ,BUDI SANTOSO',
    ...(options.period ? [`Periode : ,${options.period}`] : []),
    'Kode Mata Uang : ,Rp',
    '',
    'Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo',
    ...rows,
    '',
    `Saldo Awal : ,"${money(opening)}"`,
    `Mutasi Kredit : ,"${money(credits)}"`,
    `Mutasi Debet : ,"${money(debits)}"`,
    `Saldo Akhir : ,"${money(balance)}"`,
    '',
  ].join('\r\n');
}

const QUARTER: Movement[] = [
  {
    day: '01/07',
    text: 'TRSF E-BANKING DB 0107/FTSCY/WS95031 SEWA KOS IBU SRI',
    minor: -250_000_000,
  },
  { day: '03/07', text: 'KARTU DEBIT SPBU PERTAMINA 34.128', minor: -9_000_000 },
  { day: '10/07', text: 'TRSF E-BANKING CR 1007/FTSCY/WS95031 GAJI PT MAJU', minor: 1_250_000_000 },
  { day: '15/07', text: 'TARIKAN ATM 15/07 JAKARTA', minor: -150_000_000 },
  { day: '02/08', text: 'BYR VIA E-BANKING PLN 5123', minor: -45_670_000 },
  { day: '10/08', text: 'TRSF E-BANKING CR 1008/FTSCY/WS95031 GAJI PT MAJU', minor: 1_250_000_000 },
  { day: '21/08', text: 'BIAYA ADM', minor: -1_500_000 },
  { day: '10/09', text: 'TRSF E-BANKING CR 1009/FTSCY/WS95031 GAJI PT MAJU', minor: 1_250_000_000 },
  { day: '12/09', text: 'SWITCHING CR TRANSFER DR 014 RINA', minor: 1_610_000 },
  { day: '29/09', text: 'TRSF E-BANKING DB ANDI SAPUTRA', minor: -20_000_000 },
];
const OPENING = 842_350_000;

describe('a statement whose dates take their year from its period', () => {
  it('reads a Mutasi Rekening export: period years, DB/CR signs, Rp as IDR, summary left out', async () => {
    const text = mutasi(QUARTER, OPENING, { period: '01/07/2026 - 29/09/2026' });
    const statement = statementOf(await parse(text));
    const { transactions } = statement;
    expect(transactions.map((row) => row.amountMinor)).toEqual(QUARTER.map((m) => m.minor));
    expect(transactions.map((row) => row.date)).toEqual(
      QUARTER.map((m) => `2026-${m.day.slice(3, 5)}-${m.day.slice(0, 2)}`),
    );
    expect(transactions.map((row) => row.description)).toEqual(QUARTER.map((m) => m.text));
    expect(statement.currency).toBe('IDR');
    expect(statement.accountMasked).toBe('****6789');
    expect(statement.period).toEqual({ start: '2026-07-01', end: '2026-09-29' });
    const total = QUARTER.reduce((sum, m) => sum + m.minor, 0);
    expect(statement.openingBalanceMinor).toBe(OPENING);
    expect(statement.closingBalanceMinor).toBe(OPENING + total);
    expect(statement.reconciliation).toEqual({ checked: 9, reconciled: 9, brokenRows: [] });
    expect(statement.warnings).toEqual([]);
    expect(statement.reading?.confidence).toBe('high');
  });

  it('gives each row the year that puts it inside a period crossing New Year', async () => {
    const movements: Movement[] = [
      { day: '20/12', text: 'KARTU DEBIT INDOMARET', minor: -12_500_000 },
      { day: '05/01', text: 'TRSF E-BANKING CR GAJI', minor: 900_000_000 },
      { day: '10/02', text: 'TRSF E-BANKING DB SEWA', minor: -300_000_000 },
    ];
    const text = mutasi(movements, 100_000_000, { period: '15/12/2025 - 14/02/2026' });
    const statement = statementOf(await parse(text));
    expect(statement.transactions.map((row) => row.date)).toEqual([
      '2025-12-20',
      '2026-01-05',
      '2026-02-10',
    ]);
    expect(statement.period).toEqual({ start: '2025-12-15', end: '2026-02-14' });
  });

  it('reads month-first year-less dates when the period is written month-first', async () => {
    const text = [
      'Statement period: 07/01/2026 - 09/29/2026',
      'Currency: USD',
      'Date,Description,Amount,,Balance',
      '07/02,Coffee,4.50,Dr,995.50',
      '08/03,Salary,"2,000.00",Cr,"2,995.50"',
      '09/04,Rent,"1,200.00",Dr,"1,795.50"',
    ].join('\n');
    const statement = statementOf(await parse(text));
    expect(statement.transactions.map((row) => [row.date, row.amountMinor])).toEqual([
      ['2026-07-02', -450],
      ['2026-08-03', 200_000],
      ['2026-09-04', -120_000],
    ]);
  });

  it('reads named-month dates like 1 Jul and a +/- column under a period in words', async () => {
    const text = [
      'Statement period: 01 Dec 2025 to 31 Jan 2026',
      'Currency: GBP',
      'Date,Details,Amount,,Balance',
      '20 Dec,Groceries,45.10,-,954.90',
      '5 Jan,Refund,10.00,+,964.90',
    ].join('\n');
    const statement = statementOf(await parse(text));
    expect(statement.transactions.map((row) => [row.date, row.amountMinor])).toEqual([
      ['2025-12-20', -4_510],
      ['2026-01-05', 1_000],
    ]);
    expect(statement.currency).toBe('GBP');
  });

  it('checks the rows against the totals of money in and out printed under them', async () => {
    const text = mutasi(QUARTER, OPENING, { period: '01/07/2026 - 29/09/2026', credits: 100 });
    const statement = statementOf(await parse(text));
    expect(statement.transactions).toHaveLength(QUARTER.length);
    expect(statement.warnings).toEqual([
      "The statement's total of money in is 1.00 IDR, but its transactions of money in add up to 37516100.00 IDR.",
    ]);
  });

  it('refuses a year-less file that names no period rather than guessing a year', async () => {
    const result = await parse(mutasi(QUARTER, OPENING));
    expect(result.ok).toBe(false);
  });
});

describe('a direction column of markers beside unsigned amounts', () => {
  it('asks when the running balance contradicts the DB/CR markers', async () => {
    // Every balance after the first drifts by an amount no reading of the markers explains. Full
    // dates, so that only the markers' check is in question here.
    const drift = [null, ...QUARTER.slice(1).map((_, index) => 900_000_000 + index * 7_777)];
    const text = mutasi(QUARTER, OPENING, { year: '2026', balances: drift });
    const statement = statementOf(await parse(text));
    expect(statement.reading?.confidence).toBe('low');
    expect(statement.reading?.reasons).toContain(READING_REASONS.balances);
  });

  it('reads a German export with an unnamed Soll/Haben column and dates like 01.07.', async () => {
    const movements: Movement[] = [
      { day: '01.07.', text: 'Miete Juli', minor: -85_000 },
      { day: '15.07.', text: 'Gehalt Juli', minor: 312_456 },
      { day: '03.08.', text: 'REWE Markt', minor: -4_321 },
      { day: '30.09.', text: 'Kontoführung', minor: -590 },
    ];
    let balance = 150_000;
    const rows = movements.map((m) => {
      balance += m.minor;
      return `${m.day};${m.text};${money(m.minor, true)};${m.minor < 0 ? 'S' : 'H'};${money(balance, true)}`;
    });
    const text = [
      'Umsatzanzeige',
      'Zeitraum:;01.07.2026 - 30.09.2026',
      'Währung:;EUR',
      '',
      'Buchungstag;Verwendungszweck;Betrag;;Saldo',
      ...rows,
    ].join('\n');
    const statement = statementOf(await parse(text));
    expect(statement.currency).toBe('EUR');
    expect(statement.transactions.map((row) => [row.date, row.amountMinor])).toEqual([
      ['2026-07-01', -85_000],
      ['2026-07-15', 312_456],
      ['2026-08-03', -4_321],
      ['2026-09-30', -590],
    ]);
    expect(statement.reconciliation?.brokenRows).toEqual([]);
    expect(statement.reading?.confidence).toBe('high');
  });
});
