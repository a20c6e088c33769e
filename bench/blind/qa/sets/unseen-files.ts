// Set "unseen": the files the six banks export, written from the generated rows.
import iconv from 'iconv-lite';
import { generateRows, Rng, type Account, type StatementFile, type TRow } from '../lib/model';
import { csvLine, dmy, fmt, PLAIN, US, xlsx } from '../lib/write';
import { amex, bca, creditMutuel, intesa, pko, rabobank } from './unseen-banks';

const COMMA = { decimal: ',', group: '' };

function creditMutuelFile(rows: TRow[]): Uint8Array {
  const lines = ['Date;Date de valeur;Débit;Crédit;Libellé;Solde'];
  for (const r of rows) {
    const money = r.minor < 0 ? [fmt(r.minor, 2, COMMA), ''] : ['', fmt(r.minor, 2, COMMA)];
    lines.push(
      csvLine([dmy(r.date), dmy(r.date), ...money, r.desc, fmt(r.balance, 2, COMMA)], ';'),
    );
  }
  return iconv.encode(lines.join('\r\n') + '\r\n', 'win1252');
}

function intesaFile(rows: TRow[]): Uint8Array {
  const cat: Record<string, string> = {
    salary: 'Stipendi e pensioni',
    rent: 'Affitto',
    groceries: 'Generi alimentari e supermercato',
    fuel: 'Carburanti',
    dining: 'Ristoranti e bar',
    subs: 'Abbonamenti',
    atm: 'Prelievi',
    utilities: 'Utenze',
    fee: 'Spese bancarie',
    shopping: 'Shopping',
  };
  const aoa: unknown[][] = [
    ['Lista Movimenti'],
    ['Conto: 1000/00012345 - XME Conto'],
    ['Periodo: dal 01/08/2026 al 31/10/2026'],
    [],
    ['Data', 'Operazione', 'Dettagli', 'Conto o carta', 'Contabilizzazione', 'Categoria'],
  ];
  (aoa[4] as string[]).push('Valuta', 'Importo');
  for (const r of [...rows].reverse()) {
    const [op = r.desc, ...rest] = r.desc.split(' ');
    const d = new Date(`${r.date}T00:00:00Z`);
    const card = r.card ? 'Carta 4321' : 'Conto 1000/00012345';
    const kind = cat[r.cat] ?? 'Altre entrate';
    aoa.push([d, op, rest.join(' '), card, 'CONTABILIZZATO', kind, 'EUR', r.minor / 100]);
  }
  return xlsx(aoa, 'Lista Movimenti');
}

function rabobankFile(rows: TRow[]): Uint8Array {
  const head = ['IBAN/BBAN', 'Munt', 'BIC', 'Volgnr', 'Datum', 'Rentedatum', 'Bedrag'];
  head.push('Saldo na trn', 'Tegenrekening IBAN/BBAN', 'Naam tegenpartij', 'Code');
  head.push('Omschrijving-1', 'Omschrijving-2');
  const signed = (m: number) => `${m >= 0 ? '+' : ''}${fmt(m, 2, COMMA)}`;
  const lines = [csvLine(head, ',', true)];
  rows.forEach((r, i) => {
    const code = r.card ? 'bc' : r.minor > 0 ? 'cb' : r.cat === 'atm' ? 'ga' : 'id';
    const more = r.card
      ? `Betaalautomaat ${10 + (i % 12)}:${String(i % 60).padStart(2, '0')} pasnr. 012`
      : '';
    lines.push(
      csvLine(
        [
          'NL44RABO0123456789',
          'EUR',
          'RABONL2U',
          String(1001 + i).padStart(18, '0'),
          r.date,
          r.date,
          signed(r.minor),
          signed(r.balance),
          '',
          r.desc,
          code,
          more,
          '',
        ],
        ',',
        true,
      ),
    );
  });
  return new TextEncoder().encode(lines.join('\n') + '\n');
}

function bcaFile(rows: TRow[]): Uint8Array {
  const first = rows[0] as TRow;
  const last = rows[rows.length - 1] as TRow;
  const money = (m: number) => fmt(m, 2, US);
  const lines = [
    'Informasi Rekening - Mutasi Rekening',
    '',
    "No. rekening : ,'0123456789",
    'Nama : ,BUDI SANTOSO',
    `Periode : ,${dmy(first.date)} - ${dmy(last.date)}`,
    'Kode Mata Uang : ,Rp',
    '',
    'Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo',
  ];
  for (const r of rows) {
    const dm = `'${r.date.slice(8)}/${r.date.slice(5, 7)}`;
    const cells = [dm, r.desc, "'0000", money(Math.abs(r.minor)), r.minor < 0 ? 'DB' : 'CR'];
    lines.push(csvLine([...cells, money(r.balance)], ','));
  }
  const sum = (f: (m: number) => boolean) =>
    rows.filter((r) => f(r.minor)).reduce((s, r) => s + Math.abs(r.minor), 0);
  lines.push('', `Saldo Awal : ,${csvLine([money(first.balance - first.minor)], ',')}`);
  lines.push(`Mutasi Kredit : ,${csvLine([money(sum((m) => m > 0))], ',')}`);
  lines.push(`Mutasi Debet : ,${csvLine([money(sum((m) => m < 0))], ',')}`);
  lines.push(`Saldo Akhir : ,${csvLine([money(last.balance)], ',')}`);
  return new TextEncoder().encode(lines.join('\r\n') + '\r\n');
}

function pkoFile(rows: TRow[]): Uint8Array {
  const type: Record<string, string> = {
    salary: 'Przelew na rachunek',
    rent: 'Zlecenie stałe',
    atm: 'Wypłata z bankomatu',
    fee: 'Opłata',
    refund: 'Zwrot',
    transfer_out: 'Przelew na telefon',
    utilities: 'Przelew z rachunku',
  };
  const head = ['Data operacji', 'Data waluty', 'Typ transakcji', 'Kwota', 'Waluta'];
  const lines = [csvLine([...head, 'Saldo po transakcji', 'Opis transakcji', '', ''], ',', true)];
  const signed = (m: number) => `${m >= 0 ? '+' : ''}${fmt(m, 2, PLAIN)}`;
  for (const r of [...rows].reverse()) {
    const t = r.card ? 'Płatność kartą' : (type[r.cat] ?? 'Przelew z rachunku');
    const desc = r.card ? `Tytuł: 0000 4921 ${r.desc}` : `Tytuł: ${r.desc}`;
    const cells = [r.date, r.date, t, signed(r.minor), 'PLN', signed(r.balance), desc];
    lines.push(csvLine([...cells, `Lokalizacja: Kraj: POLSKA`, ''], ',', true));
  }
  return iconv.encode(lines.join('\r\n') + '\r\n', 'win1250');
}

function amexFile(rows: TRow[]): Uint8Array {
  const lines = ['Date,Description,Amount'];
  for (const r of [...rows].reverse())
    lines.push(csvLine([dmy(r.date), r.desc, fmt(-r.minor, 2, PLAIN)], ','));
  return new TextEncoder().encode(lines.join('\n') + '\n');
}

type Meta = Pick<StatementFile, 'hasBalance' | 'namesCurrency' | 'languages' | 'layout'>;

export function unseenFiles(seed: number): StatementFile[] {
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
    make('fr', creditMutuel, 'releve_CM_20261130.csv', creditMutuelFile, {
      hasBalance: true,
      namesCurrency: false,
      languages: ['fr'],
      layout: 'CSV ; Windows-1252, Débit/Crédit columns, 1234,56 ungrouped, Solde, no currency',
    }),
    make('it', intesa, 'ListaMovimenti_XME_ago-ott.xlsx', intesaFile, {
      hasBalance: false,
      namesCurrency: true,
      languages: ['it'],
      layout: 'XLSX preamble, date cells, numeric Importo, Categoria, newest first',
    }),
    make('nl', rabobank, 'CSV_A_NL44RABO0123456789_EUR_20260701_20260930.csv', rabobankFile, {
      hasBalance: true,
      namesCurrency: true,
      languages: ['nl'],
      layout: 'Rabobank CSV all quoted, yyyy-mm-dd, +/-1234,56, Saldo na trn',
    }),
    make('id', bca, 'BCA_mutasi_jul-sep_2026.csv', bcaFile, {
      hasBalance: true,
      namesCurrency: true,
      languages: ['id'],
      layout:
        "CSV preamble, dates 'dd/mm without year, 1,500,000.00 with DB/CR, Saldo Awal/Akhir footer",
    }),
    make('pl', pko, 'historia_PKO_2026-08-01_2026-10-31.csv', pkoFile, {
      hasBalance: true,
      namesCurrency: true,
      languages: ['pl'],
      layout: 'CSV Windows-1250 all quoted, newest first, Kwota +/-1234.56, Saldo po transakcji',
    }),
    make('uk', amex, 'amex_activity_Nov2026.csv', amexFile, {
      hasBalance: false,
      namesCurrency: false,
      languages: ['en-chatty'],
      layout:
        'credit-card CSV Date,Description,Amount: purchases POSITIVE, payments negative, no currency',
    }),
  ];
}
