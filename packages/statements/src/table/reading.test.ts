import { describe, expect, it } from 'vitest';
import {
  READING_CHOICE_MISMATCH_MESSAGE,
  READING_CHOICE_UNUSABLE_MESSAGE,
  READING_REASONS,
  type ReadingChoice,
} from '@sheetwise/contracts';
import { parseStatement } from '../index';
import type { ParseOptions, ParsedStatement } from '../types';
import { readTable } from './read-table';

/**
 * Files written here, each leaving one doubt open: dates that fit both orders, amounts with no
 * sign and no balance, no header row, balances that do not add up. The reading must say it is
 * unsure, and a person's choice must change what is read.
 */
/** Read day first or month first, these step a month at a time: nothing settles the order. */
const DAYS = ['01/02', '02/03', '03/04', '04/05', '05/06', '06/07', '07/08', '08/09', '09/10'];

function ambiguous({ signed = true, balance = false } = {}): string {
  let running = 100000;
  const rows = DAYS.map((day, index) => {
    const amount = (index % 3 === 0 ? 1 : -1) * (1000 + index * 125);
    running += amount;
    const written = ((signed ? amount : Math.abs(amount)) / 100).toFixed(2);
    const cells = [`${day}/2024`, `Shop ${index + 1}`, written];
    if (balance) cells.push((running / 100).toFixed(2));
    return cells.join(',');
  });
  const header = balance ? 'Date,Description,Amount,Balance' : 'Date,Description,Amount';
  return [header, ...rows].join('\n');
}

async function read(text: string, options: ParseOptions = {}) {
  return parseStatement(new TextEncoder().encode(text), 'export.csv', options);
}

async function statementOf(text: string, options: ParseOptions = {}): Promise<ParsedStatement> {
  const result = await read(text, options);
  if (!result.ok) throw new Error(result.error.message);
  return result.statement;
}

function choice(statement: ParsedStatement, change: Partial<ReadingChoice> = {}): ReadingChoice {
  const reading = statement.reading;
  if (!reading) throw new Error('no reading');
  return {
    headerSignature: reading.headerSignature,
    roles: Object.fromEntries(reading.columns.map((column) => [column.index, column.role])),
    dateOrder: reading.dateOrder,
    ...change,
  };
}

describe('how sure the table reader is of its reading', () => {
  it('is sure of a file that settles everything itself', async () => {
    const statement = await statementOf(
      'Date,Description,Amount\n2024-02-01,Shop,-1.00\n2024-02-13,Pay,20.00\n',
    );
    expect(statement.reading).toMatchObject({
      confidence: 'high',
      source: 'inferred',
      reasons: [],
      headerSignature: 'h:date|description|amount',
      dateOrderUncertain: false,
      signUncertain: false,
    });
  });

  it('asks about dates that fit both orders, showing the first rows as read', async () => {
    const statement = await statementOf(ambiguous());
    const reading = statement.reading;
    expect(reading?.confidence).toBe('low');
    expect(reading?.reasons).toEqual([READING_REASONS.dateOrder]);
    expect(reading?.dateOrder).toBe('dmy');
    expect(reading?.dateOrderUncertain).toBe(true);
    expect(reading?.columns).toEqual([
      { index: 0, header: 'Date', role: 'date' },
      { index: 1, header: 'Description', role: 'description' },
      { index: 2, header: 'Amount', role: 'amount' },
    ]);
    expect(reading?.preview).toHaveLength(8);
    expect(reading?.preview[0]).toEqual({
      cells: ['01/02/2024', 'Shop 1', '10.00'],
      date: '2024-02-01',
      description: 'Shop 1',
      amountMinor: 1000,
    });
  });

  it('reads the dates in the order a person chose, and is then sure', async () => {
    const first = await statementOf(ambiguous());
    const chosen = await statementOf(ambiguous(), {
      reading: choice(first, { dateOrder: 'mdy' }),
    });
    expect(chosen.transactions[0]?.date).toBe('2024-01-02');
    expect(chosen.period).toEqual({ start: '2024-01-02', end: '2024-09-10' });
    expect(chosen.reading).toMatchObject({ confidence: 'high', source: 'chosen', reasons: [] });
    expect(chosen.warnings).toEqual([]);
  });

  it('asks about amounts with no sign and no balance, and turns them round when told', async () => {
    const text = ambiguous({ signed: false }).replace('01/02', '13/02');
    const statement = await statementOf(text);
    expect(statement.reading?.reasons).toEqual([READING_REASONS.sign]);
    expect(statement.reading?.signUncertain).toBe(true);
    const flipped = await statementOf(text, { reading: choice(statement, { flipSign: true }) });
    expect(flipped.transactions.every((t) => t.amountMinor < 0)).toBe(true);
    expect(flipped.reading?.confidence).toBe('high');
    const kept = await statementOf(text, { reading: choice(statement, { flipSign: false }) });
    expect(kept.transactions.every((t) => t.amountMinor > 0)).toBe(true);
  });

  it('is sure of unsigned amounts a running balance settles', async () => {
    const text =
      'Date,Description,Amount,Balance\n13/02/2024,A,1.00,9.00\n14/02/2024,B,2.00,7.00\n';
    const statement = await statementOf(text);
    expect(statement.reading?.confidence).toBe('high');
    expect(statement.transactions.map((t) => t.amountMinor)).toEqual([-100, -200]);
  });

  it('asks when the running balances add up with the other sign, not as read', async () => {
    const text =
      'Date,Description,Amount,Balance\n2024-02-01,A,-1.00,9.00\n2024-02-02,B,-2.00,11.00\n2024-02-03,C,-3.00,14.00\n';
    const statement = await statementOf(text);
    expect(statement.reading?.reasons).toEqual([READING_REASONS.balances]);
  });

  it('asks when another money column adds up the balances that the named amount does not', async () => {
    // `Amount` is the card's original-currency amount; the unnamed `Charged` column is what
    // moved the balance. Read as named, the figures would be wrong with nothing to show it.
    const text = [
      'Date,Description,Amount,Charged,Balance',
      '2024-02-01,Hotel,-120.00,-110.40,889.60',
      '2024-02-02,Taxi,-35.00,-32.20,857.40',
      '2024-02-03,Refund,20.00,18.40,875.80',
      '2024-02-04,Museum,-15.00,-13.80,862.00',
    ].join('\n');
    const statement = await statementOf(text);
    expect(statement.transactions.map((t) => t.amountMinor)).toEqual([-12000, -3500, 2000, -1500]);
    expect(statement.reading?.confidence).toBe('low');
    expect(statement.reading?.reasons).toEqual([READING_REASONS.balances]);
  });

  it('does not ask about balances that add up with no reading, and still names them', async () => {
    const text =
      'Date,Description,Amount,Balance\n2024-02-01,A,-1.00,9.00\n2024-02-02,B,-1.00,7.00\n2024-02-03,C,-1.00,5.00\n';
    const statement = await statementOf(text);
    expect(statement.reading?.confidence).toBe('high');
    expect(statement.reconciliation?.brokenRows.length).toBeGreaterThan(0);
    expect(statement.warnings.join(' ')).toMatch(/balance/i);
  });

  it('asks about a headerless table with no balance, signed by its column kinds', async () => {
    const text = '2024-02-01,Coffee shop,-3.50\n2024-02-02,Salary,2500.00\n';
    const statement = await statementOf(text);
    expect(statement.reading).toMatchObject({
      confidence: 'low',
      reasons: [READING_REASONS.headerless],
      headerSignature: 'n3:dtm',
    });
    const confirmed = await statementOf(text, { reading: choice(statement) });
    expect(confirmed.warnings).toEqual([]);
    expect(confirmed.reading?.confidence).toBe('high');
  });

  it('reads a column the person gave a new role', async () => {
    const text =
      'Date,Description,Amount,Other\n2024-02-01,A,-1.00,-7.25\n2024-02-02,B,-2.00,4.00\n';
    const statement = await statementOf(text);
    const moved = await statementOf(text, {
      reading: choice(statement, { roles: { 2: 'ignore', 3: 'amount' } }),
    });
    expect(moved.transactions.map((t) => t.amountMinor)).toEqual([-725, 400]);
    const split = await statementOf(text, {
      reading: choice(statement, { roles: { 2: 'debit', 3: 'credit' } }),
    });
    expect(split.transactions.map((t) => t.amountMinor)).toEqual([625, 200]);
  });

  it('refuses a choice it cannot use, saying why', async () => {
    const statement = await statementOf(ambiguous());
    const refusals: [Partial<ReadingChoice>, string][] = [
      [{ roles: { 7: 'amount' } }, READING_CHOICE_UNUSABLE_MESSAGE],
      [{ roles: { 1: 'amount' } }, READING_CHOICE_UNUSABLE_MESSAGE],
      [{ roles: { 0: 'ignore' } }, READING_CHOICE_UNUSABLE_MESSAGE],
      [{ roles: { 1: 'payee' as never } }, READING_CHOICE_UNUSABLE_MESSAGE],
      [{ headerSignature: 'h:other|layout' }, READING_CHOICE_MISMATCH_MESSAGE],
    ];
    for (const [change, message] of refusals) {
      const result = await read(ambiguous(), { reading: choice(statement, change) });
      expect(result).toEqual({ ok: false, error: { code: 'reading-invalid', message } });
    }
  });

  it('applies a remembered choice for the same layout, unless the dates settle the order', async () => {
    const statement = await statementOf(ambiguous());
    const remembered = [choice(statement, { dateOrder: 'mdy', flipSign: true })];
    const again = await statementOf(ambiguous(), { remembered });
    expect(again.reading).toMatchObject({ confidence: 'high', source: 'remembered' });
    expect(again.transactions[0]).toMatchObject({ date: '2024-01-02', amountMinor: -1000 });
    const settled = await statementOf(`${ambiguous()}\n25/05/2024,Shop,-1.00`, { remembered });
    expect(settled.transactions[0]?.date).toBe('2024-02-01');
    const other = await statementOf('Date,Details,Amount\n01/02/2024,A,-1.00\n', { remembered });
    expect(other.reading?.source).toBe('inferred');
  });

  it('leaves a PDF grid without a reading: its columns are the PDF reader’s, not the file’s', () => {
    const result = readTable(
      [
        ['Date', 'Description', 'Amount'],
        ['01/02/2024', 'A', '-1.00'],
      ],
      'pdf',
    );
    expect(result.ok && result.statement.reading).toBe(undefined);
  });
});
