import { day, money } from '../cells';
import type { Entry } from '../history';
import { expectedOf, joinParts, ordered, type TableLayout } from '../layout';

/**
 * Wave four, the Americas: Scotiabank's CSV with an empty Filter column, the description over
 * two columns and the amount unsigned beside Debit or Credit; Apple Card's CSV with charges
 * positive, the currency in the amount's header and a tidied merchant name beside the raw
 * description; Banco Pichincha's dollar PDF with a C/D marker and the branch beside the
 * concept; BROU's peso statement, its currency named in words, with a balance column and the
 * balances in lines as well.
 */
const plusDay = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export const scotiabank: TableLayout = {
  kind: 'table',
  name: 'ca-scotiabank-chequing',
  country: 'CA',
  history: { region: 'ca', currency: 'CAD' },
  formats: ['csv'],
  // Newest first; ISO dates; the kind in Description and the payee in Sub-description.
  sheet(history) {
    const description = (e: Entry) =>
      e.kind === 'shop' ? 'POS PURCHASE' : e.kind === 'bill' ? 'BILL PAYMENT' : 'DEPOSIT';
    const rows = ordered(history, true).map((e) => [
      '',
      day(e.date, 'YYYY-MM-DD'),
      description(e),
      e.name,
      'posted',
      e.amountMinor < 0 ? 'Debit' : 'Credit',
      money(e.amountMinor, { sign: 'none' }),
      money(e.balanceMinor),
    ]);
    return {
      rows: [
        [
          'Filter',
          'Date',
          'Description',
          'Sub-description',
          'Status',
          'Type of Transaction',
          'Amount',
          'Balance',
        ],
        ...rows,
      ],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => joinParts(description(e), e.name),
        currency: null,
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const appleCard: TableLayout = {
  kind: 'table',
  name: 'us-applecard-card',
  country: 'US',
  history: { region: 'us', currency: 'USD', card: true },
  formats: ['csv'],
  csv: { quote: 'all' },
  // Newest first; `MM/DD/YYYY` transaction and clearing dates; purchases positive, payments and
  // refunds negative; Merchant is the raw description's name tidied into title case.
  sheet(history) {
    const raw = (e: Entry) =>
      e.kind === 'income' ? e.name : `${e.name} 350 5TH AVE NEW YORK 10118 NY USA`;
    const merchant = (e: Entry) =>
      e.name
        .replace(/\s*[#*].*$/, '')
        .toLowerCase()
        .replace(/(^|\s)\S/g, (letter) => letter.toUpperCase());
    const type = (e: Entry) =>
      e.kind !== 'income' ? 'Purchase' : e.name.startsWith('REFUND') ? 'Credit' : 'Payment';
    const category = (e: Entry) =>
      e.kind === 'shop' ? 'Shopping' : e.kind === 'bill' ? 'Other' : 'Payment';
    const rows = ordered(history, true).map((e) => [
      day(e.date, 'MM/DD/YYYY'),
      day(plusDay(e.date), 'MM/DD/YYYY'),
      raw(e),
      merchant(e),
      category(e),
      type(e),
      money(-e.amountMinor),
    ]);
    return {
      rows: [
        [
          'Transaction Date',
          'Clearing Date',
          'Description',
          'Merchant',
          'Category',
          'Type',
          'Amount (USD)',
        ],
        ...rows,
      ],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => joinParts(merchant(e), raw(e)),
        currency: 'USD',
        newestFirst: true,
      }),
    };
  },
};

export const pichincha: TableLayout = {
  kind: 'table',
  name: 'ec-pichincha-ahorros',
  country: 'EC',
  history: { region: 'ec', currency: 'USD' },
  formats: ['pdf'],
  pdfExactWidths: true,
  // Monto unsigned with C or D in Tipo; the document number and the branch (Oficina) between
  // the concept and the amount; the previous and final balances in lines around the table.
  sheet(history) {
    const usd = (minor: number) => money(minor, { group: ',', sign: 'none' });
    const dmy = (iso: string) => day(iso, 'DD/MM/YYYY');
    const concept = (e: Entry) => (e.kind === 'shop' ? `COMPRA TARJETA DEBITO ${e.name}` : e.name);
    const office = (e: Entry) =>
      e.kind === 'shop' ? 'RED BANCARIA' : e.kind === 'bill' ? 'BANCA WEB' : 'MATRIZ QUITO';
    const rows = history.entries.map((e) => [
      dmy(e.date),
      concept(e),
      e.amountMinor < 0 ? 'D' : 'C',
      e.reference.slice(-6),
      office(e),
      usd(e.amountMinor),
      usd(e.balanceMinor),
    ]);
    return {
      rows: [
        ['BANCO PICHINCHA C.A.'],
        ['ESTADO DE CUENTA - CUENTA DE AHORROS'],
        ['Cuenta: 2201234567   Moneda: USD'],
        [`Periodo: del ${dmy(history.start).text} al ${dmy(history.end).text}`],
        [`Saldo anterior: ${usd(history.openingMinor).text}`],
        ['Fecha', 'Concepto', 'Tipo', 'Documento', 'Oficina', 'Monto', 'Saldo'],
        ...rows,
        [],
        [`Saldo final: ${usd(history.closingMinor).text}`],
      ],
      header: 5,
      expected: expectedOf(history, {
        describe: concept,
        currency: 'USD',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const brou: TableLayout = {
  kind: 'table',
  name: 'uy-brou-cajaahorro',
  country: 'UY',
  history: { region: 'uy', currency: 'UYU', scale: 40 },
  formats: ['html', 'xls'],
  // `1.234,56` in Débito and Crédito; the currency as Pesos Uruguayos; the branch (Dependencia)
  // as a text column after the document number; the balances labelled above and below.
  sheet(history) {
    const uyu = (minor: number) => money(minor, { decimal: ',', group: '.', sign: 'none' });
    const dmy = (iso: string) => day(iso, 'DD/MM/YYYY');
    const describe = (e: Entry) => (e.kind === 'shop' ? `COMPRA ${e.name}` : e.name);
    const branch = (e: Entry) =>
      e.kind === 'shop' ? 'RED POS' : e.kind === 'bill' ? 'E-BROU' : 'CASA CENTRAL';
    const rows = history.entries.map((e) => [
      dmy(e.date),
      describe(e),
      e.reference,
      branch(e),
      e.amountMinor < 0 ? uyu(e.amountMinor) : '',
      e.amountMinor > 0 ? uyu(e.amountMinor) : '',
      uyu(e.balanceMinor),
    ]);
    return {
      rows: [
        ['Banco de la República Oriental del Uruguay'],
        ['Consulta de movimientos'],
        ['Cuenta', 'CAJA DE AHORRO 001234567-00001'],
        ['Moneda', 'Pesos Uruguayos'],
        ['Desde', dmy(history.start), 'Hasta', dmy(history.end)],
        ['Saldo inicial', uyu(history.openingMinor)],
        [],
        [
          'Fecha',
          'Descripción',
          'Número de documento',
          'Dependencia',
          'Débito',
          'Crédito',
          'Saldo',
        ],
        ...rows,
        [],
        ['Saldo final', uyu(history.closingMinor)],
      ],
      header: 7,
      expected: expectedOf(history, {
        describe,
        currency: 'UYU',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const WAVE_FOUR_AMERICAS = [scotiabank, appleCard, pichincha, brou];
