// The UNSEEN set (seed 77031): NOT run against 8545eec. Keep it unseen until the end of the work,
// then run it once (`npx tsx bench/blind/consistency/run.ts --set unseen`) and report that run.
//
//   NBK (KW, KWD)              HTML table saved as .xls, preamble, 1,234.500 dinars, debit/credit
//   mBank (PL, PLN)            CSV ; Windows-1250, "#" headers, "-1 234,56 PLN" amounts, #Kategoria, 2 files that overlap
//   Kasikornbank (TH, THB)     CSV , Thai headers, Buddhist-era dates 05/07/2569, withdrawal/deposit
//   BBVA México (MX, MXN)      XLSX, preamble "Divisa MXN", amounts as text "$1,234.56", cargo/abono
//   PostFinance (CH, CHF)      CSV ; UTF-8 BOM, preamble, Swiss 1'234.50, Gutschrift/Lastschrift in CHF
//   Crédit Agricole (FR, EUR)  CSV ; Windows-1252, "1 234,56" with no-break spaces, Débit/Crédit euros
//   Capitec (ZA, ZAR)          CSV , ISO dates, Category, Money In/Money Out/Fee, no currency named, 2 files
//   Swedbank (SE, SEK)         CSV , "* Transaktioner" preamble line, Belopp -123.00, Valuta SEK
//   Wells Fargo (US, USD)      OFX 1.02 SGML, CURDEF USD, newest first
import iconv from 'iconv-lite';
import * as XLSX from '@e965/xlsx';
import { makeHistory, window, type AccountSpec } from '../lib/history';
import {
  csvLine,
  formatMinor,
  pad2,
  withBalances,
  type Row,
  type StatementFile,
} from '../lib/model';
import { WORDS } from '../lib/words';

const SEED = 77031;
const enc = (text: string) => new TextEncoder().encode(text);
const ymd = (date: string) => date.split('-').map(Number) as [number, number, number];
const dmy = (d: string, sep: string) => {
  const [y, m, day] = ymd(d);
  return `${pad2(day)}${sep}${pad2(m)}${sep}${y}`;
};
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function nbk(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 1,
    account: 'nbk',
    months: [
      [2026, 4],
      [2026, 5],
      [2026, 6],
    ],
    step: 5,
    perMonth: [18, 26],
    monthly: [
      {
        text: 'SALARY TRANSFER KUWAIT OIL COMPANY',
        min: 1_450_000,
        max: 1_450_000,
        in: true,
        day: 25,
      },
      { text: 'RENT PAYMENT SALMIYA BLOCK 10', min: 380_000, max: 380_000, day: 2 },
      { text: 'ZAIN KUWAIT BILL {n}', min: 9_500, max: 21_750, day: 11 },
    ],
    everyday: [
      { text: 'POS THE SULTAN CENTER', min: 2_150, max: 38_900, weight: 5 },
      { text: 'POS TALABAT KUWAIT', min: 2_500, max: 9_750, weight: 3 },
      { text: 'POS CARIBOU COFFEE', min: 1_250, max: 3_500, weight: 3 },
      { text: 'POS OULA FUEL STATION', min: 3_000, max: 9_000, weight: 2 },
      { text: 'POS THE AVENUES MALL', min: 8_000, max: 95_000, weight: 2 },
      {
        text: 'WAMD TRANSFER FROM FATIMA AL SABAH',
        min: 20_000,
        max: 150_000,
        in: true,
        weight: 1,
      },
    ],
  };
  const rows = withBalances(makeHistory(spec), 2_310_450);
  const fmt = (m: number) => formatMinor(Math.abs(m), 3, { decimal: '.', group: ',' });
  const tr = (cells: string[], tag = 'td') =>
    `<tr>${cells.map((c) => `<${tag}>${esc(c)}</${tag}>`).join('')}</tr>`;
  const html = [
    '<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head><body>',
    '<table border="1">',
    tr(['National Bank of Kuwait']),
    tr(['Account Statement']),
    tr(['Account No.', '2001234567']),
    tr(['Currency', 'KWD']),
    tr(['From', '01/04/2026', 'To', '30/06/2026']),
    tr(['Date', 'Description', 'Debit', 'Credit', 'Balance'], 'th'),
    ...rows.map((r) =>
      tr([
        dmy(r.date, '/'),
        r.description,
        r.amountMinor < 0 ? fmt(r.amountMinor) : '',
        r.amountMinor > 0 ? fmt(r.amountMinor) : '',
        fmt(r.balanceMinor ?? 0),
      ]),
    ),
    '</table></body></html>',
  ].join('\n');
  return [
    {
      fileName: 'NBK_Statement_2001234567.xls',
      bytes: enc(html),
      account: 'nbk',
      bank: 'NBK',
      country: 'Kuwait',
      currency: 'KWD',
      exponent: 3,
      rows,
      hasBalance: true,
      hasCategory: false,
      namesCurrency: true,
      local: WORDS.ar,
      nickname: 'NBK',
      period: { start: '2026-04-01', end: '2026-06-30' },
      layout: 'HTML table saved as .xls, 1,234.500',
      partyOf: (r: Row) => r.description,
    },
  ];
}

function mbank(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 2,
    account: 'mbank',
    months: [
      [2026, 5],
      [2026, 6],
      [2026, 7],
      [2026, 8],
    ],
    step: 1,
    perMonth: [20, 28],
    monthly: [
      {
        text: 'PRZELEW PRZYCHODZĄCY|ALLEGRO SP. Z O.O. WYNAGRODZENIE',
        min: 845_000,
        max: 845_000,
        in: true,
        day: 10,
        category: 'Wpływy - inne',
      },
      {
        text: 'PRZELEW WYCHODZĄCY|WSPÓLNOTA MIESZKANIOWA CZYNSZ',
        min: 98_000,
        max: 98_000,
        day: 5,
        category: 'Rachunki',
      },
      {
        text: 'PŁATNOŚĆ BLIK|PGNIG OBRÓT DETALICZNY',
        min: 14_000,
        max: 23_500,
        day: 15,
        category: 'Rachunki',
      },
    ],
    everyday: [
      {
        text: 'ZAKUP PRZY UŻYCIU KARTY|BIEDRONKA 3312 WARSZAWA',
        min: 850,
        max: 18_900,
        weight: 5,
        category: 'Żywność i chemia domowa',
      },
      {
        text: 'ZAKUP PRZY UŻYCIU KARTY|ŻABKA Z5521 K.1',
        min: 450,
        max: 4_590,
        weight: 4,
        category: 'Żywność i chemia domowa',
      },
      {
        text: 'ZAKUP PRZY UŻYCIU KARTY|ORLEN STACJA NR 412',
        min: 9_000,
        max: 28_000,
        weight: 2,
        category: 'Transport',
      },
      {
        text: 'PŁATNOŚĆ BLIK|PYSZNE.PL',
        min: 3_500,
        max: 11_900,
        weight: 2,
        category: 'Jedzenie poza domem',
      },
      {
        text: 'ZAKUP PRZY UŻYCIU KARTY|JAKDOJADE WARSZAWA',
        min: 440,
        max: 1_500,
        weight: 2,
        category: 'Transport',
      },
      {
        text: 'PRZELEW PRZYCHODZĄCY|KATARZYNA NOWAK ZWROT ZA BILETY',
        min: 5_000,
        max: 40_000,
        in: true,
        weight: 1,
        category: 'Wpływy - inne',
      },
    ],
  };
  const all = withBalances(makeHistory(spec), 1_243_077);
  const fmt = (m: number) => `${formatMinor(m, 2, { decimal: ',', group: ' ' })} PLN`;
  const file = (rows: Row[], from: string, to: string) => {
    const lines = [
      'mBank S.A. Bankowość Detaliczna;',
      'Skrytka Pocztowa 2108;',
      '90-959 Łódź 2;',
      '',
      '#Za okres:;',
      `${from};${to};`,
      '',
      '#Waluta;',
      'PLN;',
      '',
      '#Data operacji;#Opis operacji;#Rachunek;#Kategoria;#Kwota;#Saldo po operacji;',
      ...rows.map(
        (r) =>
          `${r.date};"${r.description.replace('|', '  ')}";"eKonto 1111 ... 2222";"${r.category ?? ''}";${fmt(r.amountMinor)};${fmt(r.balanceMinor ?? 0)};`,
      ),
    ];
    return iconv.encode(lines.join('\r\n') + '\r\n', 'win1250');
  };
  const base = {
    account: 'mbank',
    bank: 'mBank',
    country: 'Poland',
    currency: 'PLN',
    exponent: 2,
    hasBalance: true,
    hasCategory: true,
    namesCurrency: true,
    local: WORDS.pl,
    nickname: 'mBank',
    layout: 'CSV ; cp1250, # headers, -1 234,56 PLN',
    partyOf: (r: Row) => r.description.split('|')[1] ?? '',
  };
  const a = window(all, '2026-05-01', '2026-07-31');
  const b = window(all, '2026-06-01', '2026-08-31');
  return [
    {
      ...base,
      period: { start: '2026-05-01', end: '2026-07-31' },
      fileName: 'lista_operacji_20260501_20260731.csv',
      rows: a,
      bytes: file(a, '2026-05-01', '2026-07-31'),
    },
    {
      ...base,
      period: { start: '2026-06-01', end: '2026-08-31' },
      fileName: 'mBank historia czerwiec-sierpien.csv',
      rows: b,
      bytes: file(b, '2026-06-01', '2026-08-31'),
    },
  ];
}

function kbank(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 3,
    account: 'kbank',
    months: [
      [2026, 6],
      [2026, 7],
      [2026, 8],
    ],
    step: 25,
    perMonth: [22, 30],
    monthly: [
      {
        text: 'รับโอนเงิน|SIAM CEMENT PCL เงินเดือน',
        min: 5_850_000,
        max: 5_850_000,
        in: true,
        day: 28,
      },
      { text: 'โอนเงิน|ค่าเช่าคอนโด คุณสมชาย', min: 1_200_000, max: 1_200_000, day: 1 },
      { text: 'ชำระเงิน|การไฟฟ้านครหลวง', min: 95_000, max: 245_000, day: 14 },
    ],
    everyday: [
      { text: 'ชำระเงิน|7-ELEVEN', min: 2_500, max: 45_000, weight: 5 },
      { text: 'ชำระเงิน|LINE MAN', min: 9_000, max: 38_000, weight: 3 },
      { text: 'ชำระเงิน|BTS SKYTRAIN', min: 1_700, max: 6_200, weight: 3 },
      { text: 'ชำระเงิน|TOPS MARKET', min: 15_000, max: 220_000, weight: 2 },
      { text: 'ชำระเงิน|SHOPEE', min: 9_900, max: 159_000, weight: 2 },
      { text: 'รับโอนเงิน|นางสาว มาลี ใจดี', min: 50_000, max: 500_000, in: true, weight: 1 },
    ],
  };
  const rows = withBalances(makeHistory(spec), 8_425_050);
  const fmt = (m: number) => formatMinor(Math.abs(m), 2, { decimal: '.', group: ',' });
  const be = (d: string) => {
    const [y, m, day] = ymd(d);
    return `${pad2(day)}/${pad2(m)}/${y + 543}`;
  };
  const lines = [
    csvLine(['ธนาคารกสิกรไทย', '', '', '', '', '', '', ''], ','),
    csvLine(['เลขที่บัญชี', '123-4-56789-0', '', '', '', '', '', ''], ','),
    csvLine(
      [
        'วันที่',
        'เวลา',
        'รายการ',
        'ถอนเงิน (บาท)',
        'ฝากเงิน (บาท)',
        'ยอดคงเหลือ (บาท)',
        'ช่องทาง',
        'รายละเอียด',
      ],
      ',',
    ),
    ...rows.map((r, i) => {
      const [kind, detail] = r.description.split('|');
      return csvLine(
        [
          be(r.date),
          `${pad2(7 + (i % 14))}:${pad2((i * 11) % 60)}`,
          kind ?? '',
          r.amountMinor < 0 ? fmt(r.amountMinor) : '',
          r.amountMinor > 0 ? fmt(r.amountMinor) : '',
          fmt(r.balanceMinor ?? 0),
          'K PLUS',
          detail ?? '',
        ],
        ',',
      );
    }),
  ];
  return [
    {
      fileName: 'KBank_statement_Jun-Aug.csv',
      bytes: enc('\ufeff' + lines.join('\r\n') + '\r\n'),
      account: 'kbank',
      bank: 'Kasikornbank',
      country: 'Thailand',
      currency: 'THB',
      exponent: 2,
      rows,
      hasBalance: true,
      hasCategory: false,
      namesCurrency: true,
      local: WORDS.th,
      nickname: 'KBank',
      layout: 'CSV , Thai headers with (บาท), Buddhist-era dates',
      partyOf: (r: Row) => r.description.split('|')[1] ?? '',
    },
  ];
}

function bbva(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 4,
    account: 'bbva',
    months: [
      [2026, 7],
      [2026, 8],
      [2026, 9],
    ],
    step: 1,
    perMonth: [20, 28],
    monthly: [
      {
        text: 'SPEI RECIBIDO CEMEX SAB DE CV NOMINA',
        min: 3_850_000,
        max: 3_850_000,
        in: true,
        day: 15,
      },
      { text: 'PAGO RENTA DEPTO ROMA NORTE', min: 1_450_000, max: 1_450_000, day: 1 },
      { text: 'PAGO CFE SUMINISTRADOR', min: 45_000, max: 98_000, day: 20 },
    ],
    everyday: [
      { text: 'OXXO SUCURSAL {n}', min: 2_500, max: 38_000, weight: 5 },
      { text: 'WALMART SUPERCENTER', min: 35_000, max: 280_000, weight: 3 },
      { text: 'UBER EATS MX', min: 12_000, max: 45_000, weight: 3 },
      { text: 'PEMEX GASOLINERA', min: 50_000, max: 120_000, weight: 2 },
      { text: 'MERCADO PAGO', min: 9_900, max: 250_000, weight: 2 },
      { text: 'SPEI RECIBIDO LUIS HERNANDEZ', min: 50_000, max: 400_000, in: true, weight: 1 },
    ],
  };
  const rows = withBalances(makeHistory(spec), 4_523_011);
  const money = (m: number) => `$${formatMinor(Math.abs(m), 2, { decimal: '.', group: ',' })}`;
  const aoa: (string | null)[][] = [
    ['BBVA México, S.A.'],
    ['Cuenta', 'Libretón Básico ****4321'],
    ['Divisa', 'MXN'],
    ['Periodo', '01/07/2026 al 30/09/2026'],
    [],
    ['Fecha', 'Descripción', 'Cargo', 'Abono', 'Saldo'],
    ...rows.map((r) => [
      dmy(r.date, '/'),
      r.description,
      r.amountMinor < 0 ? money(r.amountMinor) : '',
      r.amountMinor > 0 ? money(r.amountMinor) : '',
      money(r.balanceMinor ?? 0),
    ]),
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(aoa), 'Movimientos');
  const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  return [
    {
      fileName: 'movimientos_bbva_jul-sep.xlsx',
      bytes: new Uint8Array(bytes),
      account: 'bbva',
      bank: 'BBVA México',
      country: 'Mexico',
      currency: 'MXN',
      exponent: 2,
      rows,
      hasBalance: true,
      hasCategory: false,
      namesCurrency: true,
      local: WORDS.es,
      nickname: 'BBVA',
      period: { start: '2026-07-01', end: '2026-09-30' },
      layout: 'XLSX, amounts as text "$1,234.56", Divisa MXN',
      partyOf: (r: Row) => r.description.replace(/ \d{6}$/, ''),
    },
  ];
}

function postfinance(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 5,
    account: 'postfinance',
    months: [
      [2026, 8],
      [2026, 9],
      [2026, 10],
    ],
    step: 5,
    perMonth: [18, 26],
    monthly: [
      {
        text: 'GUTSCHRIFT VON: ROCHE DIAGNOSTICS AG LOHN',
        min: 712_500,
        max: 712_500,
        in: true,
        day: 25,
      },
      { text: 'LASTSCHRIFT: IMMO ZUERICH AG MIETE', min: 214_000, max: 214_000, day: 1 },
      { text: 'LASTSCHRIFT: CSS KRANKENVERSICHERUNG', min: 41_235, max: 41_235, day: 5 },
    ],
    everyday: [
      { text: 'KAUF/DIENSTLEISTUNG VOM {n} MIGROS ZUERICH', min: 560, max: 14_850, weight: 5 },
      { text: 'KAUF/DIENSTLEISTUNG VOM {n} COOP-1234 BASEL', min: 420, max: 12_300, weight: 4 },
      { text: 'KAUF/DIENSTLEISTUNG VOM {n} SBB CFF FFS', min: 440, max: 8_800, weight: 2 },
      { text: 'TWINT KAUF/DIENSTLEISTUNG GALAXUS', min: 1_990, max: 29_900, weight: 2 },
      { text: 'TWINT GUTSCHRIFT VON: MARCO ROSSI', min: 1_000, max: 12_000, in: true, weight: 1 },
    ],
  };
  const rows = withBalances(makeHistory(spec), 1_845_030);
  const swiss = (m: number) => formatMinor(m, 2, { decimal: '.', group: "'" });
  const lines = [
    'Datum von:;01.08.2026',
    'Datum bis:;31.10.2026',
    'Buchungsart:;Alle Buchungen',
    'Konto:;CH5609000000123456789',
    'Währung:;CHF',
    '',
    'Buchungsdatum;Avisierungstext;Gutschrift in CHF;Lastschrift in CHF;Valuta;Saldo in CHF',
    ...[...rows]
      .reverse()
      .map((r) =>
        [
          dmy(r.date, '.'),
          r.description,
          r.amountMinor > 0 ? swiss(r.amountMinor) : '',
          r.amountMinor < 0 ? swiss(r.amountMinor) : '',
          dmy(r.date, '.'),
          swiss(r.balanceMinor ?? 0),
        ].join(';'),
      ),
    '',
    'Disclaimer:;Dies ist kein durch PostFinance AG erstelltes Dokument.',
  ];
  return [
    {
      fileName: 'export_transaktionen_20261031.csv',
      bytes: enc('\ufeff' + lines.join('\r\n') + '\r\n'),
      account: 'postfinance',
      bank: 'PostFinance',
      country: 'Switzerland',
      currency: 'CHF',
      exponent: 2,
      rows,
      hasBalance: true,
      hasCategory: false,
      namesCurrency: true,
      local: WORDS.de,
      nickname: 'PostFinance',
      period: { start: '2026-08-01', end: '2026-10-31' },
      layout: "CSV ; BOM, Swiss 1'234.50, newest first, disclaimer",
      partyOf: (r: Row) =>
        r.description
          .replace(/\d{6}/, '')
          .replace(/.*(VON:|LASTSCHRIFT:|VOM) ?/, '')
          .trim(),
    },
  ];
}

function creditAgricole(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 6,
    account: 'ca',
    months: [
      [2026, 4],
      [2026, 5],
      [2026, 6],
      [2026, 7],
    ],
    step: 1,
    perMonth: [16, 24],
    monthly: [
      {
        text: 'VIREMENT EN VOTRE FAVEUR SNCF VOYAGEURS SALAIRE',
        min: 284_530,
        max: 284_530,
        in: true,
        day: 28,
      },
      { text: 'PRELEVEMENT FONCIA LOYER', min: 89_000, max: 89_000, day: 4 },
      { text: 'PRELEVEMENT EDF CLIENTS PARTICULIERS', min: 7_800, max: 7_800, day: 8 },
    ],
    everyday: [
      { text: 'PAIEMENT PAR CARTE X1234 CARREFOUR CITY', min: 520, max: 8_940, weight: 5 },
      { text: 'PAIEMENT PAR CARTE X1234 BOULANGERIE PAUL', min: 180, max: 1_250, weight: 3 },
      { text: 'PAIEMENT PAR CARTE X1234 SNCF INTERNET', min: 1_900, max: 18_900, weight: 2 },
      { text: 'PAIEMENT PAR CARTE X1234 FNAC DARTY', min: 1_999, max: 129_900, weight: 1 },
      {
        text: 'VIREMENT EN VOTRE FAVEUR MME DUBOIS CLAIRE',
        min: 2_000,
        max: 30_000,
        in: true,
        weight: 1,
      },
    ],
  };
  const rows = makeHistory(spec);
  const fr = (m: number) => formatMinor(Math.abs(m), 2, { decimal: ',', group: '\u00a0' });
  const lines = [
    'Téléchargement du 01/08/2026;',
    '',
    'M. JEAN MARTIN;',
    'Compte de Dépôt carte n° 12345678901;',
    'Solde au 31/07/2026 3\u00a0412,77 €;',
    '',
    'Liste des opérations du compte entre le 01/04/2026 et le 31/07/2026;',
    '',
    'Date;Libellé;Débit euros;Crédit euros;',
    ...[...rows]
      .reverse()
      .map(
        (r) =>
          `${dmy(r.date, '/')};"${r.description}";${r.amountMinor < 0 ? fr(r.amountMinor) : ''};${r.amountMinor > 0 ? fr(r.amountMinor) : ''};`,
      ),
  ];
  return [
    {
      fileName: 'CA20260801_123456.csv',
      bytes: iconv.encode(lines.join('\r\n') + '\r\n', 'win1252'),
      account: 'ca',
      bank: 'Crédit Agricole',
      country: 'France',
      currency: 'EUR',
      exponent: 2,
      rows,
      hasBalance: false,
      hasCategory: false,
      namesCurrency: true,
      local: WORDS.fr,
      nickname: 'Crédit Agricole',
      period: { start: '2026-04-01', end: '2026-07-31' },
      layout: 'CSV ; cp1252, NBSP grouping 1 234,56, Débit/Crédit euros',
      partyOf: (r: Row) =>
        r.description.replace(
          /^(PAIEMENT PAR CARTE X1234|VIREMENT EN VOTRE FAVEUR|PRELEVEMENT) /,
          '',
        ),
    },
  ];
}

function capitec(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 7,
    account: 'capitec',
    months: [
      [2026, 6],
      [2026, 7],
      [2026, 8],
      [2026, 9],
    ],
    step: 1,
    perMonth: [18, 26],
    monthly: [
      {
        text: 'Salary: Shoprite Holdings',
        min: 2_845_000,
        max: 2_845_000,
        in: true,
        day: 25,
        category: 'Salary',
      },
      {
        text: 'Debit Order: Rent Sea Point Flat',
        min: 950_000,
        max: 950_000,
        day: 1,
        category: 'Rent',
      },
      { text: 'Debit Order: Vodacom', min: 39_900, max: 39_900, day: 3, category: 'Cellphone' },
    ],
    everyday: [
      {
        text: 'POS Purchase: Checkers Sea Point',
        min: 4_500,
        max: 98_000,
        weight: 5,
        category: 'Groceries',
      },
      {
        text: 'POS Purchase: Woolworths Food',
        min: 3_900,
        max: 65_000,
        weight: 3,
        category: 'Groceries',
      },
      {
        text: 'POS Purchase: Uber Trip',
        min: 4_200,
        max: 18_500,
        weight: 2,
        category: 'Transport',
      },
      {
        text: 'POS Purchase: Mr D Food',
        min: 8_900,
        max: 32_000,
        weight: 2,
        category: 'Takeaways',
      },
      { text: 'POS Purchase: Engen Garage', min: 30_000, max: 95_000, weight: 2, category: 'Fuel' },
      {
        text: 'Payment Received: T Mokoena',
        min: 10_000,
        max: 150_000,
        in: true,
        weight: 1,
        category: 'Other Income',
      },
    ],
  };
  const all = withBalances(makeHistory(spec), 1_523_300);
  const fmt = (m: number) => formatMinor(Math.abs(m), 2, { decimal: '.', group: '' });
  const file = (rows: Row[]) => {
    const lines = [
      'Nr,Account,Posting Date,Transaction Date,Description,Original Description,Parent Category,Category,Money In,Money Out,Fee,Balance',
      ...rows.map((r, i) =>
        csvLine(
          [
            String(i + 1),
            '1234567890',
            r.date,
            r.date,
            r.description,
            r.description.toUpperCase(),
            r.amountMinor > 0 ? 'Income' : 'Spending',
            r.category ?? '',
            r.amountMinor > 0 ? fmt(r.amountMinor) : '',
            r.amountMinor < 0 ? `-${fmt(r.amountMinor)}` : '',
            '',
            formatMinor(r.balanceMinor ?? 0, 2, { decimal: '.', group: '' }),
          ],
          ',',
        ),
      ),
    ];
    return enc(lines.join('\n') + '\n');
  };
  const base = {
    account: 'capitec',
    bank: 'Capitec',
    country: 'South Africa',
    currency: 'ZAR',
    exponent: 2,
    hasBalance: true,
    hasCategory: true,
    namesCurrency: false,
    local: WORDS.en,
    nickname: 'Capitec',
    layout: 'CSV , ISO dates, Category, Money In/Money Out, no currency',
    partyOf: (r: Row) => r.description.split(': ')[1] ?? r.description,
  };
  const a = window(all, '2026-06-01', '2026-08-31');
  const b = window(all, '2026-07-01', '2026-09-30');
  return [
    { ...base, fileName: 'Capitec_Account_1234567890_Jun_Aug.csv', rows: a, bytes: file(a) },
    { ...base, fileName: 'transactions-export (2).csv', rows: b, bytes: file(b) },
  ];
}

function swedbank(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 8,
    account: 'swedbank',
    months: [
      [2026, 8],
      [2026, 9],
      [2026, 10],
    ],
    step: 1,
    perMonth: [20, 28],
    monthly: [
      { text: 'LÖN VOLVO PERSONVAGNAR AB', min: 3_645_000, max: 3_645_000, in: true, day: 25 },
      { text: 'HYRA HSB BRF SOLGLÄNTAN', min: 812_500, max: 812_500, day: 28 },
      { text: 'ELLEVIO AB AUTOGIRO', min: 42_000, max: 98_000, day: 27 },
    ],
    everyday: [
      { text: 'ICA NARA SODERMALM', min: 2_900, max: 78_000, weight: 5 },
      { text: 'SL ACCESS', min: 4_200, max: 97_000, weight: 2 },
      { text: 'FOODORA AB', min: 14_900, max: 38_000, weight: 3 },
      { text: 'SYSTEMBOLAGET', min: 8_900, max: 45_000, weight: 2 },
      { text: 'SWISH FRÅN ERIK LINDQVIST', min: 10_000, max: 80_000, in: true, weight: 1 },
    ],
  };
  const rows = withBalances(makeHistory(spec), 2_412_315);
  const fmt = (m: number) => formatMinor(m, 2, { decimal: '.', group: '' });
  const lines = [
    '* Transaktioner Period 2026-08-01 – 2026-10-31 Skapad 2026-11-02 09:14 CET',
    'Radnummer,Clearingnummer,Kontonummer,Produkt,Valuta,Bokföringsdag,Transaktionsdag,Valutadag,Referens,Beskrivning,Belopp,Bokfört saldo',
    ...[...rows]
      .reverse()
      .map((r, i) =>
        csvLine(
          [
            String(i + 1),
            '8327-9',
            '912 345 678-0',
            'e-sparkonto',
            'SEK',
            r.date,
            r.date,
            r.date,
            r.description.slice(0, 12),
            r.description,
            fmt(r.amountMinor),
            fmt(r.balanceMinor ?? 0),
          ],
          ',',
        ),
      ),
  ];
  return [
    {
      fileName: 'Transaktioner_2026-11-02_09-14-33.csv',
      bytes: enc(lines.join('\n') + '\n'),
      account: 'swedbank',
      bank: 'Swedbank',
      country: 'Sweden',
      currency: 'SEK',
      exponent: 2,
      rows,
      hasBalance: true,
      hasCategory: false,
      namesCurrency: true,
      local: WORDS.en,
      nickname: 'Swedbank',
      period: { start: '2026-08-01', end: '2026-10-31' },
      layout: 'CSV , * preamble, Valuta SEK, newest first',
      partyOf: (r: Row) => r.description,
    },
  ];
}

function wellsFargo(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 9,
    account: 'wf',
    months: [
      [2026, 5],
      [2026, 6],
      [2026, 7],
    ],
    step: 1,
    perMonth: [18, 26],
    monthly: [
      { text: 'KAISER PERMANENT PAYROLL', min: 398_750, max: 398_750, in: true, day: 1 },
      { text: 'PG&E WEB ONLINE', min: 8_812, max: 16_430, day: 19 },
      { text: 'ESSEX PROPERTY RENT', min: 265_000, max: 265_000, day: 3 },
    ],
    everyday: [
      { text: 'SAFEWAY #1711 SAN JOSE CA', min: 1_150, max: 14_875, weight: 5 },
      { text: 'PEETS COFFEE #214', min: 425, max: 1_190, weight: 3 },
      { text: 'SHELL OIL 5744', min: 3_800, max: 7_900, weight: 2 },
      { text: 'TARGET T-1925', min: 999, max: 12_499, weight: 2 },
      { text: 'VENMO CASHOUT DANIEL PARK', min: 2_000, max: 20_000, in: true, weight: 1 },
    ],
  };
  const rows = makeHistory(spec);
  const dt = (d: string) => `${d.replace(/-/g, '')}120000[0:GMT]`;
  const amt = (m: number) => formatMinor(m, 2, { decimal: '.', group: '' });
  const body = [...rows]
    .reverse()
    .map((r, i) =>
      [
        '<STMTTRN>',
        `<TRNTYPE>${r.amountMinor < 0 ? 'DEBIT' : 'CREDIT'}`,
        `<DTPOSTED>${dt(r.date)}`,
        `<TRNAMT>${amt(r.amountMinor)}`,
        `<FITID>2026${String(900000 + i)}`,
        `<NAME>${esc(r.description.slice(0, 32))}`,
        `<MEMO>${esc(r.description)}`,
        '</STMTTRN>',
      ].join('\n'),
    );
  const ofx = [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
    '<OFX>',
    '<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20260801120000[0:GMT]<LANGUAGE>ENG<FI><ORG>WF<FID>3000</FI></SONRS></SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>0<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>USD',
    '<BANKACCTFROM><BANKID>121000248<ACCTID>1234567890<ACCTTYPE>CHECKING</BANKACCTFROM>',
    `<BANKTRANLIST><DTSTART>20260501120000[0:GMT]<DTEND>20260731120000[0:GMT]`,
    ...body,
    '</BANKTRANLIST>',
    '<LEDGERBAL><BALAMT>8123.45<DTASOF>20260731120000[0:GMT]</LEDGERBAL>',
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
  ].join('\n');
  return [
    {
      fileName: 'Checking1.qfx',
      bytes: enc(ofx),
      account: 'wf',
      bank: 'Wells Fargo',
      country: 'United States',
      currency: 'USD',
      exponent: 2,
      rows,
      hasBalance: false,
      hasCategory: false,
      namesCurrency: true,
      local: WORDS.en,
      nickname: 'Wells Fargo',
      period: { start: '2026-05-01', end: '2026-07-31' },
      layout: 'OFX 1.02 SGML (QFX), CURDEF USD, newest first',
      partyOf: (r: Row) => r.description.slice(0, 20),
    },
  ];
}

export function unseenSet(): StatementFile[] {
  return [
    ...nbk(),
    ...mbank(),
    ...kbank(),
    ...bbva(),
    ...postfinance(),
    ...creditAgricole(),
    ...capitec(),
    ...swedbank(),
    ...wellsFargo(),
  ];
}
