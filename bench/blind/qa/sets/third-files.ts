// Set "third": the files the six banks export, written from the generated rows.
import * as XLSX from '@e965/xlsx';
import iconv from 'iconv-lite';
import { generateRows, Rng, type Account, type StatementFile, type TRow } from '../lib/model';
import { csvLine, dmy, fmt, IN, PLAIN, US } from '../lib/write';
import { anz, barclays, bbva, icici, millennium, postfinance } from './third-banks';

const MON = 'JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC'.split(' ');
const SWISS = { decimal: '.', group: "'" };
const PT = { decimal: ',', group: '.' };
const first = (rows: TRow[]) => rows[0] as TRow;
const last = (rows: TRow[]) => rows[rows.length - 1] as TRow;

/** Barclays online banking "Export": no balance, signed amounts, card memos with "ON dd MON ... BCC". */
function barclaysFile(rows: TRow[]): Uint8Array {
  const sub: Record<string, string> = {
    salary: 'Counter Credit',
    rent: 'Standing Order',
    utilities: 'Direct Debit',
    atm: 'Cash Machine',
    transfer_out: 'Funds Transfer',
    transfer_in: 'Funds Transfer',
    fee: 'Commission',
    refund: 'Refund',
  };
  const lines = ['Number,Date,Account,Amount,Subcategory,Memo'];
  for (const r of rows) {
    const memo = r.card
      ? `${r.desc.padEnd(24)} ON ${r.date.slice(8)} ${MON[Number(r.date.slice(5, 7)) - 1]}        BCC`
      : r.desc;
    const kind = r.card ? 'Payment' : (sub[r.cat] ?? 'Bill Payment');
    const cells = ['', dmy(r.date), '20-32-06 13152170', fmt(r.minor, 2, PLAIN), kind, memo];
    lines.push(csvLine(cells, ','));
  }
  return new TextEncoder().encode(lines.join('\r\n') + '\r\n');
}

/** ICICI "Detailed Statement" .xls (BIFF8): a preamble, data from column B, amounts as text. */
function iciciFile(rows: TRow[]): Uint8Array {
  const money = (m: number) => fmt(m, 2, IN);
  const aoa: unknown[][] = [
    [],
    ['', 'DETAILED STATEMENT'],
    [],
    ['', 'Transactions List - RAHUL VERMA (INR) - 0XXXXXXXX4417'],
    [],
    [
      '',
      'Search for:',
      `Transaction Date from ${dmy(first(rows).date)} to ${dmy(last(rows).date)}`,
    ],
    [],
    [
      '',
      'S No.',
      'Value Date',
      'Transaction Date',
      'Cheque Number',
      'Transaction Remarks',
      'Withdrawal Amount (INR )',
      'Deposit Amount (INR )',
      'Balance (INR )',
    ],
  ];
  rows.forEach((r, i) => {
    const out = r.minor < 0 ? money(-r.minor) : '0.00';
    const inn = r.minor > 0 ? money(r.minor) : '0.00';
    aoa.push([
      '',
      String(i + 1),
      dmy(r.date),
      dmy(r.date),
      '-',
      r.desc,
      out,
      inn,
      money(r.balance),
    ]);
  });
  aoa.push([], ['', 'Legends Used in Account Statement']);
  aoa.push(['', 'NEFT - National Electronic Fund Transfer; UPI - Unified Payments Interface']);
  aoa.push(['', 'BIL/ONL - Bill Payment Online; POS - Point of Sale; INT.PD - Interest Paid']);
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(aoa), 'OpTransactionHistory');
  return new Uint8Array(XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer);
}

/** BBVA México "Movimientos": UTF-8 with a BOM, newest first, Cargo negative, no currency named. */
function bbvaFile(rows: TRow[]): Uint8Array {
  const money = (m: number) => fmt(m, 2, US);
  const lines = [csvLine(['Fecha', 'Descripción', 'Cargo', 'Abono', 'Saldo'], ',', true)];
  for (const r of [...rows].reverse()) {
    const cargo = r.minor < 0 ? money(r.minor) : '';
    const abono = r.minor > 0 ? money(r.minor) : '';
    lines.push(csvLine([dmy(r.date), r.desc, cargo, abono, money(r.balance)], ',', true));
  }
  return new TextEncoder().encode('\uFEFF' + lines.join('\r\n') + '\r\n');
}

/** Millennium bcp: Windows-1252, ';', a preamble, dd-mm-yyyy, signed Montante and a Tipo column. */
function millenniumFile(rows: TRow[]): Uint8Array {
  const lines = [
    'Millennium bcp - Movimentos de Conta à Ordem',
    '',
    'Conta;45283921234 - Conta Ordenado',
    'Moeda;EUR',
    `Período;${dmy(first(rows).date, '-')} a ${dmy(last(rows).date, '-')}`,
    '',
    'Data lançamento;Data valor;Descrição;Montante;Tipo;Saldo',
  ];
  for (const r of rows) {
    const tipo = r.minor < 0 ? 'Débito' : 'Crédito';
    const cells = [dmy(r.date, '-'), dmy(r.date, '-'), r.desc, fmt(r.minor, 2, PT), tipo];
    lines.push(csvLine([...cells, fmt(r.balance, 2, PT)], ';'));
  }
  lines.push('', `Saldo disponível;${fmt(last(rows).balance, 2, PT)}`);
  return iconv.encode(lines.join('\r\n') + '\r\n', 'win1252');
}

/** ANZ credit card CSV: no header line, newest first, purchases negative, payments positive. */
function anzFile(rows: TRow[]): Uint8Array {
  const lines = [...rows]
    .reverse()
    .map((r) => csvLine([dmy(r.date), fmt(r.minor, 2, PLAIN), r.desc], ',', true));
  return new TextEncoder().encode(lines.join('\n') + '\n');
}

/** PostFinance e-finance CSV: Latin-1, ';', a preamble, newest first, 1'234.50, a disclaimer. */
function postfinanceFile(rows: TRow[]): Uint8Array {
  const d = (iso: string) => dmy(iso, '.');
  const lines = [
    `Datum von:;${d(first(rows).date)}`,
    `Datum bis:;${d(last(rows).date)}`,
    'Buchungsart:;Alle Buchungen',
    'Konto:;CH5209000000912345678',
    'Währung:;CHF',
    '',
    'Buchungsdatum;Avisierungstext;Gutschrift in CHF;Lastschrift in CHF;Valuta;Saldo in CHF',
  ];
  for (const r of [...rows].reverse()) {
    const gut = r.minor > 0 ? fmt(r.minor, 2, SWISS) : '';
    const lsch = r.minor < 0 ? fmt(r.minor, 2, SWISS) : '';
    lines.push(csvLine([d(r.date), r.desc, gut, lsch, d(r.date), fmt(r.balance, 2, SWISS)], ';'));
  }
  lines.push('', 'Disclaimer:');
  lines.push(
    'Dies ist kein durch PostFinance AG erstelltes Dokument. PostFinance AG ist nicht verantwortlich für den Inhalt.',
  );
  return iconv.encode(lines.join('\r\n') + '\r\n', 'latin1');
}

type Meta = Pick<StatementFile, 'hasBalance' | 'namesCurrency' | 'languages' | 'layout'>;

export function thirdFiles(seed: number): StatementFile[] {
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
  return [
    make('gb', barclays, 'data.csv', barclaysFile, {
      hasBalance: false,
      namesCurrency: false,
      languages: ['en-gb', 'pl', 'nl'],
      layout: 'Barclays CSV Number,Date,Account,Amount,Subcategory,Memo: signed, no balance, no £',
    }),
    make('in', icici, 'OpTransactionHistory13-10-2026.xls', iciciFile, {
      hasBalance: true,
      namesCurrency: true,
      languages: ['en-in', 'hinglish'],
      layout: 'BIFF8 .xls, preamble, data from column B, Withdrawal/Deposit text 1,23,456.00',
    }),
    make('mx', bbva, 'movimientos_BBVA_jun-ago.csv', bbvaFile, {
      hasBalance: true,
      namesCurrency: false,
      languages: ['en-us', 'es'],
      layout: 'CSV UTF-8 BOM all quoted, newest first, Cargo -1,234.56 / Abono, Saldo, no MXN',
    }),
    make('pt', millennium, 'MovimentosConta_45283921234.csv', millenniumFile, {
      hasBalance: true,
      namesCurrency: true,
      languages: ['en-gb', 'pt', 'fr'],
      layout: 'CSV ; Windows-1252, preamble, dd-mm-yyyy, signed Montante 1.234,56 + Tipo, Saldo',
    }),
    make('au', anz, 'ANZ.csv', anzFile, {
      hasBalance: false,
      namesCurrency: false,
      languages: ['en-au', 'ja', 'id'],
      layout: 'credit-card CSV without a header line, newest first, purchases negative, no AUD',
    }),
    make('ch', postfinance, 'export_transactions_20260801.csv', postfinanceFile, {
      hasBalance: true,
      namesCurrency: true,
      languages: ['en-us', 'de', 'it'],
      layout: "CSV ; Latin-1, preamble, dd.mm.yyyy, newest first, Gutschrift/Lastschrift 1'234.50",
    }),
  ];
}
