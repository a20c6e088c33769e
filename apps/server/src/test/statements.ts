/** A small statement for API tests: a salary and two card payments, with running balances. */
export const MARCH_STATEMENT = [
  'Date,Description,Amount,Balance',
  '2026-03-01,SALARY ACME LTD,2500.00,2500.00',
  '2026-03-02,TESCO STORES 2231,-45.10,2454.90',
  '2026-03-05,NETFLIX.COM,-9.99,2444.91',
].join('\n');
