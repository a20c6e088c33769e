import type { AnswerKind } from '../types';

/**
 * The assistant's own question set, over the public fixtures in ../shared/fixtures (read where
 * they are, never copied). Every expected figure was worked out without the engine: from the
 * raw CSV columns with a short script, from the ground truth beside a PDF
 * (monopoly/transformed.csv), or from the anchors in statements/SOURCES.md; `source` says which.
 */
export interface EvalQuestion {
  /** Relative to ../shared/fixtures. */
  file: string;
  question: string;
  kind: AnswerKind;
  /** Money and balances in major units (signed for balances and net changes), else a count. */
  value?: number;
  /** Text the answer must contain, case-insensitive (names, dates). */
  mentions?: string[];
  source: string;
}

/** One entry of ../shared/fixtures/qa/questions.json (see the README beside it). */
export interface SharedQuestion {
  file: string;
  question: string;
  kind: 'number' | 'count' | 'entities';
  value: number | null;
  entity?: string;
  entities?: string[];
}

const MERCURY = 'statements/reds-importers/mercury_statement_20241105.pdf';
const LLOYDS = 'statements/lloyds/sample-statement.csv';
const BOI = 'statements/bank2ynab/test_BOI_TransactionExport.csv';
const UOB = 'statements/reds-importers/ACC_TXN_History_1234_clean.xls';
const DCU = 'statements/reds-importers/Main_Checking_Account_Transactions.csv';
const RAIFFEISEN = 'statements/bank2ynab/test_delimiter_tab.csv';
const ING = 'statements/csv2ofx/ingesp.csv';
const MONOPOLY = 'statements/monopoly/example_statement.pdf';
const SAVINGS = 'qa/savings_jan_feb_2025.csv';

const ANCHOR = 'SOURCES.md answer anchors';
const COLUMNS = 'raw CSV columns, summed by script';
const TRUTH = 'monopoly/transformed.csv ground truth';

// prettier-ignore
export const EVAL_QUESTIONS: readonly EvalQuestion[] = [
  // Mercury card (USD PDF, month-first dates).
  { file: MERCURY, question: 'How many purchases are there?', kind: 'count', value: 57, source: ANCHOR },
  { file: MERCURY, question: 'How much did I spend in total?', kind: 'money', value: 2461.81, source: ANCHOR },
  { file: MERCURY, question: 'What was my largest purchase?', kind: 'money', value: 224.05, mentions: ['Amazon', '19-October-2024'], source: ANCHOR },
  { file: MERCURY, question: 'How much did I spend at Amazon?', kind: 'money', value: 890.83, source: ANCHOR },
  { file: MERCURY, question: 'How many times did I buy from Amazon?', kind: 'count', value: 14, source: ANCHOR },
  { file: MERCURY, question: 'How much went on DoorDash?', kind: 'money', value: 593.27, source: ANCHOR },
  { file: MERCURY, question: 'How many Doordash orders did I place?', kind: 'count', value: 10, source: ANCHOR },
  { file: MERCURY, question: 'What is the new balance?', kind: 'balance', value: -2461.81, source: `${ANCHOR} (owed on the card, so negative)` },
  { file: MERCURY, question: 'What was the previous balance at the start?', kind: 'balance', value: -2452.23, source: ANCHOR },
  { file: MERCURY, question: 'Which subscriptions do I have?', kind: 'entities', mentions: ['Amazon Prime', 'YouTube Premium'], source: 'PDF text layer (Amazon Prime, Youtubepremium)' },
  { file: MERCURY, question: 'How much did I spend on Tesla?', kind: 'unanswerable', source: 'no such merchant in the file' },
  { file: MERCURY, question: 'How much did I pay Netflix?', kind: 'unanswerable', source: 'no Netflix row in the file' },
  // Lloyds (GBP, no currency in the file, newest first).
  { file: LLOYDS, question: 'Total debits?', kind: 'money', value: 6381.99, source: `${ANCHOR}; ${COLUMNS}` },
  { file: LLOYDS, question: 'Total credits?', kind: 'money', value: 2500, source: `${ANCHOR}; ${COLUMNS}` },
  { file: LLOYDS, question: 'How many debits are there?', kind: 'count', value: 10, source: COLUMNS },
  { file: LLOYDS, question: 'What was the closing balance?', kind: 'balance', value: 2040.59, source: ANCHOR },
  { file: LLOYDS, question: 'What was the largest debit?', kind: 'money', value: 5975.12, mentions: ['12-January-2024'], source: ANCHOR },
  { file: LLOYDS, question: 'How much did I spend in January?', kind: 'money', value: 5988.9, source: COLUMNS },
  { file: LLOYDS, question: 'Spending in December 2023?', kind: 'money', value: 393.09, source: COLUMNS },
  { file: LLOYDS, question: 'How much did I pay in fees and charges?', kind: 'money', value: 19.31, source: `${COLUMNS} (two NON-GBP TRANS FEE rows, SERVICE CHARGES)` },
  { file: LLOYDS, question: 'What was the balance on 01/12/2023?', kind: 'balance', value: 8029.49, source: `${COLUMNS} (the day's latest row, first in the file)` },
  { file: LLOYDS, question: 'What was my lowest balance?', kind: 'balance', value: 2040.59, source: COLUMNS },
  { file: LLOYDS, question: 'Which account is this?', kind: 'info', mentions: ['2252'], source: 'account number column' },
  { file: LLOYDS, question: 'What is the weather like?', kind: 'unanswerable', source: 'not about the statement' },
  { file: LLOYDS, question: 'How much did I spend in March 2020?', kind: 'unanswerable', source: 'outside the period' },
  // Bank of Ireland (EUR, balance printed on only some rows).
  { file: BOI, question: 'How much did I spend on Netflix?', kind: 'money', value: 9.99, source: ANCHOR },
  { file: BOI, question: 'How much came in from CTO?', kind: 'money', value: 3383.69, source: `${ANCHOR}: 845.92 ×3 + 845.93` },
  { file: BOI, question: 'Which credits repeat every week?', kind: 'entities', mentions: ['CTO'], source: `${COLUMNS}: 7, 14, 21, 28 Sep` },
  { file: BOI, question: 'Total debits', kind: 'money', value: 4260.83, source: ANCHOR },
  { file: BOI, question: 'Total credits', kind: 'money', value: 3841.22, source: ANCHOR },
  { file: BOI, question: 'Biggest debit?', kind: 'money', value: 2000, mentions: ['365 Online', '04-September-2017'], source: ANCHOR },
  { file: BOI, question: 'How many ATM withdrawals did I make?', kind: 'count', value: 3, source: COLUMNS },
  { file: BOI, question: 'How much cash did I take out?', kind: 'money', value: 270, source: COLUMNS },
  { file: BOI, question: 'What is the closing balance?', kind: 'unanswerable', source: 'every printed balance is 100 and none follows from the amounts' },
  // UOB (SGD, no running balance: the Available Balance column is always 0).
  { file: UOB, question: 'Total withdrawals?', kind: 'money', value: 1267.9, source: ANCHOR },
  { file: UOB, question: 'Total deposits?', kind: 'money', value: 545.3, source: ANCHOR },
  { file: UOB, question: 'What was the largest withdrawal?', kind: 'money', value: 800, mentions: ['cash withdrawal', '16-June-2023'], source: ANCHOR },
  { file: UOB, question: 'What is the closing balance?', kind: 'unanswerable', source: `${ANCHOR}: Available Balance must not be reported` },
  { file: UOB, question: 'What period does the statement cover?', kind: 'info', mentions: ['02-May-2023', '01-July-2023'], source: 'preamble: Statement Period: 02-May-2023 To 01-July-2023' },
  // DCU (USD, signed amounts, newest first).
  { file: DCU, question: 'Total debits', kind: 'money', value: 15923.03, source: ANCHOR },
  { file: DCU, question: 'How much money came in?', kind: 'money', value: 16423.03, source: ANCHOR },
  { file: DCU, question: 'Largest debit?', kind: 'money', value: 7971.39, mentions: ['31-December-2021'], source: ANCHOR },
  { file: DCU, question: 'How much did ACME pay me?', kind: 'money', value: 16281.36, source: COLUMNS },
  { file: DCU, question: 'What was the closing balance?', kind: 'balance', value: 500, source: 'CURRENT BALANCE on the newest row' },
  // Raiffeisen (EUR, tab-separated, no header): many grocery chains.
  { file: RAIFFEISEN, question: 'How much did I spend at Hofer?', kind: 'money', value: 405.78, source: COLUMNS },
  { file: RAIFFEISEN, question: 'How many times did I shop at Lidl?', kind: 'count', value: 5, source: COLUMNS },
  { file: RAIFFEISEN, question: 'How much went to Spar (Eurospar included)?', kind: 'money', value: 79.31, source: COLUMNS },
  // Hofer, Lidl, Spar/Eurospar and Penny make 660.29, but card payments at shops no table knows
  // (Parama, Kreis, Radatz, a butcher) may be groceries too: no total is given.
  { file: RAIFFEISEN, question: 'How much did I spend on groceries?', kind: 'unanswerable', source: `${COLUMNS}: Hofer, Lidl, Spar/Eurospar, Penny make 660.29; unknown card shops beside them` },
  { file: RAIFFEISEN, question: 'How much did I spend at Lidl?', kind: 'money', value: 97.35, source: COLUMNS },
  { file: RAIFFEISEN, question: 'Total outgoing payments?', kind: 'money', value: 6458.9, source: `${ANCHOR}; ${COLUMNS}` },
  { file: RAIFFEISEN, question: 'Top 3 merchants', kind: 'entities', mentions: ['Allianz', 'VW', 'Raiffeisen Bausparkasse'], source: `${COLUMNS}: 1,443.48, 907.90, 735.34` },
  // ING Spain: the bank's own categories.
  { file: ING, question: 'How much did I spend on Otros gastos?', kind: 'money', value: 1256.3, source: `${COLUMNS} (class column)` },
  { file: ING, question: 'How much went on Ocio y viajes?', kind: 'money', value: 17.6, source: `${COLUMNS} (class column)` },
  // Card PDF with ground truth.
  { file: MONOPOLY, question: 'How much did I spend on the card?', kind: 'money', value: 703.48, source: TRUTH },
  { file: MONOPOLY, question: 'How many card purchases?', kind: 'count', value: 50, source: TRUTH },
  { file: MONOPOLY, question: 'Most expensive purchase?', kind: 'money', value: 238.79, mentions: ['DRIVE-THRU DELIGHTS', '22-July-2023'], source: TRUTH },
  // The question set's CSV, for the kinds questions.json does not ask.
  { file: SAVINGS, question: 'What was the opening balance?', kind: 'balance', value: 88120, source: 'first balance less the first amount' },
  { file: SAVINGS, question: 'What was my lowest balance?', kind: 'balance', value: 145308.75, mentions: ['31-January-2025'], source: COLUMNS },
  { file: SAVINGS, question: 'Highest balance?', kind: 'balance', value: 265308.75, mentions: ['01-February-2025'], source: COLUMNS },
  { file: SAVINGS, question: 'Balance at the end of 14 February', kind: 'balance', value: 210062.64, source: COLUMNS },
  { file: SAVINGS, question: 'Average monthly spending?', kind: 'money', value: 65715.37, source: `${COLUMNS}: 131,430.74 over 2 months` },
  { file: SAVINGS, question: 'How much did I spend between 1 and 15 January?', kind: 'money', value: 46460.39, source: COLUMNS },
  { file: SAVINGS, question: 'How much did I spend last month?', kind: 'money', value: 68619.49, source: 'questions.json (February debits)' },
  { file: SAVINGS, question: 'What did I spend on 05/02?', kind: 'money', value: 3957.01, source: COLUMNS },
  { file: SAVINGS, question: 'How many transactions in the first week?', kind: 'count', value: 6, source: COLUMNS },
  { file: SAVINGS, question: 'How much did I spend excluding rent?', kind: 'money', value: 61430.74, source: `${COLUMNS}: 131,430.74 less 70,000.00 of rent` },
  { file: SAVINGS, question: 'How much did I spend on Saturdays?', kind: 'money', value: 9580.02, source: `${COLUMNS}, by the weekday of each date` },
  { file: SAVINGS, question: 'What percentage of my spending went to Swiggy?', kind: 'money', value: 3192.76, mentions: ['2% of all your spending'], source: COLUMNS },
  { file: SAVINGS, question: 'What was my 2nd biggest expense?', kind: 'money', value: 35000, mentions: ['02-February-2025'], source: COLUMNS },
  { file: SAVINGS, question: 'Show my balance over time', kind: 'balance', value: 196715.25, mentions: ['January 2025: 145,308.75'], source: 'Balance column, last row of each month' },
  { file: SAVINGS, question: 'How much did I spend in February compared to January?', kind: 'money', value: 131430.74, mentions: ['February 2025: 68,619.49'], source: COLUMNS },
  { file: SAVINGS, question: 'Show me transactions over 30,000', kind: 'list', value: 4, source: COLUMNS },
  { file: SAVINGS, question: 'How much did I spend on IRCTC tickets?', kind: 'money', value: 17436.67, source: COLUMNS },
  { file: SAVINGS, question: 'Total Ola rides', kind: 'money', value: 1303.45, source: COLUMNS },
  { file: SAVINGS, question: 'How much did I pay in rent?', kind: 'money', value: 70000, source: COLUMNS },
  { file: SAVINGS, question: 'Cash withdrawals?', kind: 'money', value: 10000, source: COLUMNS },
  { file: SAVINGS, question: 'Bank charges?', kind: 'money', value: 1180, source: COLUMNS },
  { file: SAVINGS, question: 'How much was refunded?', kind: 'money', value: 25.99, source: COLUMNS },
  { file: SAVINGS, question: 'What is the net change?', kind: 'money', value: 108595.25, source: 'money in less money out, as questions.json gives them' },
  { file: SAVINGS, question: 'Where did I spend the most?', kind: 'entities', mentions: ['Mehta'], source: `${COLUMNS}: rent 70,000.00` },
  { file: SAVINGS, question: 'What are my recurring payments?', kind: 'entities', mentions: ['Mehta', 'Netflix', 'Jio'], source: COLUMNS },
  { file: SAVINGS, question: 'Show spending by month', kind: 'money', value: 131430.74, mentions: ['January 2025', 'February 2025'], source: 'questions.json' },
];
