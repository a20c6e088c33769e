import { day, money, type MoneyCell } from '../cells';
import type { Entry } from '../history';
import { expectedOf, joinParts, ordered, type TableLayout } from '../layout';

/**
 * Wave two, Czechia, Hungary, Greece and Turkey: Fio's key-value preamble in English above
 * Czech headers, OTP's headerless lines with a T/J marker and whole forints, Eurobank's unsigned
 * amounts with a Greek Χ/Π marker, Garanti's text workbook naming its currency `TL`.
 */
const comma = (minor: number) => money(minor, { decimal: ',' });
const dotted = (minor: number, sign: 'minus' | 'none' = 'minus') =>
  money(minor, { decimal: ',', group: '.', sign });

export const fio: TableLayout = {
  kind: 'table',
  name: 'cz-fio-ucet',
  country: 'CZ',
  history: { region: 'cz', currency: 'CZK', scale: 23 },
  formats: ['csv'],
  csv: { delimiter: ';', quote: 'all', encoding: 'windows-1250', eol: '\r\n' },
  // The API's statement fields as a preamble (balances, dates, ids); three text columns.
  sheet(history) {
    const dmy = (iso: string) => day(iso, 'DD.MM.YYYY');
    const spent = (e: Entry) => money(Math.abs(e.amountMinor)).text;
    const name = (e: Entry) => (e.kind === 'shop' ? '' : e.name);
    const note = (e: Entry) =>
      e.kind === 'shop'
        ? `Nákup: ${e.name}, dne ${day(e.date, 'D.M.YYYY').text}, částka ${spent(e)} CZK`
        : '';
    const message = (e: Entry) =>
      e.kind === 'bill'
        ? `Faktura ${e.reference}`
        : e.kind === 'income'
          ? `Převod ${e.reference}`
          : '';
    const rows = history.entries.map((e, index) => [
      String(26_104_880_000 + index * 17),
      dmy(e.date),
      comma(e.amountMinor),
      'CZK',
      e.kind === 'shop' ? '' : e.kind === 'bill' ? '19-2000145399' : '2701234567',
      name(e),
      e.kind === 'shop' ? '' : e.kind === 'bill' ? '0800' : '2010',
      e.kind === 'shop' ? '' : e.kind === 'bill' ? 'Česká spořitelna, a.s.' : 'Fio banka, a.s.',
      e.kind === 'bill' ? '0308' : '',
      e.kind === 'bill' ? e.reference : '',
      '',
      note(e),
      message(e),
      e.kind === 'shop'
        ? 'Platba kartou'
        : e.kind === 'bill'
          ? 'Bezhotovostní platba'
          : 'Bezhotovostní příjem',
      e.kind === 'shop' ? 'Novák, Jan' : '',
      e.kind === 'shop' ? `${spent(e)} CZK` : '',
      '',
      '',
      '',
    ]);
    const header = [
      'ID pohybu',
      'Datum',
      'Objem',
      'Měna',
      'Protiúčet',
      'Název protiúčtu',
      'Kód banky',
      'Název banky',
      'KS',
      'VS',
      'SS',
      'Poznámka',
      'Zpráva pro příjemce',
      'Typ',
      'Provedl',
      'Upřesnění',
      'Komentář',
      'BIC',
      'ID pokynu',
    ];
    return {
      rows: [
        ['accountId', '2401234567'],
        ['bankId', '2010'],
        ['currency', 'CZK'],
        ['iban', 'CZ6520100000002401234567'],
        ['bic', 'FIOBCZPPXXX'],
        ['openingBalance', comma(history.openingMinor)],
        ['closingBalance', comma(history.closingMinor)],
        ['dateStart', dmy(history.start)],
        ['dateEnd', dmy(history.end)],
        ['idFrom', '26104880000'],
        ['idTo', String(26_104_880_000 + (history.entries.length - 1) * 17)],
        [],
        header,
        ...rows,
      ],
      header: 12,
      expected: expectedOf(history, {
        describe: (e) => joinParts(name(e), note(e), message(e)),
        currency: 'CZK',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const otp: TableLayout = {
  kind: 'table',
  name: 'hu-otp-szamla',
  country: 'HU',
  history: { region: 'hu', currency: 'HUF', scale: 1000 },
  formats: ['csv'],
  csv: { quote: 'all', encoding: 'windows-1250', eol: '\r\n' },
  // No header: T (terhelés) or J (jóváírás), a signed amount and balance in whole forints,
  // `yyyymmdd` booking and value dates, the partner and the remittance text apart.
  sheet(history) {
    const huf = (minor: number): MoneyCell => ({
      text: String(Math.round(minor / 100)),
      value: Math.round(minor / 100),
    });
    const partner = (e: Entry) => (e.kind === 'shop' ? '' : e.name);
    const remark = (e: Entry) =>
      e.kind === 'shop'
        ? `${e.name} ${day(e.date, 'YYYY.MM.DD').text}`
        : e.kind === 'bill'
          ? `Számla ${e.reference}`
          : '';
    const rows = history.entries.map((e) => [
      '117730161234567800000000',
      e.amountMinor < 0 ? 'T' : 'J',
      huf(e.amountMinor),
      'HUF',
      day(e.date, 'YYYYMMDD'),
      day(e.date, 'YYYYMMDD'),
      huf(e.balanceMinor),
      e.kind === 'shop' ? '' : '11600006-00000000-12345678',
      partner(e),
      remark(e),
      '',
      e.kind === 'shop' ? 'VÁSÁRLÁS KÁRTYÁVAL' : e.kind === 'bill' ? 'ÁTUTALÁS' : 'JÓVÁÍRÁS',
    ]);
    return {
      rows,
      header: -1,
      expected: expectedOf(history, {
        describe: (e) => joinParts(partner(e), remark(e)),
        currency: 'HUF',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const eurobank: TableLayout = {
  kind: 'table',
  name: 'gr-eurobank-logariasmos',
  country: 'GR',
  history: { region: 'gr', currency: 'EUR' },
  formats: ['xls', 'csv'],
  csv: { delimiter: ';', bom: true },
  // Greek headers, unsigned amounts marked Χ (debit) or Π (credit), the currency in the preamble.
  sheet(history) {
    const reason = (e: Entry) =>
      e.kind === 'shop' ? `ΑΓΟΡΑ ${e.name}` : e.kind === 'bill' ? `ΠΑΓΙΑ ΕΝΤΟΛΗ ${e.name}` : e.name;
    const rows = history.entries.map((e) => [
      day(e.date, 'DD/MM/YYYY'),
      day(e.date, 'DD/MM/YYYY'),
      reason(e),
      dotted(e.amountMinor, 'none'),
      e.amountMinor < 0 ? 'Χ' : 'Π',
      dotted(e.balanceMinor),
    ]);
    const period = `${day(history.start, 'DD/MM/YYYY').text} - ${day(history.end, 'DD/MM/YYYY').text}`;
    return {
      rows: [
        ['Κινήσεις Λογαριασμού'],
        ['Αριθμός Λογαριασμού', '0026.0123.45.0123456789'],
        ['Νόμισμα', 'EUR'],
        ['Περίοδος', period],
        [],
        ['Ημερομηνία', 'Ημ/νία Αξίας', 'Αιτιολογία', 'Ποσό', 'Χ/Π', 'Υπόλοιπο'],
        ...rows,
      ],
      header: 5,
      expected: expectedOf(history, {
        describe: reason,
        currency: 'EUR',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const garanti: TableLayout = {
  kind: 'table',
  name: 'tr-garanti-vadesiz',
  country: 'TR',
  history: { region: 'tr', currency: 'TRY', scale: 30 },
  formats: ['xlsx', 'xls'],
  // Every cell text, Turkish dotted capitals, newest first, the currency written `TL`.
  sheet(history) {
    const rows = ordered(history, true).map((e) => [
      day(e.date, 'DD.MM.YYYY'),
      e.name,
      e.kind === 'shop' ? 'Market' : e.kind === 'bill' ? 'Fatura' : 'Gelen Para',
      dotted(e.amountMinor),
      dotted(e.balanceMinor),
      e.reference,
    ]);
    const period = `${day(history.start, 'DD.MM.YYYY').text} - ${day(history.end, 'DD.MM.YYYY').text}`;
    return {
      rows: [
        ['Hesap Hareketleri'],
        ['Müşteri Adı', 'AYŞE YILMAZ'],
        ['IBAN', 'TR33 0006 2000 1234 0006 2987 65'],
        ['Döviz Cinsi', 'TL'],
        ['Tarih Aralığı', period],
        [],
        ['Tarih', 'Açıklama', 'Etiket', 'Tutar', 'Bakiye', 'Dekont No'],
        ...rows,
      ],
      header: 6,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'TRY',
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const WAVE_TWO_EUROPE_EAST = [fio, otp, eurobank, garanti];
