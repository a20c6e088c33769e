import { describeFixtures, type FixtureExpectation } from './test-support/expect-fixture';

/**
 * The question set's three statements (../shared/fixtures/qa), in layouts Indian banks use. The
 * closing balances and the debit and credit totals are the exact answers questions.json gives.
 */
const EXPECTED: FixtureExpectation[] = [
  {
    file: '../qa/savings_jan_feb_2025.csv',
    count: 38,
    debits: -13143074,
    credits: 24002599,
    currency: null,
    first: ['2025-01-01', 'NEFT CR-TATA CONSULTANCY', 12000000],
    last: ['2025-02-28', 'CHRG: SMS ALERT + DEBIT CARD AMC', -59000],
    reconciliation: { checked: 37, reconciled: 37, brokenRows: [] },
    period: ['2025-01-01', '2025-02-28'],
    opening: 8812000,
    closing: 19671525,
  },
  {
    file: '../qa/SBI_statement_Q3.xlsx',
    format: 'xlsx',
    count: 60,
    debits: -14925724,
    credits: 25652599,
    // Named by its letterhead, State Bank of India, with lakh-grouped amounts: rupees.
    currency: 'INR',
    first: ['2025-07-01', 'NEFT CR-WIPRO LIMITED', 8550000],
    last: ['2025-09-30', 'UPI/BIGBASKET/bb@icici', -128518],
    reconciliation: { checked: 59, reconciled: 59, brokenRows: [] },
    period: ['2025-07-01', '2025-09-30'],
    opening: 1520075,
    closing: 12246950,
    account: '****8901',
  },
  {
    // Lakh grouping (1,50,000.00), one signed amount column, `Transaction Remarks` descriptions.
    file: '../qa/icici_statement_mar-may.pdf',
    format: 'pdf',
    count: 52,
    debits: -21888660,
    credits: 45002599,
    currency: 'INR',
    first: ['2025-03-01', 'NEFT CR-HINDUSTAN UNILEVER LIMITED SALARY ACCOUNT', 15000000],
    last: ['2025-05-31', 'UPI/SWIGGY/swiggy@axisbank', -87416],
    reconciliation: { checked: 51, reconciled: 51, brokenRows: [] },
    period: ['2025-03-01', '2025-05-31'],
    opening: 2210000,
    closing: 25323939,
  },
];

describeFixtures('the question set’s statements parse to its exact answers', EXPECTED);
