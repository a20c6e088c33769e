import { day, money } from '../cells';
import type { Entry } from '../history';
import { expectedOf, joinParts, ordered, type TableLayout } from '../layout';

/**
 * Wave two, the Americas: BBVA México's Cargo column written negative, Galicia's wide export
 * with `0,00` on the unused side, Navy Federal's unsigned amount with a Credit/Debit indicator,
 * BMO Mastercard's timestamp line and card number in quotes, charges positive.
 */
export const bbvaMexico: TableLayout = {
  kind: 'table',
  name: 'mx-bbva-cuenta',
  country: 'MX',
  history: { region: 'mx', currency: 'MXN', scale: 17 },
  formats: ['xlsx'],
  nativeCells: true,
  // Upper-case headers, newest first, debits written negative in their own column.
  sheet(history) {
    const mxn = (minor: number) => money(minor, { group: ',' });
    const rows = ordered(history, true).map((e) => [
      day(e.date, 'DD/MM/YYYY'),
      e.name,
      e.amountMinor < 0 ? mxn(e.amountMinor) : '',
      e.amountMinor > 0 ? mxn(e.amountMinor) : '',
      mxn(e.balanceMinor),
    ]);
    return {
      rows: [
        ['BBVA México'],
        ['Consulta de movimientos'],
        ['Cuenta', 'Libretón Básico *4821'],
        [
          'Periodo',
          `${day(history.start, 'DD/MM/YYYY').text} al ${day(history.end, 'DD/MM/YYYY').text}`,
        ],
        [],
        ['FECHA', 'DESCRIPCIÓN', 'CARGO', 'ABONO', 'SALDO'],
        ...rows,
      ],
      header: 5,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: null,
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const galicia: TableLayout = {
  kind: 'table',
  name: 'ar-galicia-cuenta',
  country: 'AR',
  history: { region: 'ar', currency: 'ARS', scale: 900 },
  formats: ['csv'],
  csv: { delimiter: ';', bom: true, eol: '\r\n' },
  // Sixteen columns, most empty; the kind of movement and the other party apart; newest first.
  sheet(history) {
    const ars = (minor: number) => money(minor, { decimal: ',', group: '.', sign: 'none' });
    const what = (e: Entry) =>
      e.kind === 'shop'
        ? 'COMPRA DEBITO'
        : e.kind === 'bill'
          ? 'DEBITO AUTOMATICO DE SERVICIO'
          : 'TRANSFERENCIA DE TERCEROS';
    const rows = ordered(history, true).map((e) => [
      day(e.date, 'DD/MM/YYYY'),
      what(e),
      e.kind === 'shop' ? 'CABA' : '',
      ars(e.amountMinor < 0 ? e.amountMinor : 0),
      ars(e.amountMinor > 0 ? e.amountMinor : 0),
      '',
      '',
      e.kind === 'shop' ? '00412233' : '',
      '',
      e.reference,
      e.name,
      '',
      '',
      '',
      e.amountMinor < 0 ? 'Débito' : 'Crédito',
      ars(e.balanceMinor),
    ]);
    const header = [
      'Fecha',
      'Descripción',
      'Origen',
      'Débitos',
      'Créditos',
      'Grupo de Conceptos',
      'Concepto',
      'Número de Terminal',
      'Observaciones Cliente',
      'Número de Comprobante',
      'Leyendas Adicionales1',
      'Leyendas Adicionales2',
      'Leyendas Adicionales3',
      'Leyendas Adicionales4',
      'Tipo de Movimiento',
      'Saldo',
    ];
    return {
      rows: [header, ...rows],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => joinParts(what(e), e.name),
        currency: null,
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const navyFederal: TableLayout = {
  kind: 'table',
  name: 'us-navyfed-checking',
  country: 'US',
  history: { region: 'us', currency: 'USD' },
  formats: ['csv'],
  // The amount always positive, its direction in `Credit Debit Indicator`; no balance.
  sheet(history) {
    const mdy = (iso: string) => day(iso, 'MM/DD/YYYY');
    const rows = ordered(history, true).map((e, index) => [
      mdy(e.date),
      mdy(e.date),
      money(Math.abs(e.amountMinor)),
      e.amountMinor < 0 ? 'Debit' : 'Credit',
      e.kind === 'shop' ? 'Point of Sale' : e.kind === 'bill' ? 'ACH' : 'Deposit',
      e.kind === 'shop' ? 'Debit Card' : e.kind === 'bill' ? 'Bill Pay' : 'Deposit',
      `2443106${e.reference}${String(index).padStart(8, '0')}`,
      '',
      '',
      '',
      e.name,
      e.kind === 'shop' ? 'Groceries' : e.kind === 'bill' ? 'Bills & Utilities' : 'Income',
      '',
      e.kind === 'shop' ? '4417' : '',
    ]);
    const header = [
      'Posting Date',
      'Transaction Date',
      'Amount',
      'Credit Debit Indicator',
      'type',
      'Type Group',
      'Reference',
      'Instructed Currency',
      'Currency Exchange Rate',
      'Instructed Amount',
      'Description',
      'Category',
      'Check Serial Number',
      'Card Ending',
    ];
    return {
      rows: [header, ...rows],
      header: 0,
      expected: expectedOf(history, { describe: (e) => e.name, currency: null, newestFirst: true }),
    };
  },
};

export const bmoCard: TableLayout = {
  kind: 'table',
  name: 'ca-bmo-mastercard',
  country: 'CA',
  history: { region: 'ca', currency: 'CAD', card: true },
  formats: ['csv'],
  // A timestamp line and two blank lines first; `yyyymmdd`; charges positive, payments negative.
  sheet(history) {
    const describe = (e: Entry) => (e.kind === 'income' ? e.name : `${e.name} TORONTO ON`);
    const posted = (iso: string) =>
      new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const rows = history.entries.map((e, index) => [
      String(index + 1),
      "'5191230012345678'",
      day(e.date, 'YYYYMMDD'),
      day(posted(e.date), 'YYYYMMDD'),
      money(-e.amountMinor),
      describe(e),
    ]);
    const stamp = `${day(history.end, 'YYYYMMDD').text}103045`;
    return {
      rows: [
        [`Following data is valid as of ${stamp} (Year/Month/Day/Hour/Minute/Second)`],
        [],
        [],
        [
          'Item #',
          'Card #',
          'Transaction Date',
          'Posting Date',
          'Transaction Amount',
          'Description',
        ],
        ...rows,
      ],
      header: 3,
      expected: expectedOf(history, { describe, currency: null }),
    };
  },
};

export const WAVE_TWO_AMERICAS = [bbvaMexico, galicia, navyFederal, bmoCard];
