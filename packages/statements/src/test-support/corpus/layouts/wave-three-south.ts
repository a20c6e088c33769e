import { day, money } from '../cells';
import type { Entry } from '../history';
import { expectedOf, ordered, type TableLayout } from '../layout';

/**
 * Wave three, North Africa, the Gulf and South Asia: Attijariwafa's French PDF with SOLDE DEPART
 * and SOLDE FINAL as rows of the table and a totals row, Al Rajhi's Arabic workbook newest first,
 * Meezan's CSV with a preamble and Opening and Closing Balance rows inside the table.
 */
export const attijariwafa: TableLayout = {
  kind: 'table',
  name: 'ma-attijariwafa-compte',
  country: 'MA',
  history: { region: 'ma', currency: 'MAD', scale: 10 },
  formats: ['pdf'],
  pdfExactWidths: true,
  // `1 234,56` with a space for thousands; the balances as labelled rows of the table itself.
  sheet(history) {
    const mad = (minor: number) => money(minor, { decimal: ',', group: ' ', sign: 'none' });
    const dmy = (iso: string) => day(iso, 'DD/MM/YYYY');
    const rows = history.entries.map((e) => [
      dmy(e.date),
      dmy(e.date),
      e.name,
      e.amountMinor < 0 ? mad(e.amountMinor) : '',
      e.amountMinor > 0 ? mad(e.amountMinor) : '',
    ]);
    const out = history.entries.reduce((sum, e) => sum + Math.min(e.amountMinor, 0), 0);
    const into = history.entries.reduce((sum, e) => sum + Math.max(e.amountMinor, 0), 0);
    return {
      rows: [
        ['ATTIJARIWAFA BANK'],
        ['RELEVE DE COMPTE'],
        ['Compte N° 007 780 0001234567890123 45    Devise : MAD'],
        [`Période du ${dmy(history.start).text} au ${dmy(history.end).text}`],
        ['Date opér.', 'Date valeur', 'Libellé', 'Débit', 'Crédit'],
        ['', '', `SOLDE DEPART AU ${dmy(history.start).text}`, '', mad(history.openingMinor)],
        ...rows,
        ['', '', 'TOTAL MOUVEMENTS', mad(out), mad(into)],
        ['', '', `SOLDE FINAL AU ${dmy(history.end).text}`, '', mad(history.closingMinor)],
      ],
      header: 4,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'MAD',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const alRajhi: TableLayout = {
  kind: 'table',
  name: 'sa-alrajhi-hisab',
  country: 'SA',
  history: { region: 'sa', currency: 'SAR', scale: 3.75 },
  formats: ['xlsx', 'html'],
  nativeCells: true,
  // Arabic headers, newest first, the operation's kind beside the description, debit and
  // credit apart, the currency code in the preamble.
  sheet(history) {
    const sar = (minor: number) => money(minor, { group: ',', sign: 'none' });
    const kind = (e: Entry) =>
      e.kind === 'shop' ? 'شراء عبر نقاط البيع' : e.kind === 'bill' ? 'سداد فاتورة' : 'حوالة واردة';
    const rows = ordered(history, true).map((e) => [
      day(e.date, 'DD/MM/YYYY'),
      kind(e),
      e.name,
      e.amountMinor < 0 ? sar(e.amountMinor) : '',
      e.amountMinor > 0 ? sar(e.amountMinor) : '',
      sar(e.balanceMinor),
    ]);
    return {
      rows: [
        ['كشف حساب'],
        ['رقم الحساب', 'SA0380000000608010167519'],
        ['العملة', 'SAR'],
        ['الفترة', `${history.start} - ${history.end}`],
        [],
        ['التاريخ', 'نوع العملية', 'الوصف', 'مدين', 'دائن', 'الرصيد'],
        ...rows,
      ],
      header: 5,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        type: kind,
        currency: 'SAR',
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const meezan: TableLayout = {
  kind: 'table',
  name: 'pk-meezan-current',
  country: 'PK',
  history: { region: 'pk', currency: 'PKR', scale: 280 },
  formats: ['csv'],
  csv: { eol: '\r\n' },
  // `05-Mar-2024`, amounts with comma groups (so quoted), an empty cheque column, and Opening
  // and Closing Balance rows with only the balance filled.
  sheet(history) {
    const pkr = (minor: number) => money(minor, { group: ',', sign: 'none' });
    const dmy = (iso: string) => day(iso, 'DD-MMM-YYYY');
    const rows = history.entries.map((e) => [
      dmy(e.date),
      dmy(e.date),
      e.name,
      '',
      e.amountMinor < 0 ? pkr(e.amountMinor) : '',
      e.amountMinor > 0 ? pkr(e.amountMinor) : '',
      pkr(e.balanceMinor),
    ]);
    return {
      rows: [
        ['Meezan Bank Limited'],
        ['Account Statement'],
        ['Account Title:', 'MUHAMMAD USMAN TARIQ'],
        ['Account Number:', '0101-0104567823'],
        ['Currency:', 'PKR'],
        ['Period:', `${dmy(history.start).text} to ${dmy(history.end).text}`],
        [],
        [
          'Transaction Date',
          'Value Date',
          'Description',
          'Cheque No',
          'Debit',
          'Credit',
          'Available Balance',
        ],
        ['', '', 'Opening Balance', '', '', '', pkr(history.openingMinor)],
        ...rows,
        ['', '', 'Closing Balance', '', '', '', pkr(history.closingMinor)],
      ],
      header: 7,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'PKR',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const WAVE_THREE_SOUTH = [attijariwafa, alRajhi, meezan];
