// Set "fifth": the six statement files, written as each bank exports them.
import iconv from 'iconv-lite';
import { generateRows, Rng, type Account, type StatementFile, type TRow } from '../lib/model';
import { csvLine, dmy, xlsx } from '../lib/write';
import { desjardins, dbs, fnb, isbank, kbc, swedbank } from './fifth-banks';

const plain = (minor: number) => (minor / 100).toFixed(2);
const comma = (minor: number) => plain(minor).replace('.', ',');
const MON = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
/** "03 Aug 2026". */
const dMonY = (iso: string) =>
  `${iso.slice(8)} ${MON[Number(iso.slice(5, 7)) - 1] ?? ''} ${iso.slice(0, 4)}`;
const lastDay = (rows: TRow[]) => rows[rows.length - 1]?.date ?? '';
const utf8 = (lines: string[]) => new TextEncoder().encode(lines.join('\r\n') + '\r\n');
const cp1252 = (lines: string[]) =>
  new Uint8Array(iconv.encode(lines.join('\r\n') + '\r\n', 'win1252'));

function file(
  id: string,
  fileName: string,
  account: Account,
  rows: TRow[],
  bytes: Uint8Array,
  more: Pick<StatementFile, 'hasBalance' | 'namesCurrency' | 'languages' | 'layout'>,
): StatementFile {
  return { id, fileName, bytes, account, rows, ...more };
}

/** Desjardins AccèsD: no header, 14 quoted-or-not columns, yyyy/mm/dd, Retrait/Dépôt, cp1252. */
function desjardinsFile(rows: TRow[]): Uint8Array {
  return cp1252(
    rows.map((r, i) =>
      csvLine(
        [
          'Caisse Desjardins de Laval',
          '815-30123',
          'EOP',
          r.date.replace(/-/g, '/'),
          String(i + 1).padStart(5, '0'),
          r.desc,
          '',
          r.minor < 0 ? plain(-r.minor) : '',
          r.minor > 0 ? plain(r.minor) : '',
          '',
          '',
          '',
          '',
          plain(r.balance),
        ],
        ',',
      ),
    ),
  );
}

/** FNB online banking: preamble, Date/Amount/Balance/Description, signed amounts. */
function fnbFile(rows: TRow[]): Uint8Array {
  return utf8([
    'ACCOUNT TRANSACTIONS',
    'Name:,MR S DLAMINI',
    'Account:,62812345678,FNB Gold Cheque Account',
    'Currency:,ZAR',
    `Period:,${dMonY(rows[0]?.date ?? '')} to ${dMonY(lastDay(rows))}`,
    '',
    'Date,Amount,Balance,Description',
    ...rows.map((r) => csvLine([dMonY(r.date), plain(r.minor), plain(r.balance), r.desc], ',')),
  ]);
}

/** İşCep / İnternet Şubesi "Hesap Hareketleri" Excel: preamble, newest first, number cells. */
function isbankFile(rows: TRow[]): Uint8Array {
  const timed = rows.map<[string, string, TRow]>((r, i) => {
    const sameDayBefore = rows.slice(0, i).filter((x) => x.date === r.date).length;
    const h = String(9 + sameDayBefore * 2).padStart(2, '0');
    const m = String((i * 17) % 60).padStart(2, '0');
    const kanal = r.cat === 'atm' ? 'ATM' : r.card ? 'POS' : 'İnternet';
    return [`${dmy(r.date)}-${h}:${m}:${String((i * 7) % 60).padStart(2, '0')}`, kanal, r];
  });
  return xlsx(
    [
      ['TÜRKİYE İŞ BANKASI A.Ş.'],
      ['Hesap Hareketleri'],
      ['Müşteri Adı Soyadı', 'ZEYNEP KAYA'],
      ['IBAN', 'TR32 0006 4000 0011 2345 6789 01'],
      ['Döviz Cinsi', 'TL'],
      ['Tarih Aralığı', `${dmy(rows[0]?.date ?? '', '.')} - ${dmy(lastDay(rows), '.')}`],
      [],
      ['Tarih/Saat', 'Kanal', 'Açıklama', 'İşlem Tutarı', 'Bakiye', 'Dekont No'],
      ...timed
        .reverse()
        .map(([t, k, r], i) => [t, k, r.desc, r.minor / 100, r.balance / 100, 880_000 + i]),
    ],
    'Hesap Hareketleri',
  );
}

/** Swedbank "Transaktioner" CSV: one preamble line, newest first, cp1252. */
function swedbankFile(rows: TRow[]): Uint8Array {
  const newest = [...rows].reverse();
  return cp1252([
    `* Transaktioner Period ${rows[0]?.date} – ${lastDay(rows)} Skapad 2026-07-02 08:15 CEST`,
    'Radnr,Clearingnummer,Kontonummer,Produkt,Valuta,Bokföringsdag,Transaktionsdag,Valutadag,Referens,Beskrivning,Belopp,Bokfört saldo',
    ...newest.map((r, i) =>
      csvLine(
        [
          String(i + 1),
          '8327-9',
          '914 562 318-4',
          'Privatkonto',
          'SEK',
          r.date,
          r.date,
          r.date,
          r.desc.split(' ')[0] ?? '',
          r.desc,
          plain(r.minor),
          plain(r.balance),
        ],
        ',',
        true,
      ).replace(/"(-?\d+\.\d\d)"/g, '$1'),
    ),
  ]);
}

/** DBS card transaction history: preamble, Debit/Credit amount columns, no balance. */
function dbsFile(rows: TRow[]): Uint8Array {
  return utf8([
    'Card Transaction Details',
    'Card Type:,DBS Live Fresh Card',
    'Card Number:,5420-XXXX-XXXX-7781',
    'Currency:,SGD',
    `Statement Period:,${dMonY(rows[0]?.date ?? '')} - ${dMonY(lastDay(rows))}`,
    '',
    'Transaction Date,Transaction Description,Debit Amount,Credit Amount',
    ...rows.map((r) =>
      csvLine(
        [
          dMonY(r.date),
          r.desc,
          r.minor < 0 ? plain(-r.minor) : '',
          r.minor > 0 ? plain(r.minor) : '',
        ],
        ',',
      ),
    ),
  ]);
}

/** KBC Touch CSV: semicolons, Dutch headers, dd/mm/yyyy, decimal comma, newest first, cp1252. */
function kbcFile(rows: TRow[]): Uint8Array {
  const header =
    'Rekeningnummer;Rubrieknaam;Naam;Munt;Afschriftnummer;Datum;Omschrijving;Valuta;Bedrag;Saldo;credit;debet;rekeningnummer tegenpartij;BIC tegenpartij;Naam tegenpartij;Adres tegenpartij;gestructureerde mededeling;Vrije mededeling';
  return cp1252([
    header,
    ...[...rows]
      .reverse()
      .map((r) =>
        csvLine(
          [
            'BE68 7350 1234 5678',
            'KBC-Plusrekening',
            'L. PEETERS',
            'EUR',
            `${r.date.slice(0, 4)}0${r.date.slice(5, 7)}`,
            dmy(r.date),
            r.desc,
            dmy(r.date),
            comma(r.minor),
            comma(r.balance),
            r.minor > 0 ? comma(r.minor) : '',
            r.minor < 0 ? comma(r.minor) : '',
            '',
            '',
            '',
            '',
            '',
            '',
          ],
          ';',
        ),
      ),
  ]);
}

export function fifthFiles(seed: number): StatementFile[] {
  const rowsOf = (acc: Account, k: number) => generateRows(acc, new Rng(seed + k * 101));
  const d = rowsOf(desjardins, 1);
  const f = rowsOf(fnb, 2);
  const t = rowsOf(isbank, 3);
  const s = rowsOf(swedbank, 4);
  const g = rowsOf(dbs, 5);
  const k = rowsOf(kbc, 6);
  return [
    file('desjardins', 'releve-desjardins-815-30123.csv', desjardins, d, desjardinsFile(d), {
      hasBalance: true,
      namesCurrency: false,
      languages: ['fr', 'en'],
      layout: 'CSV cp1252 without header, yyyy/mm/dd, Retrait/Dépôt, Solde',
    }),
    file('fnb', 'FNB_Gold_Cheque_62812345678.csv', fnb, f, fnbFile(f), {
      hasBalance: true,
      namesCurrency: true,
      languages: ['en', 'af'],
      layout: 'CSV with preamble, "03 Aug 2026", signed Amount, Balance',
    }),
    file('isbank', 'IsBankasi_HesapHareketleri.xlsx', isbank, t, isbankFile(t), {
      hasBalance: true,
      namesCurrency: true,
      languages: ['tr', 'en'],
      layout: 'XLSX with preamble, newest first, "dd/mm/yyyy-hh:mm:ss" text, number cells, TL',
    }),
    file('swedbank', 'Transaktioner_2026-07-02.csv', swedbank, s, swedbankFile(s), {
      hasBalance: true,
      namesCurrency: true,
      languages: ['sv', 'en'],
      layout: 'CSV cp1252, one preamble line, newest first, Belopp/Bokfört saldo',
    }),
    file('dbs', 'DBS_LiveFresh_CardTransactions.csv', dbs, g, dbsFile(g), {
      hasBalance: false,
      namesCurrency: true,
      languages: ['en', 'zh'],
      layout: 'credit card CSV with preamble, Debit Amount/Credit Amount, no balance',
    }),
    file('kbc', 'KBC_BE68735012345678_export.csv', kbc, k, kbcFile(k), {
      hasBalance: true,
      namesCurrency: true,
      languages: ['nl', 'fr'],
      layout: 'CSV ; cp1252, dd/mm/yyyy, decimal comma, newest first, Bedrag/Saldo',
    }),
  ];
}
