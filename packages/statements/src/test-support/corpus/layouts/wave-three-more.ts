import { day, money } from '../cells';
import type { Entry } from '../history';
import { expectedOf, joinParts, ordered, type TableLayout } from '../layout';

/**
 * Wave three, three more: CIB Egypt's old `.xls` with the amount's minus written after it and
 * the balance marked `CR`, NLB's Windows-1250 CSV with every amount carrying its sign (`+1.234,56`)
 * and the purpose apart from the payee, Commercial Bank of Ceylon's PDF newest first with
 * brought-forward and carried-forward balances as rows.
 */
export const cib: TableLayout = {
  kind: 'table',
  name: 'eg-cib-current',
  country: 'EG',
  history: { region: 'eg', currency: 'EGP', scale: 30 },
  formats: ['xls'],
  // Every cell text; the value date before the booking date; `1,234.56-` for money out.
  sheet(history) {
    const amount = (minor: number) => money(minor, { group: ',', sign: 'trailing' });
    const balance = (minor: number) => {
      const cell = money(minor, { group: ',' });
      return { text: `${cell.text} CR`, value: cell.value };
    };
    const dmy = (iso: string) => day(iso, 'DD/MM/YYYY');
    const rows = history.entries.map((e) => [
      dmy(e.date),
      dmy(e.date),
      e.name,
      e.reference,
      amount(e.amountMinor),
      balance(e.balanceMinor),
    ]);
    return {
      rows: [
        ['Commercial International Bank (Egypt) S.A.E'],
        ['Account Statement'],
        ['Account Number', '100012345678', 'Currency', 'EGP'],
        ['From', dmy(history.start).text, 'To', dmy(history.end).text],
        [],
        ['Value Date', 'Booking Date', 'Description', 'Reference', 'Amount', 'Balance'],
        ...rows,
      ],
      header: 5,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'EGP',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const nlb: TableLayout = {
  kind: 'table',
  name: 'si-nlb-transakcijski',
  country: 'SI',
  history: { region: 'si', currency: 'EUR' },
  formats: ['csv'],
  csv: { delimiter: ';', encoding: 'windows-1250', eol: '\r\n' },
  // `+1.234,56` and `-12,34`; the payee and the purpose (with its SEPA code) apart; no balance.
  sheet(history) {
    const eur = (minor: number) => money(minor, { decimal: ',', group: '.', sign: 'plus' });
    const purpose = (e: Entry) =>
      e.kind === 'shop'
        ? 'Nakup s kartico'
        : e.kind === 'bill'
          ? `Račun ${e.reference}`
          : 'Nakazilo';
    const code = (e: Entry) => (e.kind === 'shop' ? 'OTHR' : e.kind === 'bill' ? 'GDSV' : 'SALA');
    const rows = history.entries.map((e) => [
      day(e.date, 'DD.MM.YYYY'),
      day(e.date, 'DD.MM.YYYY'),
      e.name,
      purpose(e),
      code(e),
      `SI00 ${e.reference}`,
      eur(e.amountMinor),
      'EUR',
    ]);
    return {
      rows: [
        [
          'Datum knjiženja',
          'Datum valute',
          'Prejemnik/Plačnik',
          'Namen',
          'Koda namena',
          'Referenca',
          'Znesek',
          'Valuta',
        ],
        ...rows,
      ],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => joinParts(e.name, purpose(e)),
        currency: 'EUR',
      }),
    };
  },
};

export const combank: TableLayout = {
  kind: 'table',
  name: 'lk-combank-savings',
  country: 'LK',
  history: { region: 'lk', currency: 'LKR', scale: 300 },
  formats: ['pdf'],
  pdfExactWidths: true,
  // Newest first, `DD-MM-YYYY`; BALANCE B/F at the foot and BALANCE C/F at the top as rows.
  sheet(history) {
    const lkr = (minor: number) => money(minor, { group: ',', sign: 'none' });
    const dmy = (iso: string) => day(iso, 'DD-MM-YYYY');
    const rows = ordered(history, true).map((e) => [
      dmy(e.date),
      e.name,
      '',
      e.amountMinor < 0 ? lkr(e.amountMinor) : '',
      e.amountMinor > 0 ? lkr(e.amountMinor) : '',
      lkr(e.balanceMinor),
    ]);
    return {
      rows: [
        ['COMMERCIAL BANK OF CEYLON PLC'],
        ['STATEMENT OF ACCOUNT - SAVINGS'],
        ['Account No: 8001234567    Currency: LKR'],
        [`Period: ${dmy(history.start).text} to ${dmy(history.end).text}`],
        ['Date', 'Description', 'Cheque No', 'Withdrawals', 'Deposits', 'Balance'],
        [dmy(history.end), 'BALANCE C/F', '', '', '', lkr(history.closingMinor)],
        ...rows,
        [dmy(history.start), 'BALANCE B/F', '', '', '', lkr(history.openingMinor)],
      ],
      header: 4,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'LKR',
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const WAVE_THREE_MORE = [cib, nlb, combank];
