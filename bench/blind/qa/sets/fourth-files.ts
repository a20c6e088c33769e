// Set "fourth": the files the six banks export, written from the generated rows (the truth).
import * as XLSX from '@e965/xlsx';
import iconv from 'iconv-lite';
import { generateRows, Rng, type Account, type StatementFile, type TRow } from '../lib/model';
import { csvLine, dmy, EU, fmt, IN, mdy, PLAIN } from '../lib/write';
import { caixa, ing, mbank, nubank, sbi, wellsFargo } from './fourth-banks';

const MON = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const PL_SPACE = { decimal: ',', group: ' ' };
const first = (rows: TRow[]) => rows[0] as TRow;
const last = (rows: TRow[]) => rows[rows.length - 1] as TRow;
const newestFirst = (rows: TRow[]) => [...rows].reverse();
/** The first and last day of the statement's months ('YYYY-MM-DD'). */
function period(acc: Account): [string, string] {
  const [y, m] = acc.start.split('-').map(Number) as [number, number];
  const endM = m - 1 + acc.months - 1;
  const ey = y + Math.floor(endM / 12);
  const em = (endM % 12) + 1;
  const dim = new Date(Date.UTC(ey, em, 0)).getUTCDate();
  return [`${acc.start}-01`, `${ey}-${String(em).padStart(2, '0')}-${dim}`];
}
/** "counterparty^type^memo" → its parts. */
const parts = (desc: string) => desc.split('^');

/** Wells Fargo "Download Account Activity" (comma delimited): no header, all quoted, newest
 *  first, signed amounts, an asterisk column, no balance, no currency named. */
function wellsFargoFile(rows: TRow[]): Uint8Array {
  const lines = newestFirst(rows).map((r) => {
    const desc = r.desc.replace('@MD', mdy(r.date).slice(0, 5));
    return csvLine([mdy(r.date), fmt(r.minor, 2, PLAIN), '*', '', desc], ',', true);
  });
  return new TextEncoder().encode(lines.join('\r\n') + '\r\n');
}

/** ING Deutschland "Umsatzanzeige": Latin-1, ';', a preamble, newest first, 1.234,56, Saldo
 *  and Betrag each followed by a Währung column. */
function ingFile(rows: TRow[]): Uint8Array {
  const d = (iso: string) => dmy(iso, '.');
  const [from, to] = period(ing);
  const lines = [
    'Umsatzanzeige;Datei erstellt am: 07.12.2026 09:41',
    ';Letztes Update: aktuell',
    '',
    'IBAN;DE89 5001 0517 5407 3249 31',
    'Kontoname;Girokonto',
    'Bank;ING',
    'Kunde;Julia Krämer',
    `Zeitraum;${d(from)} - ${d(to)}`,
    `Saldo;${fmt(last(rows).balance, 2, EU)};EUR`,
    '',
    'Sortierung;Datum absteigend',
    '',
    'In der CSV-Datei finden Sie alle bereits gebuchten Umsätze. Die vorgemerkten Umsätze werden nicht aufgenommen, auch wenn sie in Ihrem Internetbanking angezeigt werden.',
    '',
    'Buchung;Valuta;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Saldo;Währung;Betrag;Währung',
  ];
  for (const r of newestFirst(rows)) {
    const [who = '', kind = '', memo = ''] = parts(r.desc);
    const money = [fmt(r.balance, 2, EU), 'EUR', fmt(r.minor, 2, EU), 'EUR'];
    lines.push(csvLine([d(r.date), d(r.date), who, kind, memo, ...money], ';'));
  }
  return iconv.encode(lines.join('\r\n') + '\r\n', 'latin1');
}

/** SBI "Account Statement" download: an .xls that is tab-separated text, a preamble of
 *  "Key : value" lines, "1 Jun 2026" dates, Debit/Credit columns with a space when empty,
 *  1,23,456.00 grouping, a closing note. No currency is named. */
function sbiFile(rows: TRow[]): Uint8Array {
  const d = (iso: string) =>
    `${Number(iso.slice(8))} ${MON[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
  const money = (m: number) => fmt(m, 2, IN);
  const opening = first(rows).balance - first(rows).minor;
  const lines = [
    'Account Name\t:\tMr. ROHAN DESHMUKH',
    'Address\t:\tFLAT 12 SAI ENCLAVE BANER PUNE 411045',
    'Date\t:\t7 Dec 2026',
    'Account Number\t:\t00000032145698712',
    'Account Description\t:\tREGULAR SB CHQ-INDIVIDUALS',
    'Branch\t:\tBANER ROAD PUNE',
    'Drawing Power\t:\t0.00',
    'Interest Rate(% p.a.)\t:\t2.7',
    'MOD Balance\t:\t0.00',
    'CIF No.\t:\t85412369870',
    'IFS Code\t:\tSBIN0012345',
    'MICR Code\t:\t411002045',
    'Nomination Registered\t:\tYes',
    `Balance as on ${d(first(rows).date)}\t:\t${money(opening)}`,
    '',
    `Start Date\t:\t${d(first(rows).date)}`,
    `End Date\t:\t${d(last(rows).date)}`,
    '',
    'Txn Date\tValue Date\tDescription\tRef No./Cheque No.\tDebit\tCredit\tBalance',
  ];
  rows.forEach((r, i) => {
    const ref =
      r.cat === 'atm'
        ? 'ATM'
        : r.card
          ? 'POS'
          : `TRANSFER ${r.minor < 0 ? 'TO' : 'FROM'} 4897691${String(162098 + i * 37)}`;
    const debit = r.minor < 0 ? money(-r.minor) : ' ';
    const credit = r.minor > 0 ? money(r.minor) : ' ';
    lines.push([d(r.date), d(r.date), r.desc, ref, debit, credit, money(r.balance)].join('\t'));
  });
  lines.push('**This is a computer generated statement and does not require a signature.');
  return new TextEncoder().encode(lines.join('\r\n') + '\r\n');
}

/** Nubank credit-card CSV: date,title,amount; ISO dates, oldest first, purchases positive,
 *  the bill payment negative, no balance, no currency named. */
function nubankFile(rows: TRow[]): Uint8Array {
  const startMonth = Number(nubank.start.slice(5, 7));
  const lines = ['date,title,amount'];
  for (const r of rows) {
    const parcela = String(4 + Number(r.date.slice(5, 7)) - startMonth);
    const title = r.desc.replace('@P', parcela);
    lines.push(csvLine([r.date, title, fmt(-r.minor, 2, PLAIN)], ','));
  }
  return new TextEncoder().encode(lines.join('\n') + '\n');
}

const MBANK_CAT: Record<string, string> = {
  salary: 'Wynagrodzenie',
  rent: 'Czynsz i wynajem',
  groceries: 'Żywność i chemia domowa',
  dining: 'Jedzenie poza domem',
  fuel: 'Paliwo',
  transport: 'Przejazdy',
  subs: 'Multimedia, książki i prasa',
  utilities: 'Rachunki',
  atm: 'Wypłata gotówki',
  transfer_out: 'Przelewy',
  transfer_in: 'Wpływy - inne',
  shopping: 'Zakupy przez internet',
  refund: 'Wpływy - inne',
  fee: 'Opłaty i odsetki',
};

/** mBank "Lista operacji": Windows-1250, ';' with one at every line's end, a long preamble
 *  with the period's Wpływy/Wydatki, newest first, the bank's category, "-1 234,56 PLN". */
function mbankFile(rows: TRow[]): Uint8Array {
  const [from, to] = period(mbank);
  const pln = (m: number) => `${fmt(m, 2, PL_SPACE)} PLN`;
  let wplywy = 0;
  let wydatki = 0;
  for (const r of rows) {
    if (r.minor > 0) wplywy += r.minor;
    else wydatki += r.minor;
  }
  const lines = [
    'mBank S.A. Bankowość Detaliczna;',
    'Skrytka Pocztowa 2108;',
    '90-959 Łódź 2;',
    'www.mBank.pl;',
    'mLinia: 801 300 800;',
    '+48 (42) 6 300 800;',
    ';',
    '#Klient;',
    'ANNA KOWALCZYK;',
    ';',
    'Lista operacji;',
    ';',
    '#Za okres:;',
    `${dmy(from, '.')};${dmy(to, '.')};`,
    ';',
    '#zgodnie z wybranymi filtrami wyszukiwania;',
    '#dla rachunków:;',
    'eKonto - 11140000000000000012345678;',
    ';',
    '#Lista nie jest dokumentem w rozumieniu art. 7 Ustawy Prawo Bankowe (Dz. U. Nr 140 z 1997 roku, poz.939 z późniejszymi zmianami).;',
    ';',
    '#Waluta;#Wpływy;#Wydatki;',
    `PLN;${fmt(wplywy, 2, PL_SPACE)};${fmt(wydatki, 2, PL_SPACE)};`,
    ';',
    '#Data operacji;#Opis operacji;#Rachunek;#Kategoria;#Kwota;#Saldo po operacji;',
  ];
  for (const r of newestFirst(rows)) {
    const cells = [
      r.date,
      `"${r.desc}  "`,
      '"eKonto 1114 0000 ... 5678"',
      `"${MBANK_CAT[r.cat] ?? 'Bez kategorii'}"`,
      pln(r.minor),
      pln(r.balance),
    ];
    lines.push(cells.join(';') + ';');
  }
  return iconv.encode(lines.join('\r\n') + '\r\n', 'win1250');
}

/** CaixaBank "Movimientos" Excel (.xlsx): a preamble, newest first, date cells, numeric
 *  Importe/Saldo cells shown as #,##0.00, concept and "más datos" in two columns. */
function caixaFile(rows: TRow[]): Uint8Array {
  const serial = (iso: string) => {
    const [y, m, dd] = iso.split('-').map(Number) as [number, number, number];
    return (Date.UTC(y, m - 1, dd) - Date.UTC(1899, 11, 30)) / 86_400_000;
  };
  const date = (iso: string) => ({ t: 'n', v: serial(iso), z: 'dd/mm/yyyy' });
  const num = (m: number) => ({ t: 'n', v: m / 100, z: '#,##0.00' });
  const [from, to] = period(caixa);
  const aoa: unknown[][] = [
    ['Movimientos de la cuenta'],
    [],
    ['Cuenta', 'ES76 2100 0813 6101 2345 6789'],
    ['Titular', 'LAURA MARTINEZ SOLER'],
    ['Divisa', 'EUR'],
    ['Periodo', `${dmy(from)} - ${dmy(to)}`],
    [],
    ['Fecha', 'Fecha valor', 'Movimiento', 'Más datos', 'Importe', 'Saldo'],
  ];
  for (const r of newestFirst(rows)) {
    const [concept = '', more = ''] = parts(r.desc);
    aoa.push([date(r.date), date(r.date), concept, more, num(r.minor), num(r.balance)]);
  }
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(aoa), 'Movimientos');
  return new Uint8Array(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}

type Meta = Pick<StatementFile, 'hasBalance' | 'namesCurrency' | 'languages' | 'layout'>;

export function fourthFiles(seed: number): StatementFile[] {
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
    make('us', wellsFargo, 'Checking1.csv', wellsFargoFile, {
      hasBalance: false,
      namesCurrency: false,
      languages: ['en-us', 'es'],
      layout:
        'CSV without a header, all quoted, newest first, signed, "*" column, no balance, no USD',
    }),
    make('de', ing, 'Umsatzanzeige_DE89500105175407324931_20261207.csv', ingFile, {
      hasBalance: true,
      namesCurrency: true,
      languages: ['de', 'en-gb'],
      layout: 'CSV ; Latin-1, preamble, newest first, 1.234,56, Saldo;Währung;Betrag;Währung',
    }),
    make('in', sbi, '32145698712_1765100000.xls', sbiFile, {
      hasBalance: true,
      namesCurrency: false,
      languages: ['en-in', 'hinglish'],
      layout:
        '.xls that is tab-separated text, "Key : value" preamble, "1 Jun 2026", Debit/Credit 1,23,456.00',
    }),
    make('br', nubank, 'Nubank_2026-10-15.csv', nubankFile, {
      hasBalance: false,
      namesCurrency: false,
      languages: ['pt', 'en-us'],
      layout:
        'credit-card CSV date,title,amount: ISO dates, purchases positive, payment negative, no BRL',
    }),
    make('pl', mbank, 'Lista_operacji_20261207_1114.csv', mbankFile, {
      hasBalance: true,
      namesCurrency: true,
      languages: ['pl', 'en-gb'],
      layout:
        'CSV ; Windows-1250, long preamble, newest first, #Kategoria, "-1 234,56 PLN", trailing ;',
    }),
    make('es', caixa, 'Movimientos_cuenta_ES7621000813.xlsx', caixaFile, {
      hasBalance: true,
      namesCurrency: true,
      languages: ['es', 'en-gb'],
      layout: 'XLSX, preamble, newest first, date cells, numeric Importe/Saldo as #,##0.00',
    }),
  ];
}
