import { utils, write } from '@e965/xlsx';
import {
  formatAmount,
  statementPdfPages,
  writeStatementPdf,
} from '../../packages/statements/src/test-support/write-pdf';

/** Just under the upload limit of 10485760 bytes. */
export const TARGET_BYTES = 10_485_760 - 64 * 1024;

const MERCHANTS = ['TESCO STORES', 'AMAZON MKTPLACE', 'SHELL', 'NETFLIX.COM', 'UBER TRIP', 'PRET'];

export interface Row {
  date: string;
  description: string;
  withdrawal: number | null;
  deposit: number | null;
  balance: number;
}

/** A year of plausible rows with a running balance, varied enough to compress like real data. */
export function* statementRows(): Generator<Row> {
  let balance = 1_000_000;
  let seed = 42;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed;
  };
  for (let i = 0; ; i += 1) {
    const day = new Date(Date.UTC(2024, 0, 1 + Math.floor(i / 400)));
    const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
    const cents = (next() % 20_000) + 1;
    // Mostly money out, but mostly money in while below the start: the balance stays positive.
    const incoming = balance < 1_000_000 ? next() % 3 !== 0 : next() % 10 === 0;
    balance += incoming ? cents : -cents;
    const merchant = MERCHANTS[next() % MERCHANTS.length] ?? '';
    yield {
      date,
      description: `${merchant} REF${next() % 1_000_000}`,
      withdrawal: incoming ? null : cents / 100,
      deposit: incoming ? cents / 100 : null,
      balance: balance / 100,
    };
  }
}

const money = (value: number | null) => (value === null ? '' : value.toFixed(2));

/** A CSV statement just under the upload limit, or of `maxRows` rows. */
export function makeCsv(maxRows = Infinity): { bytes: Uint8Array; rows: number } {
  const lines = ['Date,Description,Withdrawals,Deposits,Balance'];
  let size = lines[0]?.length ?? 0;
  for (const row of statementRows()) {
    if (lines.length > maxRows) break;
    const line = `${row.date},${row.description},${money(row.withdrawal)},${money(row.deposit)},${money(row.balance)}`;
    if (size + line.length + 1 > TARGET_BYTES) break;
    lines.push(line);
    size += line.length + 1;
  }
  return { bytes: new TextEncoder().encode(lines.join('\n')), rows: lines.length - 1 };
}

/** As many rows as fit under the limit once packed: found by sizing a sample, then checked. */
export function makeXlsx(): { bytes: Uint8Array; rows: number } {
  const build = (count: number) => {
    const data: (string | number | null)[][] = [
      ['Date', 'Description', 'Withdrawals', 'Deposits', 'Balance'],
    ];
    for (const row of statementRows()) {
      if (data.length > count) break;
      data.push([row.date, row.description, row.withdrawal, row.deposit, row.balance]);
    }
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet(data), 'Transactions');
    return new Uint8Array(
      write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer,
    );
  };
  const sample = build(20_000);
  let rows = Math.floor((20_000 * TARGET_BYTES) / sample.length);
  let bytes = build(rows);
  while (bytes.length > TARGET_BYTES) {
    rows = Math.floor(rows * 0.97);
    bytes = build(rows);
  }
  return { bytes, rows };
}

export const PDF_PAGES = 100;
const ROWS_PER_PAGE = 40;

/** A 100-page statement in the generic layout, 40 rows a page, header and footer on each. */
export function makePdf(): { bytes: Uint8Array; rows: number } {
  const rows = [];
  for (const row of statementRows()) {
    if (rows.length === PDF_PAGES * ROWS_PER_PAGE) break;
    const minor = (value: number | null) =>
      value === null ? undefined : formatAmount(Math.round(value * 100));
    const withdrawal = minor(row.withdrawal);
    const deposit = minor(row.deposit);
    rows.push({
      date: row.date,
      description: row.description,
      ...(withdrawal ? { withdrawal } : {}),
      ...(deposit ? { deposit } : {}),
      balance: formatAmount(Math.round(row.balance * 100)),
    });
  }
  const pages = statementPdfPages(rows, {
    preamble: ['Example Bank', 'Statement of account 12345678'],
    rowsPerPage: ROWS_PER_PAGE,
  });
  return { bytes: writeStatementPdf(pages), rows: rows.length };
}
