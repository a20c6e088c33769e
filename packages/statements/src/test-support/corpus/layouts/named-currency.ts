import { day, money, type Cell } from '../cells';
import type { History } from '../history';
import { expectedOf, type TableLayout } from '../layout';

/**
 * Statements that name their currency only in their text, outside any money column: a bank's
 * letterhead (`State Bank of India`), a symbol in a title or a note under the table. And their
 * counterparts whose evidence is weak or disagrees, which must leave the currency unset: the
 * app then asks for it, where a wrong one would misstate every figure.
 */
const RUPEES = { region: 'in', currency: 'INR', scale: 60 } as const;
const lakhs = (minor: number) => money(Math.abs(minor), { group: 'indian', sign: 'none' });
const thousands = (minor: number) => money(Math.abs(minor), { group: ',', sign: 'none' });

/** SBI's workbook: the bank's name, the account, then an unsigned amount beside Dr or Cr. */
function drCrTable(history: History, print: (minor: number) => Cell, describe = nameOf) {
  return [
    ['Transaction Date', 'Details', 'Amount', 'Dr/Cr', 'Balance'],
    ...history.entries.map((e) => [
      day(e.date, 'DD-MMM-YYYY'),
      describe(e),
      print(e.amountMinor),
      e.amountMinor < 0 ? 'Dr' : 'Cr',
      print(e.balanceMinor),
    ]),
  ];
}

function nameOf(entry: { name: string }): string {
  return entry.name;
}

function layout(
  name: string,
  currency: string | null,
  rows: (history: History) => { above: Cell[][]; table: Cell[][]; below?: Cell[][] },
  describe = nameOf,
): TableLayout {
  return {
    kind: 'table',
    name,
    country: 'IN',
    history: RUPEES,
    formats: ['csv', 'xlsx'],
    sheet(history) {
      const { above, table, below = [] } = rows(history);
      return {
        rows: [...above, ...table, ...below],
        header: above.length,
        expected: expectedOf(history, { describe, currency, opening: true, closing: true }),
      };
    },
  };
}

const ACCOUNT = ['Account Number', '00000032145678901'];

export const sbiLetterhead = layout('in-sbi-letterhead', 'INR', (history) => ({
  above: [['State Bank of India'], ACCOUNT, []],
  table: drCrTable(history, lakhs),
}));

export const rupeeNote = layout('in-rupee-note', 'INR', (history) => ({
  above: [['Statement of Account'], ACCOUNT, []],
  table: drCrTable(history, lakhs),
  below: [[], ['All amounts are in ₹.']],
}));

export const rupeesInTitle = layout('in-rupees-title', 'INR', (history) => ({
  above: [['Savings Account Statement (amounts in Rs.)'], []],
  table: drCrTable(history, thousands),
}));

/** The bank's name, but six-figure balances grouped as no Indian bank prints them. */
export const sbiInThousands = layout('in-sbi-thousands', null, (history) => ({
  above: [['State Bank of India'], ACCOUNT, []],
  table: drCrTable(history, thousands),
}));

/** Banks named only in descriptions are the other parties' banks. */
const viaPayeeBank = (entry: { name: string }) => `NEFT/HDFC BANK/${entry.name}`;
export const payeeBanks = layout(
  'in-payee-banks',
  null,
  (history) => ({
    above: [['Statement of Account'], []],
    table: drCrTable(history, lakhs, viaPayeeBank),
  }),
  viaPayeeBank,
);

export const twoSymbols = layout('in-two-symbols', null, (history) => ({
  above: [['Statement of Account (₹)'], []],
  table: drCrTable(history, lakhs),
  below: [[], ['Converted amounts are shown in €.']],
}));

/** An Indian bank's name over a German IBAN: the evidence disagrees. */
export const bankAndIban = layout('in-bank-german-iban', null, (history) => ({
  above: [['State Bank of India'], ['IBAN', 'DE89 3704 0044 0532 0130 00'], []],
  table: drCrTable(history, lakhs),
}));

export const NAMED_CURRENCY: readonly TableLayout[] = [
  sbiLetterhead,
  rupeeNote,
  rupeesInTitle,
  sbiInThousands,
  payeeBanks,
  twoSymbols,
  bankAndIban,
];
