import { day, money, type DateCell } from '../cells';
import type { Entry } from '../history';
import { expectedOf, joinParts, ordered, type TableLayout } from '../layout';

/**
 * Wave three, Europe's edges: Swedbank Estonia's record types (opening, movements, turnover,
 * closing) in one table with unsigned sums and a D/K marker, Monobank's Ukrainian columns with
 * a timestamp and dashes for empty, Landsbankinn's whole krónur grouped with dots in
 * Windows-1252, Zagrebačka banka's PDF with the balances in lines, DSK's Cyrillic Windows-1251
 * export with a turnover row.
 */
const comma = (minor: number) => money(minor, { decimal: ',', sign: 'none' });

export const swedbankEe: TableLayout = {
  kind: 'table',
  name: 'ee-swedbank-arveldus',
  country: 'EE',
  history: { region: 'ee', currency: 'EUR' },
  formats: ['csv'],
  csv: { delimiter: ';', quote: 'all', eol: '\r\n', trailingDelimiter: true },
  // Row type 10 is the opening balance, 20 a movement, 82 the turnover, 86 the closing balance.
  sheet(history) {
    const account = 'EE382200221020145685';
    const dmy = (iso: string) => day(iso, 'DD.MM.YYYY');
    const detail = (e: Entry) =>
      e.kind === 'shop'
        ? `417891******4321 ${day(e.date, 'DD.MM.YY').text} ${e.name}`
        : e.kind === 'bill'
          ? `Arve ${e.reference}`
          : 'Ülekanne';
    const kind = (e: Entry) => (e.kind === 'shop' ? 'MK' : 'MV');
    const rows = history.entries.map((e) => [
      account,
      '20',
      dmy(e.date),
      e.kind === 'shop' ? '' : e.name,
      detail(e),
      comma(e.amountMinor),
      'EUR',
      e.amountMinor < 0 ? 'D' : 'K',
      `${e.date.replace(/-/g, '')}${e.reference}`,
      kind(e),
      e.kind === 'bill' ? `1${e.reference.slice(0, 5)}7` : '',
      '',
    ]);
    const out = history.entries.reduce((sum, e) => sum + Math.min(e.amountMinor, 0), 0);
    const into = history.entries.reduce((sum, e) => sum + Math.max(e.amountMinor, 0), 0);
    const line = (
      type: string,
      iso: string,
      text: string,
      minor: number,
      mark: string,
      code: string,
    ) => [account, type, dmy(iso), '', text, comma(minor), 'EUR', mark, '', code, '', ''];
    return {
      rows: [
        [
          'Kliendi konto',
          'Reatüüp',
          'Kuupäev',
          'Saaja/Maksja',
          'Selgitus',
          'Summa',
          'Valuuta',
          'Deebet/Kreedit',
          'Arhiveerimistunnus',
          'Tehingu tüüp',
          'Viitenumber',
          'Dokumendi number',
        ],
        line('10', history.start, 'Algsaldo', history.openingMinor, 'K', 'AS'),
        ...rows,
        line('82', history.end, 'Käive', out, 'D', 'K2'),
        line('82', history.end, 'Käive', into, 'K', 'K2'),
        line('86', history.end, 'lõppsaldo', history.closingMinor, 'K', 'LS'),
      ],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => joinParts(e.kind === 'shop' ? '' : e.name, detail(e)),
        currency: 'EUR',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const monobank: TableLayout = {
  kind: 'table',
  name: 'ua-monobank-kartka',
  country: 'UA',
  history: { region: 'ua', currency: 'UAH', scale: 40 },
  formats: ['csv', 'xlsx'],
  csv: { quote: 'text' },
  // A date and time in one column, newest first, the card's currency in the amount header,
  // `—` for no rate, commission or cashback, the balance after each operation last.
  sheet(history) {
    const uah = (minor: number) => money(minor);
    const mcc = (e: Entry) => (e.kind === 'shop' ? '5411' : e.kind === 'bill' ? '4900' : '4829');
    const rows = ordered(history, true).map(
      (e, index): (string | DateCell | ReturnType<typeof uah>)[] => [
        {
          text: `${day(e.date, 'DD.MM.YYYY').text} ${String(8 + (index % 14)).padStart(2, '0')}:${String((index * 13) % 60).padStart(2, '0')}:${String((index * 31) % 60).padStart(2, '0')}`,
          iso: e.date,
        },
        e.name,
        mcc(e),
        uah(e.amountMinor),
        uah(e.amountMinor),
        'UAH',
        '—',
        '—',
        e.kind === 'shop' ? money(Math.round(Math.abs(e.amountMinor) / 100)) : '—',
        uah(e.balanceMinor),
      ],
    );
    return {
      rows: [
        [
          'Дата i час операції',
          'Деталі операції',
          'MCC',
          'Сума в валюті картки (UAH)',
          'Сума в валюті операції',
          'Валюта',
          'Курс',
          'Сума комісій (UAH)',
          'Сума кешбеку (UAH)',
          'Залишок після операції',
        ],
        ...rows,
      ],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'UAH',
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const landsbankinn: TableLayout = {
  kind: 'table',
  name: 'is-landsbankinn-veltureikningur',
  country: 'IS',
  history: { region: 'is', currency: 'ISK', scale: 1.4 },
  formats: ['csv'],
  csv: { delimiter: ';', encoding: 'windows-1252', eol: '\r\n' },
  // Whole krónur with dots for thousands (`-12.345`), newest first, the kind and text apart, the
  // currency in the last column.
  sheet(history) {
    const isk = (minor: number) => money(minor, { exponent: 0, group: '.' });
    const dmy = (iso: string) => day(iso, 'DD.MM.YYYY');
    const kind = (e: Entry) =>
      e.kind === 'shop' ? 'Debetkort' : e.kind === 'bill' ? 'Greiðsla' : 'Millifærsla';
    const rows = ordered(history, true).map((e) => [
      dmy(e.date),
      dmy(e.date),
      e.reference,
      kind(e),
      e.name,
      isk(e.amountMinor),
      isk(e.balanceMinor),
      'ISK',
    ]);
    return {
      rows: [
        ['Dagsetning', 'Vaxtadagur', 'Tilvísun', 'Skýring', 'Texti', 'Upphæð', 'Staða', 'Mynt'],
        ...rows,
      ],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => joinParts(kind(e), e.name),
        currency: 'ISK',
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const zaba: TableLayout = {
  kind: 'table',
  name: 'hr-zaba-tekuci',
  country: 'HR',
  history: { region: 'hr', currency: 'EUR' },
  formats: ['pdf'],
  pdfExactWidths: true,
  // No balance column: the opening balance above the table and the new balance under it, with
  // the turnover; amounts `1.234,56` unsigned in Isplata and Uplata.
  sheet(history) {
    const eur = (minor: number) => money(minor, { decimal: ',', group: '.', sign: 'none' });
    const dmy = (iso: string) => day(iso, 'DD.MM.YYYY');
    // Printed without diacritics, as many Croatian statements are (and Helvetica has no č or ć).
    const plain = (e: Entry) => e.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    const rows = history.entries.map((e) => [
      dmy(e.date),
      dmy(e.date),
      plain(e),
      `HR99 ${e.reference}`,
      e.amountMinor < 0 ? eur(e.amountMinor) : '',
      e.amountMinor > 0 ? eur(e.amountMinor) : '',
    ]);
    const out = history.entries.reduce((sum, e) => sum + Math.min(e.amountMinor, 0), 0);
    const into = history.entries.reduce((sum, e) => sum + Math.max(e.amountMinor, 0), 0);
    return {
      rows: [
        ['Zagrebacka banka d.d.'],
        ['IZVOD PROMETA PO RACUNU'],
        ['IBAN: HR1723600001101234565   Valuta: EUR'],
        [`Razdoblje: ${dmy(history.start).text} - ${dmy(history.end).text}`],
        [`Pocetno stanje: ${eur(history.openingMinor).text} EUR`],
        ['Datum knjizenja', 'Datum valute', 'Opis transakcije', 'Referenca', 'Isplata', 'Uplata'],
        ...rows,
        [],
        [`Ukupno isplate: ${eur(out).text} EUR   Ukupno uplate: ${eur(into).text} EUR`],
        [`Novo stanje: ${eur(history.closingMinor).text} EUR`],
      ],
      header: 5,
      expected: expectedOf(history, {
        describe: plain,
        currency: 'EUR',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const dsk: TableLayout = {
  kind: 'table',
  name: 'bg-dsk-razplashtatelna',
  country: 'BG',
  history: { region: 'bg', currency: 'BGN', scale: 1.8 },
  formats: ['csv', 'html'],
  csv: { delimiter: ';', encoding: 'windows-1251', eol: '\r\n' },
  // Cyrillic headers, `1 234,56` with a space for thousands, the kind of payment apart from the
  // description, a turnover row under the table.
  sheet(history) {
    const bgn = (minor: number) => money(minor, { decimal: ',', group: ' ', sign: 'none' });
    const dmy = (iso: string) => day(iso, 'DD.MM.YYYY');
    const kind = (e: Entry) =>
      e.kind === 'shop' ? 'ПОС плащане' : e.kind === 'bill' ? 'Кредитен превод' : 'Получен превод';
    const rows = history.entries.map((e) => [
      dmy(e.date),
      dmy(e.date),
      `FT${e.reference}`,
      kind(e),
      e.name,
      e.amountMinor < 0 ? bgn(e.amountMinor) : '',
      e.amountMinor > 0 ? bgn(e.amountMinor) : '',
      bgn(e.balanceMinor),
    ]);
    const out = history.entries.reduce((sum, e) => sum + Math.min(e.amountMinor, 0), 0);
    const into = history.entries.reduce((sum, e) => sum + Math.max(e.amountMinor, 0), 0);
    return {
      rows: [
        ['Извлечение по сметка'],
        ['IBAN', 'BG80STSA93000012345678'],
        ['Валута', 'BGN'],
        ['Период', `${dmy(history.start).text} - ${dmy(history.end).text}`],
        [],
        ['Дата', 'Вальор', 'Референция', 'Вид операция', 'Описание', 'Дебит', 'Кредит', 'Салдо'],
        ...rows,
        ['', '', '', '', 'Обороти', bgn(out), bgn(into), ''],
      ],
      header: 5,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        type: kind,
        currency: 'BGN',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const WAVE_THREE_EUROPE = [swedbankEe, monobank, landsbankinn, zaba, dsk];
