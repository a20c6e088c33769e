// Set "first": the files the six banks export, written from the generated rows.
import iconv from 'iconv-lite';
import { generateRows, Rng, type Account, type StatementFile, type TRow } from '../lib/model';
import { csvLine, dmy, EU, fmt, IN, mdy, PLAIN, US, xlsx } from '../lib/write';
import { chase, hdfc, itau, mizuho, santander, sparkasse } from './first-banks';

function santanderFile(rows: TRow[]): Uint8Array {
  const lines = ['Número de cuenta;ES21 0049 1500 0512 3456 7892', 'Divisa;EUR', ''];
  lines.push('Fecha Operación;Fecha Valor;Concepto;Importe;Saldo');
  for (const r of [...rows].reverse())
    lines.push(
      csvLine([dmy(r.date), dmy(r.date), r.desc, fmt(r.minor, 2, EU), fmt(r.balance, 2, EU)], ';'),
    );
  return iconv.encode(lines.join('\r\n') + '\r\n', 'win1252');
}

function itauFile(rows: TRow[]): Uint8Array {
  const lines = ['Data;Histórico;Valor (R$);Saldo (R$)'];
  for (const r of rows)
    lines.push(csvLine([dmy(r.date), r.desc, fmt(r.minor, 2, EU), fmt(r.balance, 2, EU)], ';'));
  return new TextEncoder().encode('\ufeff' + lines.join('\n') + '\n');
}

function mizuhoFile(rows: TRow[]): Uint8Array {
  const lines = ['"日付","摘要","お支払金額","お預り金額","残高"'];
  const y = (n: number) => (n ? fmt(n, 0, US) : '');
  for (const r of rows) {
    const out = y(r.minor < 0 ? -r.minor : 0);
    const cells = [r.date.replace(/-/g, '/'), r.desc, out, y(Math.max(r.minor, 0))];
    lines.push(csvLine([...cells, fmt(r.balance, 0, US)], ',', true));
  }
  return iconv.encode(lines.join('\r\n') + '\r\n', 'Shift_JIS');
}

function hdfcFile(rows: TRow[]): Uint8Array {
  const first = dmy(rows[0]?.date ?? '');
  const last = dmy(rows[rows.length - 1]?.date ?? '');
  const aoa: unknown[][] = [
    ['HDFC BANK Ltd.'],
    ['MR PRIYA NAIR'],
    ['Account No : 50100123456789   Currency : INR'],
    [`Statement From : ${first}  To : ${last}`],
    [],
    ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.'],
  ];
  (aoa[5] as string[]).push('Closing Balance');
  rows.forEach((r, i) => {
    const d = dmy(r.date, '/', true);
    const ref = String(4_000_000_000 + i * 7919).padStart(16, '0');
    const w = r.minor < 0 ? fmt(-r.minor, 2, IN) : '';
    const dep = r.minor > 0 ? fmt(r.minor, 2, IN) : '';
    aoa.push([d, r.desc, ref, d, w, dep, fmt(r.balance, 2, IN)]);
  });
  aoa.push([], ['STATEMENT SUMMARY :-']);
  return xlsx(aoa, 'Statement');
}

function chaseFile(rows: TRow[]): Uint8Array {
  const catName: Record<string, string> = {
    groceries: 'Groceries',
    fuel: 'Gas',
    dining: 'Food & Drink',
    subs: 'Entertainment',
    shopping: 'Shopping',
    interest: 'Fees & Adjustments',
    fee: 'Fees & Adjustments',
  };
  const type = (r: TRow) =>
    ({ payment: 'Payment', cashback: 'Adjustment', interest: 'Fee', fee: 'Fee' })[
      r.cat as string
    ] ?? 'Sale';
  const lines = ['Transaction Date,Post Date,Description,Category,Type,Amount,Memo'];
  for (const r of [...rows].reverse()) {
    const amount = fmt(r.minor, 2, PLAIN);
    lines.push(
      csvLine([mdy(r.date), mdy(r.date), r.desc, catName[r.cat] ?? '', type(r), amount, ''], ','),
    );
  }
  return new TextEncoder().encode(lines.join('\n') + '\n');
}

function sparkasseFile(rows: TRow[]): Uint8Array {
  const text: Record<string, string> = {
    salary: 'LOHN/GEHALT',
    rent: 'DAUERAUFTRAG',
    atm: 'BARGELDAUSZAHLUNG',
    fee: 'ENTGELTABSCHLUSS',
    transfer_out: 'ONLINE-UEBERWEISUNG',
    refund: 'GUTSCHRIFT',
    utilities: 'FOLGELASTSCHRIFT',
    subs: 'FOLGELASTSCHRIFT',
  };
  const lines = ['Buchungstag;Valuta;Buchungstext;Verwendungszweck;Betrag;Währung;Kontostand'];
  for (const r of rows) {
    const d = dmy(r.date, '.');
    const money = [fmt(r.minor, 2, EU), 'EUR', fmt(r.balance, 2, EU)];
    lines.push(csvLine([d, d, text[r.cat] ?? 'KARTENZAHLUNG', r.desc, ...money], ';', true));
  }
  return iconv.encode(lines.join('\r\n') + '\r\n', 'win1252');
}

type Meta = Pick<StatementFile, 'hasBalance' | 'namesCurrency' | 'languages' | 'layout'>;

export function firstFiles(seed: number): StatementFile[] {
  const rng = new Rng(seed);
  const make = (
    id: string,
    account: Account,
    fileName: string,
    write: (rows: TRow[]) => Uint8Array,
    meta: Meta,
  ): StatementFile => {
    const rows = generateRows(account, rng);
    return { id, fileName, bytes: write(rows), account, rows, ...meta };
  };
  const yes = { hasBalance: true, namesCurrency: true };
  return [
    make('es', santander, 'Santander_movimientos_jul-sep_2026.csv', santanderFile, {
      ...yes,
      languages: ['es'],
      layout: 'CSV ; Windows-1252, newest first, 1.234,56, Divisa EUR preamble, Saldo',
    }),
    make('br', itau, 'Extrato_Itau_ago-out_2026.csv', itauFile, {
      ...yes,
      languages: ['pt'],
      layout: 'CSV ; UTF-8 BOM, Valor (R$) signed 1.234,56, Saldo (R$)',
    }),
    make('jp', mizuho, 'mizuho_meisai_202607-202609.csv', mizuhoFile, {
      hasBalance: true,
      namesCurrency: false,
      languages: ['ja'],
      layout:
        'CSV Shift_JIS all quoted, 日付/摘要/お支払金額/お預り金額/残高, "12,164", full-width ＡＴＭ',
    }),
    make('in', hdfc, 'HDFC_Acct_Statement_Jun-Aug_2026.xlsx', hdfcFile, {
      ...yes,
      languages: ['hinglish'],
      layout: 'XLSX with preamble, dd/mm/yy, amounts as text in lakh grouping, footer',
    }),
    make('us', chase, 'Chase4821_Activity_20261031.CSV', chaseFile, {
      hasBalance: false,
      namesCurrency: false,
      languages: [],
      layout: 'credit-card CSV newest first, MM/DD/YYYY, purchases negative, payments positive',
    }),
    make('de', sparkasse, 'Umsaetze_Girokonto_Jun-Aug_2026.csv', sparkasseFile, {
      ...yes,
      languages: ['de'],
      layout: 'CSV ; Windows-1252 all quoted, dd.mm.yyyy, Betrag 1.234,56, Währung, Kontostand',
    }),
  ];
}
