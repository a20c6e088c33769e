// One statement's downloads: CSV and XLSX of the sheet.
import * as XLSX from '@e965/xlsx';
import { Client } from '../client';
import { figuresOf } from '../expected';
import { plainMajor, type StatementFile } from '../model';
import { must } from '../must';
import { type SheetRow, q, allRows } from './api';
import { parseCsv } from './helpers';
import { Recorder } from './record';

async function sheetRowsOf(client: Client, name: string | undefined, rows: SheetRow[] | null) {
  return rows ?? (name ? await allRows(client, name) : null);
}

export async function checkDownloads(
  client: Client,
  rec: Recorder,
  file: StatementFile,
  name: string | undefined,
  sheetRows: SheetRow[] | null,
) {
  const cur = file.currency;
  const exp = file.exponent;
  const rows = await sheetRowsOf(client, name, sheetRows);
  const expectedAmounts = file.rows.map((r) => plainMajor(r.amountMinor, exp)).sort();
  // CSV
  const csv = name ? await client.bytes(`/api/transactions/export.csv?${q({ file: name })}`) : null;
  const screenCsv = `transactions CSV download (${file.fileName})`;
  if (!csv || csv.status !== 200 || !rows) {
    for (const what of [
      'rows',
      'amounts as the file printed them',
      'amounts = sheet',
      'category filled where the sheet has one',
      'balances = sheet',
    ])
      rec.truth(
        'exports',
        cur,
        file.fileName,
        `CSV: ${what}`,
        screenCsv,
        false,
        'a download',
        csv ? `HTTP ${csv.status}` : 'not uploaded',
      );
  } else {
    const table = parseCsv(new TextDecoder().decode(csv.bytes));
    const head = table[0] ?? [];
    const col = (n: string) => head.indexOf(n);
    const body = table.slice(1);
    rec.figure(
      'exports',
      cur,
      file.fileName,
      'CSV: rows',
      screenCsv,
      rows.length,
      body.length,
      null,
    );
    const amounts = body.map((r) => r[col('Amount')] ?? '');
    const shown = [...amounts].sort();
    const same = JSON.stringify(shown) === JSON.stringify(expectedAmounts);
    rec.truth(
      'exports',
      cur,
      file.fileName,
      `CSV: amounts as the file printed them (${exp} decimals)`,
      screenCsv,
      same,
      `e.g. ${expectedAmounts[0]}`,
      same ? 'same' : `e.g. ${shown.find((a) => !expectedAmounts.includes(a)) ?? shown[0]}`,
      !same,
    );
    const sheetAmounts = rows.map((r) => plainMajor(r.amountMinor, exp));
    const eqSheet = body.length === rows.length && amounts.every((a, i) => a === sheetAmounts[i]);
    rec.truth(
      'exports',
      cur,
      file.fileName,
      'CSV: amounts = sheet, row by row',
      screenCsv,
      eqSheet,
      "the sheet's amounts",
      eqSheet ? 'same' : 'differ',
      !eqSheet,
    );
    const cats = body.map((r) => r[col('Category')] ?? '');
    const catOk = rows.every((r, i) => !r.category || cats[i] === r.category);
    rec.truth(
      'exports',
      cur,
      file.fileName,
      'CSV: category filled where the sheet has one',
      screenCsv,
      catOk,
      "the sheet's categories",
      catOk
        ? 'same'
        : `${rows.filter((r, i) => r.category && cats[i] !== r.category).length} rows differ`,
    );
    if (file.hasBalance) {
      const bal = body.map((r) => r[col('Balance')] ?? '');
      const balOk = rows.every(
        (r, i) => r.balanceMinor === null || bal[i] === plainMajor(r.balanceMinor, exp),
      );
      rec.truth(
        'exports',
        cur,
        file.fileName,
        'CSV: balances = sheet',
        screenCsv,
        balOk,
        "the sheet's balances",
        balOk ? 'same' : 'differ',
        !balOk,
      );
    }
  }
  // XLSX
  const xlsx = name
    ? await client.bytes(`/api/transactions/export.xlsx?${q({ file: name })}`)
    : null;
  const screenX = `transactions XLSX download (${file.fileName})`;
  if (!xlsx || xlsx.status !== 200 || !rows) {
    for (const what of [
      'amounts = sheet',
      "number format has the currency's decimals",
      'category filled where the sheet has one',
      'Summary money in',
      'Summary money out',
    ])
      rec.truth(
        'exports',
        cur,
        file.fileName,
        `XLSX: ${what}`,
        screenX,
        false,
        'a download',
        xlsx ? `HTTP ${xlsx.status}` : 'not uploaded',
      );
    return;
  }
  const book = XLSX.read(xlsx.bytes, { cellNF: true });
  const sheet =
    book.Sheets['Transactions'] ??
    must(
      book.Sheets[must(book.SheetNames[0], 'a sheet in the XLSX download')],
      'the first sheet of the XLSX download',
    );
  const aoa = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
  const head = (aoa[0] ?? []) as string[];
  const ai = head.indexOf('Amount');
  const ci = head.indexOf('Category');
  const body = aoa.slice(1);
  const values = body.map((r) => r[ai]);
  const xOk =
    values.length === rows.length &&
    values.every(
      (v, i) =>
        typeof v === 'number' &&
        Math.round(v * 10 ** exp) === must(rows[i], `sheet row ${i}`).amountMinor &&
        Math.abs(v * 10 ** exp - must(rows[i], `sheet row ${i}`).amountMinor) < 1e-6,
    );
  rec.truth(
    'exports',
    cur,
    file.fileName,
    'XLSX: amounts = sheet (numbers)',
    screenX,
    xOk,
    `${rows.length} amounts`,
    xOk
      ? 'same'
      : `${values.length} values, first differing ${String(
          values.find(
            (v, i) => typeof v !== 'number' || Math.round(v * 10 ** exp) !== rows[i]?.amountMinor,
          ),
        )}`,
    !xOk,
  );
  // The amount cells' number format: decimals = the currency's exponent.
  const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1');
  const formats = new Set<string>();
  for (let r = 1; r <= range.e.r; r++) {
    const cell = sheet[XLSX.utils.encode_cell({ r, c: ai })] as XLSX.CellObject | undefined;
    if (cell?.z) formats.add(String(cell.z));
  }
  const decimalsOf = (z: string) =>
    must(z.split(';')[0], `the number format ${z}`).match(/0\.(0+)/)?.[1]?.length ?? 0;
  const fmtOk = formats.size > 0 && [...formats].every((z) => decimalsOf(z) === exp);
  rec.truth(
    'exports',
    cur,
    file.fileName,
    `XLSX: amount format has ${exp} decimals`,
    screenX,
    fmtOk,
    `${exp} decimals`,
    [...formats].join(' | ') || 'no format',
    !fmtOk,
  );
  const cats = body.map((r) => (r[ci] ?? '') as string);
  const catOk = rows.every((r, i) => !r.category || cats[i] === r.category);
  rec.truth(
    'exports',
    cur,
    file.fileName,
    'XLSX: category filled where the sheet has one',
    screenX,
    catOk,
    "the sheet's categories",
    catOk ? 'same' : 'differ',
  );
  // The Summary sheet's money in and out for the currency.
  const fx = figuresOf(file.rows);
  const summarySheet = book.Sheets['Summary'];
  let sIn: number | undefined;
  let sOut: number | undefined;
  if (summarySheet) {
    const s = XLSX.utils.sheet_to_json<unknown[]>(summarySheet, { header: 1, raw: true });
    const at = s.findIndex((r) => r[0] === 'Currency' && r[1] === 'Money in');
    const line = at >= 0 ? s.slice(at + 1).find((r) => r[0] === cur) : undefined;
    if (line) {
      sIn = Math.round(Number(line[1]) * 10 ** exp);
      sOut = Math.round(Math.abs(Number(line[2])) * 10 ** exp);
    }
  }
  rec.figure(
    'exports',
    cur,
    file.fileName,
    'XLSX Summary: money in',
    `${screenX} Summary`,
    fx.inMinor,
    sIn,
    exp,
  );
  rec.figure(
    'exports',
    cur,
    file.fileName,
    'XLSX Summary: money out',
    `${screenX} Summary`,
    fx.outMinor,
    sOut,
    exp,
  );
}
