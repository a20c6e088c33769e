// The all-statements download and the data export's statement files.
import { strFromU8, unzipSync } from 'fflate';
import { Client } from '../client';
import { type Expected } from '../expected';
import { plainMajor, type StatementFile } from '../model';
import { must } from '../must';
import { q, allRows } from './api';
import { exponentOf, currencyFigures, parseCsv } from './helpers';
import { Recorder } from './record';

export async function checkAllDownload(
  client: Client,
  rec: Recorder,
  files: StatementFile[],
  expected: Expected,
) {
  const csv = await client.bytes(`/api/transactions/export.csv?${q({ file: 'all' })}`);
  const screen = 'transactions CSV download (all statements)';
  const currencies = Object.keys(expected.perCurrency).sort();
  if (csv.status !== 200) {
    rec.truth(
      'exports',
      'ALL',
      'all',
      'CSV (all): download',
      screen,
      false,
      'a download',
      `HTTP ${csv.status}`,
    );
    return;
  }
  const table = parseCsv(new TextDecoder().decode(csv.bytes));
  const head = table[0] ?? [];
  const body = table.slice(1);
  rec.figure(
    'exports',
    'ALL',
    'all',
    'CSV (all): rows (shared rows once)',
    screen,
    expected.allCount,
    body.length,
    null,
  );
  const ai = head.indexOf('Amount');
  const ci = head.indexOf('Currency');
  for (const c of currencies) {
    const exp = exponentOf(files, c);
    let inMinor = 0;
    let outMinor = 0;
    const ofCurrency = body.filter((r) => r[ci] === c);
    for (const r of ofCurrency) {
      const text = r[ai] ?? '0';
      const neg = text.startsWith('-');
      const [int = '0', frac = ''] = text.replace('-', '').split('.');
      const minor = Number(int) * 10 ** exp + Number(frac.padEnd(exp, '0').slice(0, exp) || '0');
      if (neg) outMinor += minor;
      else inMinor += minor;
    }
    // No row of the currency at all: missing (a failed check), not a wrong figure.
    rec.figure(
      'exports',
      c,
      'all',
      'CSV (all): money in',
      screen,
      currencyFigures(expected, c).inMinor,
      ofCurrency.length ? inMinor : undefined,
      exp,
    );
    rec.figure(
      'exports',
      c,
      'all',
      'CSV (all): money out',
      screen,
      currencyFigures(expected, c).outMinor,
      ofCurrency.length ? outMinor : undefined,
      exp,
    );
  }
}

export async function checkDataExport(
  client: Client,
  rec: Recorder,
  files: StatementFile[],
  uploaded: Map<string, string>,
) {
  const zip = await client.bytes('/api/me/export');
  let entries: Record<string, Uint8Array>;
  try {
    entries = zip.status === 200 ? unzipSync(zip.bytes) : {};
  } catch {
    entries = {};
  }
  for (const file of files) {
    const name = uploaded.get(file.fileName);
    const cur = file.currency;
    const exp = file.exponent;
    const screen = `data export zip statements/${name ?? file.fileName}.csv`;
    // "march.csv stays march.csv, march.pdf becomes march.pdf.csv"; a .CSV may become .csv.
    const wanted = name
      ? [
          `statements/${name}`,
          `statements/${name}.csv`,
          `statements/${name.replace(/\.csv$/i, '.csv')}`,
        ]
      : [];
    const entryName = Object.keys(entries).find((k) => wanted.includes(k));
    const rows = name ? await allRows(client, name) : null;
    if (!entryName || !rows) {
      for (const what of ['rows', 'amounts = sheet', 'category filled where the sheet has one'])
        rec.truth(
          'exports',
          cur,
          file.fileName,
          `data export: ${what}`,
          screen,
          false,
          'the statement file',
          `none in the zip (${zip.status})`,
        );
      continue;
    }
    const table = parseCsv(strFromU8(must(entries[entryName], `zip entry ${entryName}`)));
    const head = table[0] ?? [];
    const body = table.slice(1);
    const ai = head.indexOf('amount');
    const ci = head.indexOf('category');
    rec.figure(
      'exports',
      cur,
      file.fileName,
      'data export: rows',
      screen,
      rows.length,
      body.length,
      null,
    );
    // The export is in statement order; compare as sorted multisets of amounts.
    const a = body.map((r) => r[ai] ?? '').sort();
    const b = rows.map((r) => plainMajor(r.amountMinor, exp)).sort();
    const same = JSON.stringify(a) === JSON.stringify(b);
    rec.truth(
      'exports',
      cur,
      file.fileName,
      'data export: amounts = sheet',
      screen,
      same,
      `e.g. ${b[0]}`,
      same ? 'same' : `e.g. ${a.find((x) => !b.includes(x)) ?? a[0]}`,
      !same,
    );
    const filled = body.filter((r) => (r[ci] ?? '') !== '').length;
    const sheetCats = rows.filter((r) => r.category).length;
    rec.truth(
      'exports',
      cur,
      file.fileName,
      'data export: category filled where the sheet has one',
      screen,
      filled >= sheetCats,
      `${sheetCats} rows with a category`,
      `${filled} filled`,
    );
  }
}
