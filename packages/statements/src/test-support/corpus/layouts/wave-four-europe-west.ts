import { day, money, type MoneyCell } from '../cells';
import type { Entry } from '../history';
import { expectedOf, joinParts, ordered, type TableLayout } from '../layout';

/**
 * Wave four, western and northern Europe: Millennium bcp's old `.xls` with every amount unsigned
 * and its direction in a Tipo column; Bank of Cyprus's PDF with two-digit years and a card
 * purchase's merchant on the line under it; Nordea Denmark's CSV with `yyyy/mm/dd` dates, the
 * accounts either side and a name apart from the text; Bank Norwegian's card workbook with
 * purchases negative and the merchant's area and category beside the text.
 */
const posted = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export const millennium: TableLayout = {
  kind: 'table',
  name: 'pt-millenniumbcp-ordem',
  country: 'PT',
  history: { region: 'pt', currency: 'EUR' },
  formats: ['xls'],
  // Every cell text; newest first; `DD-MM-YYYY`; Montante unsigned with Débito or Crédito beside
  // it; the currency only in the account's line of the preamble.
  sheet(history) {
    const eur = (minor: number) => money(minor, { decimal: ',', group: '.', sign: 'none' });
    const dmy = (iso: string) => day(iso, 'DD-MM-YYYY');
    const describe = (e: Entry) => (e.kind === 'shop' ? `COMPRA 4417 ${e.name}` : e.name);
    const rows = ordered(history, true).map((e) => [
      dmy(e.date),
      dmy(e.date),
      describe(e),
      eur(e.amountMinor),
      e.amountMinor < 0 ? 'Débito' : 'Crédito',
      money(e.balanceMinor, { decimal: ',', group: '.' }),
    ]);
    return {
      rows: [
        ['Consultar Saldos e Movimentos à Ordem'],
        [],
        ['Conta', '45303211234 - EUR - Conta Ordenado Millennium'],
        ['Data de início', dmy(history.start)],
        ['Data de fim', dmy(history.end)],
        [],
        ['Data lançamento', 'Data valor', 'Descrição', 'Montante', 'Tipo', 'Saldo'],
        ...rows,
      ],
      header: 6,
      expected: expectedOf(history, {
        describe,
        currency: 'EUR',
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const bankOfCyprus: TableLayout = {
  kind: 'table',
  name: 'cy-bankofcyprus-current',
  country: 'CY',
  history: { region: 'cy', currency: 'EUR' },
  formats: ['pdf'],
  pdfExactWidths: true,
  // `DD/MM/YY`; the value date after the description; a card purchase's merchant and town on a
  // line of its own under CARD PURCHASE; brought and carried forward balances as rows.
  sheet(history) {
    const eur = (minor: number) => money(minor, { group: ',', sign: 'none' });
    const dmy = (iso: string) => day(iso, 'DD/MM/YY');
    const rows = history.entries.flatMap((e) => {
      const row = [
        dmy(e.date),
        e.kind === 'shop' ? 'CARD PURCHASE' : e.name,
        dmy(posted(e.date)),
        e.amountMinor < 0 ? eur(e.amountMinor) : '',
        e.amountMinor > 0 ? eur(e.amountMinor) : '',
        eur(e.balanceMinor),
      ];
      return e.kind === 'shop' ? [row, ['', `${e.name} NICOSIA CY`, '', '', '', '']] : [row];
    });
    return {
      rows: [
        ['BANK OF CYPRUS PUBLIC COMPANY LTD'],
        ['STATEMENT OF ACCOUNT'],
        ['Account: 357-01-123456-78  CURRENT ACCOUNT  Currency: EUR'],
        [`Statement period: ${dmy(history.start).text} - ${dmy(history.end).text}`],
        ['Date', 'Description', 'Value Date', 'Debit', 'Credit', 'Balance'],
        ['', 'BALANCE BROUGHT FORWARD', '', '', '', eur(history.openingMinor)],
        ...rows,
        ['', 'BALANCE CARRIED FORWARD', '', '', '', eur(history.closingMinor)],
      ],
      header: 4,
      expected: expectedOf(history, {
        describe: (e) => (e.kind === 'shop' ? `CARD PURCHASE ${e.name} NICOSIA CY` : e.name),
        currency: 'EUR',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const nordeaDk: TableLayout = {
  kind: 'table',
  name: 'dk-nordea-konto',
  country: 'DK',
  history: { region: 'dk', currency: 'DKK', scale: 7 },
  formats: ['csv'],
  csv: { delimiter: ';', bom: true, trailingDelimiter: true },
  // Newest first; `2024/03/15`; `-1.234,56`; the sender's and the receiver's accounts; Navn
  // empty for card payments, whose merchant is in Beskrivelse; an empty Afstemt column.
  sheet(history) {
    const dkk = (minor: number) => money(minor, { decimal: ',', group: '.' });
    const own = '2191 6281234567';
    const other = (e: Entry) => `${e.reference.slice(0, 4)} ${e.reference}0042`;
    const navn = (e: Entry) => (e.kind === 'shop' ? '' : e.name);
    const text = (e: Entry) =>
      e.kind === 'shop'
        ? `Dankort-nota ${e.name}`
        : e.kind === 'bill'
          ? `Betalingsservice ${e.reference}`
          : e.name;
    const rows = ordered(history, true).map((e) => [
      day(e.date, 'YYYY/MM/DD'),
      dkk(e.amountMinor),
      e.amountMinor < 0 ? own : other(e),
      e.amountMinor < 0 ? (e.kind === 'shop' ? '' : other(e)) : own,
      navn(e),
      text(e),
      dkk(e.balanceMinor),
      'DKK',
      '',
    ]);
    return {
      rows: [
        [
          'Bogføringsdato',
          'Beløb',
          'Afsender',
          'Modtager',
          'Navn',
          'Beskrivelse',
          'Saldo',
          'Valuta',
          'Afstemt',
        ],
        ...rows,
      ],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => joinParts(navn(e), text(e)),
        currency: 'DKK',
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const bankNorwegian: TableLayout = {
  kind: 'table',
  name: 'no-banknorwegian-kort',
  country: 'NO',
  history: { region: 'no', currency: 'NOK', scale: 10, card: true },
  formats: ['xlsx'],
  nativeCells: true,
  // Newest first; purchases negative and repayments positive; three dates; the amount in the
  // purchase's currency and the rate before the amount in kroner; the merchant's area and
  // category as text columns after it.
  sheet(history) {
    const nok = (minor: number) => money(minor);
    const rate: MoneyCell = { text: '1.0000', value: 1 };
    const category = (e: Entry) =>
      e.kind === 'shop' ? 'Dagligvarer' : e.kind === 'bill' ? 'Tjenester' : '';
    const rows = ordered(history, true).map((e) => [
      day(e.date, 'DD.MM.YYYY'),
      day(posted(e.date), 'DD.MM.YYYY'),
      day(posted(e.date), 'DD.MM.YYYY'),
      e.name,
      e.kind === 'income' ? 'Innbetaling' : 'Varekjøp',
      nok(e.amountMinor),
      e.kind === 'income' ? '' : rate,
      'NOK',
      nok(e.amountMinor),
      e.kind === 'income' ? '' : 'OSLO',
      category(e),
    ]);
    return {
      rows: [
        [
          'TransactionDate',
          'BookDate',
          'ValueDate',
          'Text',
          'Type',
          'CurrencyAmount',
          'CurrencyRate',
          'Currency',
          'Amount',
          'MerchantArea',
          'MerchantCategory',
        ],
        ...rows,
      ],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'NOK',
        newestFirst: true,
      }),
    };
  },
};

export const WAVE_FOUR_EUROPE_WEST = [millennium, bankOfCyprus, nordeaDk, bankNorwegian];
