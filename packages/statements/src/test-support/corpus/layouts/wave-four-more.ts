import { day, money } from '../cells';
import type { Entry } from '../history';
import { expectedOf, joinParts, type TableLayout } from '../layout';

/**
 * Wave four, the Caucasus and East Africa: TBC Bank's workbook with the description, its
 * additional information and the partner's name in three columns and the transaction type apart;
 * CRDB's PDF whose Debit column prints its amounts with a minus, with the opening balance as a
 * row and the totals and closing balance in lines under the table.
 */
export const tbc: TableLayout = {
  kind: 'table',
  name: 'ge-tbc-account',
  country: 'GE',
  history: { region: 'ge', currency: 'GEL', scale: 2.7 },
  formats: ['xlsx'],
  nativeCells: true,
  // Paid Out and Paid In as numbers; the partner's name again at the end of the row, after the
  // document number and the partner's account.
  sheet(history) {
    const gel = (minor: number) => money(minor, { sign: 'none' });
    const description = (e: Entry) =>
      e.kind === 'shop'
        ? `POS - ${e.name}`
        : e.kind === 'bill'
          ? `Transfer to ${e.name}`
          : `Incoming transfer - ${e.name}`;
    const details = (e: Entry) =>
      e.kind === 'shop' ? `Card ****4417; MCC:5411; ${day(e.date, 'DD/MM/YYYY').text}` : '';
    const partner = (e: Entry) => (e.kind === 'shop' ? '' : e.name);
    const rows = history.entries.map((e) => [
      day(e.date, 'DD/MM/YYYY'),
      description(e),
      details(e),
      e.amountMinor < 0 ? gel(e.amountMinor) : '',
      e.amountMinor > 0 ? gel(e.amountMinor) : '',
      gel(e.balanceMinor),
      e.kind === 'shop' ? 'Card payment' : e.kind === 'bill' ? 'Transfer' : 'Incoming transfer',
      e.reference,
      e.kind === 'shop' ? '' : `GE60BG00000${e.reference}0042`,
      partner(e),
    ]);
    return {
      rows: [
        ['Account Statement'],
        ['Account', 'GE29TB7123456789012345'],
        ['Currency', 'GEL'],
        [
          'Period',
          `${day(history.start, 'DD/MM/YYYY').text} - ${day(history.end, 'DD/MM/YYYY').text}`,
        ],
        [],
        [
          'Date',
          'Description',
          'Additional Information',
          'Paid Out',
          'Paid In',
          'Balance',
          'Transaction Type',
          'Document Number',
          "Partner's Account",
          "Partner's Name",
        ],
        ...rows,
      ],
      header: 5,
      expected: expectedOf(history, {
        describe: (e) => joinParts(partner(e), description(e), details(e)),
        currency: 'GEL',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const crdb: TableLayout = {
  kind: 'table',
  name: 'tz-crdb-current',
  country: 'TZ',
  history: { region: 'tz', currency: 'TZS', scale: 2500 },
  formats: ['pdf'],
  pdfExactWidths: true,
  // `-12,000.00` in the Debit column; the value date after the details; Opening Balance as the
  // first row of the table, Total Debits, Total Credits and Closing Balance as lines after it.
  sheet(history) {
    const tzs = (minor: number) => money(minor, { group: ',' });
    const dmy = (iso: string) => day(iso, 'DD/MM/YYYY');
    const rows = history.entries.map((e) => [
      dmy(e.date),
      e.name,
      dmy(e.date),
      e.amountMinor < 0 ? tzs(e.amountMinor) : '',
      e.amountMinor > 0 ? tzs(e.amountMinor) : '',
      tzs(e.balanceMinor),
    ]);
    const total = (sign: number) =>
      history.entries.reduce(
        (sum, e) => sum + (Math.sign(e.amountMinor) === sign ? e.amountMinor : 0),
        0,
      );
    return {
      rows: [
        ['CRDB BANK PLC'],
        ['CUSTOMER STATEMENT'],
        ['Account Name: JUMA A. MOSHI'],
        ['Account No: 0150123456700   Currency: TZS   Branch: AZIKIWE'],
        [`Period: ${dmy(history.start).text} to ${dmy(history.end).text}`],
        ['Posting Date', 'Details', 'Value Date', 'Debit', 'Credit', 'Book Balance'],
        [dmy(history.start), 'Opening Balance', '', '', '', tzs(history.openingMinor)],
        ...rows,
        [],
        [`Total Debits: ${tzs(total(-1)).text}`],
        [`Total Credits: ${tzs(total(1)).text}`],
        [`Closing Balance: ${tzs(history.closingMinor).text}`],
      ],
      header: 5,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'TZS',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const WAVE_FOUR_MORE = [tbc, crdb];
