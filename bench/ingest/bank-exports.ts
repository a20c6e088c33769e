import { parseStatement } from '@sheetwise/statements';
import { makeLedger } from '../../packages/statements/src/test-support/bank-exports/ledger';
import { makeMt940 } from '../../packages/statements/src/test-support/bank-exports/make-mt940';
import { makeQif } from '../../packages/statements/src/test-support/bank-exports/make-qif';

const RUNS = 3;

/**
 * The line-based bank exports, read in this process: an MT940 and a QIF of about 10 MB, the size
 * of the largest upload. They have no target of their own; the report keeps their cost in view.
 */
export async function benchBankExports(): Promise<void> {
  const mt940 = makeMt940(makeLedger({ seed: 77, count: 50_000, ascii: true, daysEvery: 20 }), {
    structured: true,
    statements: 30,
  }).text;
  const qif = makeQif(
    makeLedger({ seed: 99, count: 110_000, start: '2020-01-01', daysEvery: 50 }),
    {
      type: 'Bank',
      dates: 'mdy',
      decimalMark: '.',
    },
  ).text;
  for (const [name, text] of [
    ['bench.sta', mt940],
    ['bench.qif', qif],
  ] as const) {
    const bytes = new TextEncoder().encode(text);
    const times: number[] = [];
    let count = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const result = await parseStatement(bytes, name);
      times.push(performance.now() - started);
      if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
      count = result.statement.transactions.length;
    }
    const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? 0;
    console.log(
      `${name} ${(bytes.length / 1048576).toFixed(2)} MB, ${count} transactions, read in process: median ${median.toFixed(0)} ms of ${RUNS}`,
    );
  }
}
