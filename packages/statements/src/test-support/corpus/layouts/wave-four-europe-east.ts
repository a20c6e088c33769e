import { day, money, type DateCell } from '../cells';
import type { Entry } from '../history';
import { expectedOf, joinParts, ordered, type TableLayout } from '../layout';

/**
 * Wave four, the Baltics, Central Europe and the Balkans: SEB Lithuania's detailed CSV with a
 * title line, unsigned sums beside a D/C marker and the counterparty's bank named apart; Tatra
 * banka's Windows-1250 CSV with its balances above the table and Slovak payment symbols; ING
 * Romania's Home'Bank CSV with Romanian month names and each transaction's details on the lines
 * under it; Banca Intesa Serbia's HTML table with the payment code apart from its purpose.
 */
const out = (entries: Entry[]) => entries.reduce((sum, e) => sum + Math.min(e.amountMinor, 0), 0);
const into = (entries: Entry[]) => entries.reduce((sum, e) => sum + Math.max(e.amountMinor, 0), 0);

export const sebLt: TableLayout = {
  kind: 'table',
  name: 'lt-seb-saskaita',
  country: 'LT',
  history: { region: 'lt', currency: 'EUR' },
  formats: ['csv'],
  csv: { delimiter: ';', quote: 'all', bom: true, eol: '\r\n', trailingDelimiter: true },
  // ISO dates; `12,34` unsigned twice (in the operation's and the account's currency), the
  // direction in DEBETAS/KREDITAS; the other bank's name and SWIFT code beside the payee.
  sheet(history) {
    const iban = 'LT917044060001234567';
    const sum = (minor: number) => money(minor, { decimal: ',', sign: 'none' });
    const purpose = (e: Entry) =>
      e.kind === 'shop'
        ? `Mokėjimas kortele 516793******4417, ${e.date}`
        : e.kind === 'bill'
          ? `Sąskaita Nr. ${e.reference}`
          : e.name.startsWith('UAB')
            ? 'Darbo užmokestis'
            : 'Pervedimas';
    const transfer = (e: Entry) => e.kind !== 'shop';
    const rows = history.entries.map((e) => [
      e.kind === 'bill' ? e.reference.slice(-4) : '',
      day(e.date, 'YYYY-MM-DD'),
      'EUR',
      sum(e.amountMinor),
      e.name,
      transfer(e) ? `30${e.reference.slice(0, 7)}` : '',
      transfer(e) ? `LT1273000${e.reference}01` : '',
      transfer(e) ? 'Swedbank, AB' : '',
      transfer(e) ? 'HABALT22' : '',
      purpose(e),
      e.reference,
      day(e.date, 'YYYY-MM-DD'),
      e.kind === 'shop' ? 'Kortelės operacija' : e.kind === 'bill' ? 'Mokėjimas' : 'Įskaitymas',
      e.kind === 'bill' ? `RF18${e.reference}` : '',
      e.amountMinor < 0 ? 'D' : 'C',
      sum(e.amountMinor),
      iban,
      'EUR',
    ]);
    return {
      rows: [
        [`SĄSKAITOS  (${iban}) IŠRAŠAS (DETALUS) ${history.start} - ${history.end}`],
        [
          'DOK NR.',
          'DATA',
          'VALIUTA',
          'SUMA',
          'MOKĖTOJO ARBA GAVĖJO PAVADINIMAS',
          'MOKĖTOJO ARBA GAVĖJO IDENTIFIKACINIS KODAS',
          'SĄSKAITA',
          'KREDITO ĮSTAIGOS PAVADINIMAS',
          'KREDITO ĮSTAIGOS SWIFT KODAS',
          'MOKĖJIMO PASKIRTIS',
          'TRANSAKCIJOS KODAS',
          'DOKUMENTO DATA',
          'TRANSAKCIJOS TIPAS',
          'NUORODA',
          'DEBETAS/KREDITAS',
          'SUMA SĄSKAITOS VALIUTA',
          'SĄSKAITOS NR',
          'SĄSKAITOS VALIUTA',
        ],
        ...rows,
      ],
      header: 1,
      expected: expectedOf(history, {
        describe: (e) => joinParts(e.name, purpose(e)),
        currency: 'EUR',
      }),
    };
  },
};

export const tatra: TableLayout = {
  kind: 'table',
  name: 'sk-tatrabanka-ucet',
  country: 'SK',
  history: { region: 'sk', currency: 'EUR' },
  formats: ['csv'],
  csv: { delimiter: ';', encoding: 'windows-1250', eol: '\r\n' },
  // Balances labelled above the table; `-1 234,56` with a space for thousands; card payments
  // name no counterparty; variable, specific and constant symbols in their own columns.
  sheet(history) {
    const eur = (minor: number) => money(minor, { decimal: ',', group: ' ' });
    const dmy = (iso: string) => day(iso, 'DD.MM.YYYY');
    const payee = (e: Entry) => (e.kind === 'shop' ? '' : e.name);
    const details = (e: Entry) =>
      e.kind === 'shop'
        ? `${e.name} BRATISLAVA SVK, karta 440577******1234`
        : e.kind === 'bill'
          ? `Úhrada faktúry ${e.reference}`
          : e.name.startsWith('Mzda')
            ? 'Výplata mzdy'
            : 'Prevod prostriedkov';
    const rows = history.entries.map((e) => [
      dmy(e.date),
      dmy(e.date),
      eur(e.amountMinor),
      'EUR',
      e.kind === 'shop' ? 'Platba kartou' : e.kind === 'bill' ? 'Trvalý príkaz' : 'Prijatá platba',
      payee(e),
      e.kind === 'shop' ? '' : `SK89 0900 0000 00${e.reference}`,
      e.kind === 'bill' ? e.reference : '',
      '',
      e.kind === 'bill' ? '0308' : e.kind === 'income' ? '0138' : '',
      details(e),
      `/VS${e.reference}/SS/KS`,
    ]);
    return {
      rows: [
        ['Výpis pohybov na účte'],
        ['IBAN', 'SK3111000000002612345678'],
        ['Obdobie', `${dmy(history.start).text} - ${dmy(history.end).text}`],
        ['Počiatočný zostatok', eur(history.openingMinor)],
        ['Konečný zostatok', eur(history.closingMinor)],
        [],
        [
          'Dátum zaúčtovania',
          'Dátum valuty',
          'Suma',
          'Mena',
          'Typ transakcie',
          'Názov protistrany',
          'IBAN protistrany',
          'VS',
          'ŠS',
          'KS',
          'Popis transakcie',
          'Referencia platiteľa',
        ],
        ...rows,
      ],
      header: 6,
      expected: expectedOf(history, {
        describe: (e) => joinParts(payee(e), details(e)),
        currency: 'EUR',
        opening: true,
        closing: true,
      }),
    };
  },
};

// prettier-ignore
const LUNI = [
  'ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie',
  'octombrie', 'noiembrie', 'decembrie',
];

export const ingRo: TableLayout = {
  kind: 'table',
  name: 'ro-ing-cont',
  country: 'RO',
  history: { region: 'ro', currency: 'RON', scale: 4.6 },
  formats: ['csv'],
  // Newest first; `05 martie 2024`; the kind on the dated line and the details (card, terminal,
  // payee, reference) each on a line of their own under it; empty columns between, as the
  // portal's merged cells leave them; the initial and final balances at the foot.
  sheet(history) {
    const ron = (minor: number) => money(minor, { decimal: ',', group: '.', sign: 'none' });
    const roDate = (iso: string): DateCell => {
      const [year = '', month = '', date = ''] = iso.split('-');
      return { text: `${date} ${LUNI[Number(month) - 1] ?? ''} ${year}`, iso };
    };
    const lines = (e: Entry): string[] =>
      e.kind === 'shop'
        ? [
            'Cumparare POS',
            'Nr. card: 5356 XXXX XXXX 4417',
            `Terminal: ${e.name}`,
            `Data: ${day(e.date, 'DD-MM-YYYY').text} Autorizare: ${e.reference}`,
          ]
        : e.kind === 'bill'
          ? [
              "Transfer Home'Bank",
              `Beneficiar: ${e.name}`,
              `In contul: RO49BTRL0${e.reference}01`,
              `Detalii: Factura ${e.reference}`,
              `Referinta: ${e.reference}`,
            ]
          : ['Incasare', `Ordonator: ${e.name}`, `Referinta: ${e.reference}`];
    const rows = ordered(history, true).flatMap((e) => {
      const [kind = '', ...rest] = lines(e);
      return [
        [
          roDate(e.date),
          '',
          '',
          kind,
          '',
          e.amountMinor < 0 ? ron(e.amountMinor) : '',
          e.amountMinor > 0 ? ron(e.amountMinor) : '',
        ],
        ...rest.map((line) => ['', '', '', line, '', '', '']),
      ];
    });
    return {
      rows: [
        ['Data', '', '', 'Detalii tranzactie', '', 'Debit', 'Credit'],
        ...rows,
        [],
        // Under Credit: a holder's positive balance is a credit one; under Debit it would be owed.
        ['', '', '', 'Sold initial', '', '', ron(history.openingMinor)],
        ['', '', '', 'Sold final', '', '', ron(history.closingMinor)],
      ],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => lines(e).join(' '),
        currency: null,
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const intesaRs: TableLayout = {
  kind: 'table',
  name: 'rs-intesa-tekuci',
  country: 'RS',
  history: { region: 'rs', currency: 'RSD', scale: 110 },
  formats: ['html'],
  // Serbian Latin; `1.234,56` in Zaduženje and Odobrenje; the payment code (Šifra plaćanja) and
  // the reference apart from the purpose; the previous and new balances in lines.
  sheet(history) {
    const rsd = (minor: number) => money(minor, { decimal: ',', group: '.', sign: 'none' });
    const dmy = (iso: string) => day(iso, 'DD.MM.YYYY');
    const purpose = (e: Entry) =>
      e.kind === 'shop'
        ? 'Kupovina platnom karticom'
        : e.kind === 'bill'
          ? `Račun ${e.reference}`
          : e.name.startsWith('ZARADA')
            ? 'Isplata zarade'
            : 'Uplata';
    const rows = history.entries.map((e) => [
      dmy(e.date),
      dmy(e.date),
      e.name,
      purpose(e),
      e.kind === 'shop' ? '221' : e.kind === 'bill' ? '289' : '240',
      e.kind === 'bill' ? `97 ${e.reference}` : '',
      e.amountMinor < 0 ? rsd(e.amountMinor) : '',
      e.amountMinor > 0 ? rsd(e.amountMinor) : '',
    ]);
    return {
      rows: [
        ['Banca Intesa a.d. Beograd'],
        ['IZVOD PROMENA NA TEKUĆEM RAČUNU'],
        ['Broj računa:', '160-0000012345678-91'],
        ['Valuta:', 'RSD'],
        ['Period:', `${dmy(history.start).text} - ${dmy(history.end).text}`],
        ['Prethodno stanje:', rsd(history.openingMinor)],
        [],
        [
          'Datum knjiženja',
          'Datum valute',
          'Primalac / Platilac',
          'Svrha plaćanja',
          'Šifra plaćanja',
          'Poziv na broj',
          'Zaduženje',
          'Odobrenje',
        ],
        ...rows,
        ['', '', '', 'Ukupno', '', '', rsd(out(history.entries)), rsd(into(history.entries))],
        ['Novo stanje:', rsd(history.closingMinor)],
      ],
      header: 7,
      expected: expectedOf(history, {
        describe: (e) => joinParts(e.name, purpose(e)),
        currency: 'RSD',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const WAVE_FOUR_EUROPE_EAST = [sebLt, tatra, ingRo, intesaRs];
