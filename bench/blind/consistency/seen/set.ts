// The SEEN set (seed 20261207): nine accounts in eight currencies, eleven files. Run once against
// 8545eec; its first-run score is in ../FIRST-RUN.md.
//
//   OTP Bank (HU, HUF)        CSV ; Windows-1250, whole forints, running balance, 2 files that overlap
//   MUFG Bank (JP, JPY)       CSV , Shift_JIS, half-width katakana, "1,200" amounts, no currency named
//   BBK (BH, BHD)             XLSX with a preamble, numeric cells with three decimals, debit/credit
//   Bank Mandiri (ID, IDR)    CSV , preamble, Indonesian 1.500.000,00 amounts, debit/credit
//   Sparkasse (DE, EUR)       CSV-CAMT ; Windows-1252, dd.mm.yy, 2 files that overlap
//   ING (NL, EUR)             CSV ; yyyymmdd, Af/Bij with unsigned amounts, balance
//   Chase (US, USD)           CSV , MM/DD/YYYY, trailing comma, balance, no currency named
//   SBI (IN, INR)             tab-separated text saved as .xls, lakh grouping, footer line
//   Monzo (GB, GBP)           CSV , categories, Money Out / Money In, two identical coffees
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

const SEED = 20261207;
const enc = (text: string) => new TextEncoder().encode(text);
const ymd = (date: string) => date.split('-').map(Number) as [number, number, number];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// ---------- OTP Bank, Hungary, HUF ----------
function otp(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 1,
    account: 'otp',
    months: [
      [2026, 6],
      [2026, 7],
      [2026, 8],
      [2026, 9],
    ],
    step: 100,
    perMonth: [22, 30],
    monthly: [
      {
        text: 'Munkabér - Dunai Logisztika Kft.',
        min: 61_500_000,
        max: 64_800_000,
        in: true,
        day: 10,
      },
      { text: 'Albérlet díj - Kovács Péter', min: 18_500_000, max: 18_500_000, day: 5 },
      { text: 'Csoportos beszedés - ELMŰ-ÉMÁSZ', min: 980_000, max: 1_650_000, day: 14 },
      { text: 'Csoportos beszedés - Telekom', min: 799_000, max: 799_000, day: 20 },
    ],
    everyday: [
      { text: 'Vásárlás kártyával - SPAR MAGYARORSZAG', min: 150_000, max: 2_450_000, weight: 5 },
      { text: 'Vásárlás kártyával - LIDL BUDAPEST', min: 120_000, max: 1_890_000, weight: 4 },
      { text: 'Vásárlás kártyával - MOL TOLTOALLOMAS', min: 900_000, max: 2_600_000, weight: 2 },
      { text: 'Vásárlás kártyával - BKK AUTOMATA', min: 45_000, max: 950_000, weight: 2 },
      { text: 'Vásárlás kártyával - WOLT', min: 350_000, max: 1_200_000, weight: 2 },
      { text: 'Vásárlás kártyával - DM DROGERIE', min: 190_000, max: 980_000, weight: 2 },
      {
        text: 'Átutalás jóváírás - Nagy Eszter',
        min: 500_000,
        max: 4_500_000,
        in: true,
        weight: 1,
      },
    ],
  };
  const all = withBalances(makeHistory(spec), 45_210_000);
  const fmt = (m: number) => formatMinor(m, 2, { decimal: ',', group: '', printedDecimals: 0 });
  const date = (d: string) => `${d.replace(/-/g, '.')}.`;
  const file = (rows: Row[]) => {
    const lines = [
      csvLine(
        [
          'Könyvelés dátuma',
          'Értéknap',
          'Típus',
          'Összeg',
          'Pénznem',
          'Egyenleg',
          'Partner neve',
          'Közlemény',
        ],
        ';',
      ),
      ...rows.map((r) => {
        const [type, partner] = r.description.split(' - ');
        return csvLine(
          [
            date(r.date),
            date(r.date),
            type ?? '',
            fmt(r.amountMinor),
            'HUF',
            fmt(r.balanceMinor ?? 0),
            partner ?? '',
            r.description,
          ],
          ';',
        );
      }),
    ];
    return iconv.encode(lines.join('\r\n') + '\r\n', 'win1250');
  };
  const base = {
    account: 'otp',
    bank: 'OTP Bank',
    country: 'Hungary',
    currency: 'HUF',
    exponent: 2,
    hasBalance: true,
    hasCategory: false,
    namesCurrency: true,
    local: WORDS.hu,
    nickname: 'OTP',
    partyOf: (r: Row) => r.description.split(' - ')[1] ?? '',
    layout: 'CSV ; Windows-1250, whole forints without decimals, Pénznem column, running balance',
  };
  const a = window(all, '2026-06-01', '2026-08-31');
  const b = window(all, '2026-07-01', '2026-09-30');
  return [
    { ...base, fileName: 'otp_szamlatortenet_20260601_20260831.csv', rows: a, bytes: file(a) },
    { ...base, fileName: 'OTP tranzakciok jul-szept.csv', rows: b, bytes: file(b) },
  ];
}

// ---------- MUFG Bank, Japan, JPY ----------
function mufg(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 2,
    account: 'mufg',
    months: [
      [2026, 7],
      [2026, 8],
      [2026, 9],
    ],
    step: 1,
    perMonth: [20, 30],
    monthly: [
      { text: '振込|ｶ)ﾔﾏﾄｼｮｳｼﾞ', min: 312_000, max: 338_000, in: true, day: 25 },
      { text: '口座振替|ﾄｳｷﾖｳﾃﾞﾝﾘﾖｸ', min: 6_800, max: 11_900, day: 27 },
      { text: '口座振替|ﾄｳｷﾖｳｶﾞｽ', min: 3_900, max: 6_400, day: 27 },
      { text: '振込|ﾀﾅｶ ｱｷﾗ ﾔﾁﾝ', min: 98_000, max: 98_000, day: 27 },
    ],
    everyday: [
      { text: 'デビット|ｾﾌﾞﾝｲﾚﾌﾞﾝ', min: 180, max: 1_600, weight: 5 },
      { text: 'デビット|ﾛ-ｿﾝ', min: 150, max: 1_300, weight: 3 },
      { text: 'デビット|ｱﾏｿﾞﾝ ｼﾞﾔﾊﾟﾝ', min: 980, max: 15_800, weight: 2 },
      { text: 'デビット|ﾕﾆｸﾛ', min: 1_990, max: 8_990, weight: 1 },
      { text: 'デビット|ｽｷﾔ', min: 450, max: 1_200, weight: 2 },
      { text: 'カード|ｼﾞｴｲｱ-ﾙﾋｶﾞｼﾆﾎﾝ', min: 1_000, max: 5_000, weight: 2 },
      { text: '振込|ｻﾄｳ ﾊﾅｺ', min: 3_000, max: 20_000, in: true, weight: 1 },
    ],
  };
  const rows = withBalances(makeHistory(spec), 412_380);
  const fmt = (m: number) => formatMinor(Math.abs(m), 0, { decimal: '.', group: ',' });
  const lines = [
    csvLine(
      [
        '日付',
        '摘要',
        '摘要内容',
        '支払い金額',
        '預かり金額',
        '差引残高',
        'メモ',
        '未資金化区分',
        '入払区分',
      ],
      ',',
      true,
    ),
    ...rows.map((r) => {
      const [y, m, d] = ymd(r.date);
      const [kind, detail] = r.description.split('|');
      const out = r.amountMinor < 0;
      return csvLine(
        [
          `${y}/${m}/${d}`,
          kind ?? '',
          detail ?? '',
          out ? fmt(r.amountMinor) : '',
          out ? '' : fmt(r.amountMinor),
          fmt(r.balanceMinor ?? 0),
          '',
          '',
          out ? '支払い' : '入金',
        ],
        ',',
        true,
      );
    }),
  ];
  return [
    {
      fileName: 'mufg_meisai_202607-202609.csv',
      bytes: iconv.encode(lines.join('\r\n') + '\r\n', 'Shift_JIS'),
      account: 'mufg',
      bank: 'MUFG Bank',
      country: 'Japan',
      currency: 'JPY',
      exponent: 0,
      rows,
      hasBalance: true,
      hasCategory: false,
      namesCurrency: false,
      local: WORDS.ja,
      nickname: 'MUFG',
      partyOf: (r: Row) => r.description.split('|')[1] ?? '',
      layout:
        'CSV , Shift_JIS, all cells quoted, yen with thousands commas, split 支払い/預かり columns',
    },
  ];
}

// ---------- Bank of Bahrain and Kuwait, BHD ----------
function bbk(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 3,
    account: 'bbk',
    months: [
      [2026, 6],
      [2026, 7],
      [2026, 8],
    ],
    step: 5,
    perMonth: [18, 28],
    monthly: [
      { text: 'SALARY CREDIT GULF AIR B.S.C.', min: 845_000, max: 872_500, in: true, day: 28 },
      { text: 'STANDING ORDER RENT FLAT 21 BLDG 455 JUFFAIR', min: 280_000, max: 280_000, day: 1 },
      { text: 'EWA BILL PAYMENT {n}', min: 14_250, max: 38_900, day: 12 },
      { text: 'BATELCO POSTPAID {n}', min: 12_500, max: 12_500, day: 18 },
    ],
    everyday: [
      { text: 'POS PURCHASE LULU HYPERMARKET SEEF', min: 2_350, max: 48_750, weight: 5 },
      { text: 'POS PURCHASE ALAREEN COFFEE', min: 1_200, max: 4_500, weight: 3 },
      { text: 'POS PURCHASE BAPCO STATION', min: 3_000, max: 12_000, weight: 2 },
      { text: 'POS PURCHASE TALABAT', min: 2_800, max: 9_950, weight: 3 },
      { text: 'POS PURCHASE CITY CENTRE BAHRAIN', min: 5_500, max: 65_000, weight: 2 },
      { text: 'FAWRI+ TRANSFER FROM AHMED ALI', min: 10_000, max: 150_000, in: true, weight: 1 },
    ],
  };
  const rows = withBalances(makeHistory(spec), 1_245_380);
  const date = (d: string) => {
    const [y, m, day] = ymd(d);
    return `${pad2(day)}-${MON[m - 1]}-${y}`;
  };
  const major = (minor: number) => Math.abs(minor) / 1000;
  const aoa: (string | number | null)[][] = [
    ['Bank of Bahrain and Kuwait B.S.C.'],
    ['Account Statement'],
    ['Account Number', '0012-345678-001'],
    ['Account Name', 'MR SAYED HUSSAIN ALAWI'],
    ['Currency', 'BHD'],
    ['Period', '01/06/2026 To 31/08/2026'],
    [],
    ['Post Date', 'Value Date', 'Narration', 'Cheque/Ref No', 'Debit', 'Credit', 'Balance'],
    ...rows.map((r, i) => [
      date(r.date),
      date(r.date),
      r.description,
      `FT26${String(100000 + i * 37)}`,
      r.amountMinor < 0 ? major(r.amountMinor) : null,
      r.amountMinor > 0 ? major(r.amountMinor) : null,
      (r.balanceMinor ?? 0) / 1000,
    ]),
  ];
  const sheet = XLSX.utils.aoa_to_sheet(aoa);
  for (const address of Object.keys(sheet)) {
    const cell = sheet[address] as XLSX.CellObject | undefined;
    if (!address.startsWith('!') && cell && cell.t === 'n') cell.z = '#,##0.000';
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Statement');
  const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  return [
    {
      fileName: 'BBK_Account_Statement_Jun-Aug_2026.xlsx',
      bytes: new Uint8Array(bytes),
      account: 'bbk',
      bank: 'BBK',
      country: 'Bahrain',
      currency: 'BHD',
      exponent: 3,
      rows,
      hasBalance: true,
      hasCategory: false,
      namesCurrency: true,
      local: WORDS.ar,
      nickname: 'BBK',
      period: { start: '2026-06-01', end: '2026-08-31' },
      partyOf: (r: Row) => r.description,
      layout: 'XLSX, preamble with Currency BHD, numeric cells #,##0.000, Debit/Credit, balance',
    },
  ];
}

// ---------- Bank Mandiri, Indonesia, IDR ----------
function mandiri(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 4,
    account: 'mandiri',
    months: [
      [2026, 8],
      [2026, 9],
      [2026, 10],
    ],
    step: 10_000,
    perMonth: [22, 32],
    monthly: [
      {
        text: 'TRANSFER GAJI PT SINAR MAS AGRO',
        min: 1_245_000_000,
        max: 1_310_000_000,
        in: true,
        day: 25,
      },
      { text: 'BAYAR KOS BU WATI', min: 250_000_000, max: 250_000_000, day: 2 },
      { text: 'PEMBAYARAN PLN PRABAYAR {n}', min: 20_000_000, max: 50_000_000, day: 6 },
      { text: 'PEMBAYARAN TELKOMSEL HALO', min: 15_000_000, max: 15_000_000, day: 15 },
    ],
    everyday: [
      { text: 'DEBIT QRIS INDOMARET', min: 1_500_000, max: 28_500_000, weight: 5 },
      { text: 'DEBIT QRIS ALFAMART', min: 1_200_000, max: 21_000_000, weight: 4 },
      { text: 'TOPUP GOPAY {n}', min: 5_000_000, max: 50_000_000, weight: 2 },
      { text: 'DEBIT QRIS KOPI KENANGAN', min: 1_800_000, max: 6_500_000, weight: 3 },
      { text: 'DEBIT TOKOPEDIA', min: 4_900_000, max: 89_000_000, weight: 2 },
      {
        text: 'TRANSFER MASUK DARI RINA PUSPITA',
        min: 10_000_000,
        max: 150_000_000,
        in: true,
        weight: 1,
      },
    ],
  };
  const rows = withBalances(makeHistory(spec), 823_450_000);
  const fmt = (m: number) => formatMinor(Math.abs(m), 2, { decimal: ',', group: '.' });
  const date = (d: string) => {
    const [y, m, day] = ymd(d);
    return `${pad2(day)}/${pad2(m)}/${y}`;
  };
  const lines = [
    csvLine(['Nomor Rekening', '1370012345678'], ','),
    csvLine(['Nama', 'BUDI SANTOSO'], ','),
    csvLine(['Periode', '01/08/2026 - 31/10/2026'], ','),
    csvLine(['Mata Uang', 'IDR'], ','),
    '',
    csvLine(['Tanggal', 'Keterangan', 'Debit', 'Kredit', 'Saldo'], ','),
    ...rows.map((r) =>
      csvLine(
        [
          date(r.date),
          r.description,
          r.amountMinor < 0 ? fmt(r.amountMinor) : '0,00',
          r.amountMinor > 0 ? fmt(r.amountMinor) : '0,00',
          fmt(r.balanceMinor ?? 0),
        ],
        ',',
        true,
      ),
    ),
  ];
  return [
    {
      fileName: 'Mutasi_Rekening_Mandiri_Agu-Okt_2026.csv',
      bytes: enc(lines.join('\n') + '\n'),
      account: 'mandiri',
      bank: 'Bank Mandiri',
      country: 'Indonesia',
      currency: 'IDR',
      exponent: 2,
      rows,
      hasBalance: true,
      hasCategory: false,
      namesCurrency: true,
      local: WORDS.id,
      nickname: 'Mandiri',
      period: { start: '2026-08-01', end: '2026-10-31' },
      partyOf: (r: Row) => r.description,
      layout:
        'CSV , preamble with Mata Uang IDR, 1.500.000,00 amounts, Debit/Kredit with 0,00, Saldo',
    },
  ];
}

// ---------- Sparkasse, Germany, EUR ----------
function sparkasse(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 5,
    account: 'sparkasse',
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
        text: 'LOHN / GEHALT|Muster Maschinenbau GmbH|GEHALT {n}',
        min: 318_000,
        max: 331_500,
        in: true,
        day: 28,
      },
      {
        text: 'DAUERAUFTRAG|Hausverwaltung Becker|Miete Wohnung 3.OG links',
        min: 98_000,
        max: 98_000,
        day: 1,
      },
      {
        text: 'FOLGELASTSCHRIFT|Stadtwerke Köln GmbH|Abschlag Strom Gas {n}',
        min: 11_400,
        max: 11_400,
        day: 3,
      },
      {
        text: 'FOLGELASTSCHRIFT|Telekom Deutschland GmbH|Kd-Nr {n}',
        min: 3_995,
        max: 3_995,
        day: 9,
      },
    ],
    everyday: [
      {
        text: 'KARTENZAHLUNG|REWE Markt GmbH|REWE SAGT DANKE {n}',
        min: 850,
        max: 9_840,
        weight: 5,
      },
      { text: 'KARTENZAHLUNG|ALDI SUED|ALDI SUED SAGT DANKE', min: 520, max: 6_490, weight: 4 },
      { text: 'KARTENZAHLUNG|dm-drogerie markt|dm fil. 1234', min: 295, max: 3_890, weight: 2 },
      { text: 'KARTENZAHLUNG|Aral Station|ARAL {n}', min: 3_500, max: 8_900, weight: 2 },
      {
        text: 'LASTSCHRIFT|PayPal Europe S.a.r.l. et Cie S.C.A|PP.{n}.PP . Ihr Einkauf bei',
        min: 999,
        max: 12_900,
        weight: 2,
      },
      {
        text: 'GUTSCHRIFT|Anna Schmidt|Anteil Urlaub',
        min: 2_000,
        max: 25_000,
        in: true,
        weight: 1,
      },
    ],
  };
  const all = makeHistory(spec);
  const fmt = (m: number) => formatMinor(m, 2, { decimal: ',', group: '' });
  const date = (d: string) => {
    const [y, m, day] = ymd(d);
    return `${pad2(day)}.${pad2(m)}.${String(y).slice(2)}`;
  };
  const header = [
    'Auftragskonto',
    'Buchungstag',
    'Valutadatum',
    'Buchungstext',
    'Verwendungszweck',
    'Glaeubiger ID',
    'Mandatsreferenz',
    'Kundenreferenz (End-to-End)',
    'Sammlerreferenz',
    'Lastschrift Ursprungsbetrag',
    'Auslagenersatz Ruecklastschrift',
    'Beguenstigter/Zahlungspflichtiger',
    'Kontonummer/IBAN',
    'BIC (SWIFT-Code)',
    'Betrag',
    'Waehrung',
    'Info',
  ];
  const file = (rows: Row[]) => {
    const lines = [
      csvLine(header, ';', true),
      ...rows.map((r) => {
        const [kind, party, purpose] = r.description.split('|');
        return csvLine(
          [
            'DE44370501981234567890',
            date(r.date),
            date(r.date),
            kind ?? '',
            purpose ?? '',
            '',
            '',
            '',
            '',
            '',
            '',
            party ?? '',
            'DE02120300000000202051',
            'BYLADEM1001',
            fmt(r.amountMinor),
            'EUR',
            'Umsatz gebucht',
          ],
          ';',
          true,
        );
      }),
    ];
    return iconv.encode(lines.join('\r\n') + '\r\n', 'win1252');
  };
  const base = {
    account: 'sparkasse',
    bank: 'Sparkasse KölnBonn',
    country: 'Germany',
    currency: 'EUR',
    exponent: 2,
    hasBalance: false,
    hasCategory: false,
    namesCurrency: true,
    local: WORDS.de,
    nickname: 'Sparkasse',
    partyOf: (r: Row) => r.description.split('|')[1] ?? '',
    layout:
      'CSV-CAMT ; Windows-1252, all quoted, dd.mm.yy, Betrag -12,34, Waehrung EUR, no balance',
  };
  const a = window(all, '2026-06-01', '2026-08-31');
  const b = window(all, '2026-07-01', '2026-09-30');
  return [
    { ...base, fileName: '20260831-1234567890-umsatz.CSV', rows: a, bytes: file(a) },
    { ...base, fileName: 'Umsaetze Girokonto Juli-September.csv', rows: b, bytes: file(b) },
  ];
}

// ---------- ING, Netherlands, EUR ----------
function ing(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 6,
    account: 'ing',
    months: [
      [2026, 9],
      [2026, 10],
      [2026, 11],
    ],
    step: 1,
    perMonth: [20, 30],
    monthly: [
      {
        text: 'Salaris|Bakker Logistiek B.V.|OV|Salaris {n}',
        min: 342_000,
        max: 356_000,
        in: true,
        day: 24,
      },
      {
        text: 'Huur|Woonstichting De Key|IC|Huur november termijn {n}',
        min: 124_500,
        max: 124_500,
        day: 1,
      },
      {
        text: 'Energie|Vattenfall Klantenservice N.V.|IC|Termijnbedrag {n}',
        min: 13_900,
        max: 13_900,
        day: 8,
      },
      {
        text: 'Zorg|Zilveren Kruis Zorgverzekeringen NV|IC|Premie {n}',
        min: 14_850,
        max: 14_850,
        day: 1,
      },
    ],
    everyday: [
      {
        text: 'Boodschappen|Albert Heijn 1234 AMSTERDAM|BA|Pasvolgnr: 003 Transactie: {n}',
        min: 450,
        max: 8_750,
        weight: 5,
      },
      {
        text: 'Boodschappen|Jumbo Amsterdam Oost|BA|Pasvolgnr: 003 Transactie: {n}',
        min: 380,
        max: 6_900,
        weight: 3,
      },
      {
        text: 'Vervoer|NS GROEP IZ NS REIZIGERS|BA|Pasvolgnr: 003 Transactie: {n}',
        min: 350,
        max: 4_200,
        weight: 2,
      },
      {
        text: 'Uit eten|Thuisbezorgd.nl via Adyen|ID|iDEAL {n}',
        min: 1_850,
        max: 4_900,
        weight: 2,
      },
      { text: 'Winkelen|Bol.com BV|ID|iDEAL {n}', min: 999, max: 14_999, weight: 2 },
      {
        text: 'Tikkie|Tikkie|OV|Tikkie ID {n} van S de Vries',
        min: 500,
        max: 4_500,
        in: true,
        weight: 1,
      },
    ],
  };
  const rows = withBalances(makeHistory(spec), 284_115);
  const fmt = (m: number) => formatMinor(Math.abs(m), 2, { decimal: ',', group: '' });
  const header = [
    'Datum',
    'Naam / Omschrijving',
    'Rekening',
    'Tegenrekening',
    'Code',
    'Af Bij',
    'Bedrag (EUR)',
    'Mutatiesoort',
    'Mededelingen',
    'Saldo na mutatie',
    'Tag',
  ];
  const kinds: Record<string, string> = {
    OV: 'Overschrijving',
    IC: 'Incasso',
    BA: 'Betaalautomaat',
    ID: 'iDEAL',
  };
  const lines = [
    csvLine(header, ';', true),
    ...rows.map((r) => {
      const [, name, code, note] = r.description.split('|');
      return csvLine(
        [
          r.date.replace(/-/g, ''),
          name ?? '',
          'NL91INGB0001234567',
          code === 'BA' ? '' : 'NL20INGB0007654321',
          code ?? '',
          r.amountMinor < 0 ? 'Af' : 'Bij',
          fmt(r.amountMinor),
          kinds[code ?? ''] ?? '',
          note ?? '',
          formatMinor(r.balanceMinor ?? 0, 2, { decimal: ',', group: '' }),
          '',
        ],
        ';',
        true,
      );
    }),
  ];
  return [
    {
      fileName: 'NL91INGB0001234567_01-09-2026_30-11-2026.csv',
      bytes: enc(lines.join('\r\n') + '\r\n'),
      account: 'ing',
      bank: 'ING',
      country: 'Netherlands',
      currency: 'EUR',
      exponent: 2,
      rows,
      hasBalance: true,
      hasCategory: false,
      namesCurrency: true,
      local: WORDS.nl,
      nickname: 'ING',
      partyOf: (r: Row) => r.description.split('|')[1] ?? '',
      layout: 'CSV ; yyyymmdd, Af/Bij with unsigned Bedrag (EUR) 12,34, Saldo na mutatie',
    },
  ];
}

// ---------- Chase, United States, USD ----------
function chase(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 7,
    account: 'chase',
    months: [
      [2026, 8],
      [2026, 9],
      [2026, 10],
      [2026, 11],
    ],
    step: 1,
    perMonth: [16, 24],
    monthly: [
      {
        text: 'ACH_CREDIT|ACME CORP PAYROLL PPD ID: 9111111101',
        min: 412_500,
        max: 412_500,
        in: true,
        day: 15,
      },
      {
        text: 'ACH_DEBIT|GREYSTAR RENT PMT WEB ID: 1234567890',
        min: 185_000,
        max: 185_000,
        day: 1,
      },
      { text: 'ACH_DEBIT|CON ED OF NY CECONY WEB ID: {n}', min: 7_412, max: 14_980, day: 11 },
      { text: 'DEBIT_CARD|NETFLIX.COM NETFLIX.COM CA', min: 1_549, max: 1_549, day: 17 },
    ],
    everyday: [
      { text: 'DEBIT_CARD|TRADER JOE S #554 NEW YORK NY', min: 1_250, max: 9_875, weight: 5 },
      { text: 'DEBIT_CARD|STARBUCKS STORE 11742 NEW YORK NY', min: 395, max: 1_280, weight: 4 },
      { text: 'DEBIT_CARD|UBER *TRIP HELP.UBER.COM CA', min: 1_140, max: 4_890, weight: 2 },
      { text: 'DEBIT_CARD|AMAZON.COM*RT4H21 AMZN.COM/BILL WA', min: 1_299, max: 15_999, weight: 3 },
      { text: 'DEBIT_CARD|CVS/PHARMACY #02117 NEW YORK NY', min: 480, max: 4_230, weight: 2 },
      {
        text: 'QUICKPAY_CREDIT|Zelle payment from JESSICA LEE {n}',
        min: 2_000,
        max: 30_000,
        in: true,
        weight: 1,
      },
    ],
  };
  const rows = withBalances(makeHistory(spec), 523_417);
  const fmt = (m: number) => formatMinor(m, 2, { decimal: '.', group: '' });
  const date = (d: string) => {
    const [y, m, day] = ymd(d);
    return `${pad2(m)}/${pad2(day)}/${y}`;
  };
  // Chase lists the newest first.
  const lines = [
    'Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #,',
    ...[...rows].reverse().map((r) => {
      const [type, text] = r.description.split('|');
      return `${csvLine([r.amountMinor < 0 ? 'DEBIT' : 'CREDIT', date(r.date), text ?? '', fmt(r.amountMinor), type ?? '', fmt(r.balanceMinor ?? 0), ''], ',')},`;
    }),
  ];
  return [
    {
      fileName: 'Chase1234_Activity_20261130.CSV',
      bytes: enc(lines.join('\n') + '\n'),
      account: 'chase',
      bank: 'Chase',
      country: 'United States',
      currency: 'USD',
      exponent: 2,
      rows,
      hasBalance: true,
      hasCategory: false,
      namesCurrency: false,
      local: WORDS.en,
      nickname: 'Chase',
      partyOf: (r: Row) => r.description.split('|')[1] ?? '',
      layout:
        'CSV , newest first, MM/DD/YYYY, signed Amount, Balance, trailing comma, no currency named',
    },
  ];
}

// ---------- State Bank of India, INR ----------
function sbi(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 8,
    account: 'sbi',
    months: [
      [2026, 7],
      [2026, 8],
      [2026, 9],
    ],
    step: 100,
    perMonth: [22, 32],
    monthly: [
      {
        text: 'BY TRANSFER-NEFT*HDFC0000240*N{n}*INFOSYS LIMITED',
        min: 14_350_000,
        max: 14_350_000,
        in: true,
        day: 30,
      },
      {
        text: 'TO TRANSFER-UPI/DR/{n}/MEENA IYER/SBIN/rent',
        min: 3_200_000,
        max: 3_200_000,
        day: 3,
      },
      {
        text: 'TO TRANSFER-UPI/DR/{n}/BESCOM/YESB/electricity',
        min: 145_000,
        max: 389_000,
        day: 12,
      },
      { text: 'DEBIT-ACHDr NACH00000000{n} LIC OF INDIA', min: 1_215_000, max: 1_215_000, day: 10 },
    ],
    everyday: [
      { text: 'TO TRANSFER-UPI/DR/{n}/SWIGGY/AXIS/Swiggy', min: 18_900, max: 125_000, weight: 4 },
      {
        text: 'TO TRANSFER-UPI/DR/{n}/BIGBASKET/ICIC/bigbasket',
        min: 45_000,
        max: 385_000,
        weight: 4,
      },
      { text: 'TO TRANSFER-UPI/DR/{n}/ZOMATO/HDFC/zomato', min: 22_000, max: 98_000, weight: 3 },
      {
        text: 'TO TRANSFER-UPI/DR/{n}/INDIAN OIL/SBIN/petrol',
        min: 100_000,
        max: 350_000,
        weight: 2,
      },
      {
        text: 'TO TRANSFER-UPI/DR/{n}/AMAZON PAY/YESB/amazon',
        min: 39_900,
        max: 1_899_900,
        weight: 2,
      },
      {
        text: 'BY TRANSFER-UPI/CR/{n}/ARJUN NAIR/KKBK/UPI',
        min: 50_000,
        max: 2_500_000,
        in: true,
        weight: 1,
      },
    ],
  };
  const rows = withBalances(makeHistory(spec), 28_745_650);
  const fmt = (m: number) =>
    formatMinor(Math.abs(m), 2, { decimal: '.', group: ',', grouping: 'indian' });
  const date = (d: string) => {
    const [y, m, day] = ymd(d);
    return `${day} ${MON[m - 1]} ${y}`;
  };
  const lines = [
    'Account Name       :\tMr. RAHUL SHARMA',
    'Address            :\t12 MG ROAD, BENGALURU',
    'Date               :\t7 Dec 2026',
    'Account Number     :\t_00000031234567890',
    'Account Description:\tREGULAR SB CHQ-INDIVIDUALS',
    'Branch             :\tMG ROAD BANGALORE',
    'Drawing Power      :\t0.00',
    'Interest Rate(% p.a.):\t2.7',
    'MOD Balance        :\t0.00',
    'CIF No.            :\t_85012345678',
    'IFS Code           :\tSBIN0004567',
    'MICR Code          :\t560002012',
    `Balance as on 1 Jul 2026 :\t${fmt(28_745_650)}`,
    '',
    'Account Statement from 1 Jul 2026 to 30 Sep 2026',
    '',
    'Txn Date\tValue Date\tDescription\tRef No./Cheque No.\t        Debit\tCredit\tBalance',
    ...rows.map((r, i) =>
      [
        date(r.date),
        date(r.date),
        r.description,
        `TRANSFER ${String(400000 + i * 13)}`,
        r.amountMinor < 0 ? fmt(r.amountMinor) : ' ',
        r.amountMinor > 0 ? fmt(r.amountMinor) : ' ',
        fmt(r.balanceMinor ?? 0),
      ].join('\t'),
    ),
    '**This is a computer generated statement and does not require a signature.',
  ];
  return [
    {
      fileName: 'SBI_Account_Statement_Jul-Sep.xls',
      bytes: enc(lines.join('\n') + '\n'),
      account: 'sbi',
      bank: 'State Bank of India',
      country: 'India',
      currency: 'INR',
      exponent: 2,
      rows,
      hasBalance: true,
      hasCategory: false,
      namesCurrency: false,
      local: WORDS.hinglish,
      nickname: 'SBI',
      period: { start: '2026-07-01', end: '2026-09-30' },
      partyOf: (r: Row) => r.description,
      layout:
        'tab-separated text saved as .xls, preamble, "5 Jul 2026", lakh grouping 1,43,500.00, footer',
    },
  ];
}

// ---------- Monzo, United Kingdom, GBP ----------
function monzo(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 9,
    account: 'monzo',
    months: [
      [2026, 9],
      [2026, 10],
      [2026, 11],
    ],
    step: 1,
    perMonth: [24, 34],
    twin: true,
    monthly: [
      {
        text: 'BRIGHTWAVE MEDIA LTD|Faster payment',
        min: 268_540,
        max: 268_540,
        in: true,
        day: 26,
        category: 'Income',
      },
      {
        text: 'Lambeth Lettings|Faster payment',
        min: 125_000,
        max: 125_000,
        day: 1,
        category: 'Bills',
      },
      { text: 'Octopus Energy|Direct Debit', min: 8_700, max: 8_700, day: 4, category: 'Bills' },
      { text: 'Spotify|Card payment', min: 1_199, max: 1_199, day: 14, category: 'Entertainment' },
    ],
    everyday: [
      { text: 'Tesco|Card payment', min: 320, max: 6_840, weight: 5, category: 'Groceries' },
      { text: 'Sainsbury’s|Card payment', min: 450, max: 5_290, weight: 3, category: 'Groceries' },
      {
        text: 'Pret A Manger|Card payment',
        min: 345,
        max: 1_095,
        weight: 4,
        category: 'Eating out',
      },
      {
        text: 'Transport for London|Card payment',
        min: 280,
        max: 880,
        weight: 4,
        category: 'Transport',
      },
      { text: 'Deliveroo|Card payment', min: 1_490, max: 3_650, weight: 2, category: 'Eating out' },
      { text: 'Amazon|Card payment', min: 799, max: 8_999, weight: 2, category: 'Shopping' },
      {
        text: 'Tom Hughes|Faster payment',
        min: 1_000,
        max: 6_000,
        in: true,
        weight: 1,
        category: 'General',
      },
    ],
  };
  const rows = makeHistory(spec);
  const fmt = (m: number) => formatMinor(m, 2, { decimal: '.', group: '' });
  const header = [
    'Transaction ID',
    'Date',
    'Time',
    'Type',
    'Name',
    'Emoji',
    'Category',
    'Amount',
    'Currency',
    'Local amount',
    'Local currency',
    'Notes and #tags',
    'Address',
    'Receipt',
    'Description',
    'Category split',
    'Money Out',
    'Money In',
  ];
  const emoji: Record<string, string> = {
    Groceries: '🛒',
    'Eating out': '🍔',
    Transport: '🚆',
    Bills: '💡',
    Shopping: '🛍️',
    Entertainment: '🎉',
    Income: '💰',
    General: '',
  };
  const lines = [
    csvLine(header, ','),
    ...rows.map((r, i) => {
      const [name, type] = r.description.split('|');
      const [y, m, d] = ymd(r.date);
      return csvLine(
        [
          `tx_0000Ab${String(7100000 + i * 7919)}`,
          `${pad2(d)}/${pad2(m)}/${y}`,
          `${pad2(8 + (i % 12))}:${pad2((i * 7) % 60)}:${pad2((i * 13) % 60)}`,
          type ?? '',
          name ?? '',
          emoji[r.category ?? ''] ?? '',
          r.category ?? '',
          fmt(r.amountMinor),
          'GBP',
          fmt(r.amountMinor),
          'GBP',
          '',
          '',
          '',
          (name ?? '').toUpperCase(),
          '',
          r.amountMinor < 0 ? fmt(r.amountMinor) : '',
          r.amountMinor > 0 ? fmt(r.amountMinor) : '',
        ],
        ',',
      );
    }),
  ];
  return [
    {
      fileName: 'MonzoDataExport_Sep-Nov_2026.csv',
      bytes: enc(lines.join('\n') + '\n'),
      account: 'monzo',
      bank: 'Monzo',
      country: 'United Kingdom',
      currency: 'GBP',
      exponent: 2,
      rows,
      hasBalance: false,
      hasCategory: true,
      namesCurrency: true,
      local: WORDS.en,
      nickname: 'Monzo',
      partyOf: (r: Row) => r.description.split('|')[0] ?? '',
      layout:
        'CSV , dd/mm/yyyy, Category, Amount and Local amount, Money Out/Money In, emoji, two identical rows',
    },
  ];
}

export function seenSet(): StatementFile[] {
  return [
    ...otp(),
    ...mufg(),
    ...bbk(),
    ...mandiri(),
    ...sparkasse(),
    ...ing(),
    ...chase(),
    ...sbi(),
    ...monzo(),
  ];
}
