/**
 * A made-up statement that a waiting parse process reads a few times before its real file, so
 * that V8 has compiled the readers' per-row code by the time an upload arrives: a fresh process
 * read a 10 MB CSV in about 1.6 s, one warmed so in about 1.25 s (BENCHMARKS.md). It is plain
 * CSV with a running balance because the table reader, the date and amount parsers and the
 * balance check it runs are shared by every format's reader.
 */
export const WARM_UP_FILE_NAME = 'warm-up.csv';

/** The parse process's argument that asks for the warm-up. */
export const WARM_UP_FLAG = '--warm-up';

/**
 * Rows read in one round: few enough (about 20 ms) that a job arriving during a round hardly
 * waits. Ten rounds run every per-row function often enough for V8 to optimise it.
 */
export const WARM_UP_ROWS = 1000;

/** Reads of the statement; a job that arrives stops them after the current one. */
export const WARM_UP_ROUNDS = 10;

/**
 * How long a new process waits before warming up. Uploads in quick succession each find a
 * process that has only just started; warming those would compete for the CPU with the upload
 * being parsed and make the next one wait (a burst of 1,000-row CSVs went from about 265 ms each
 * to 400-500 ms). A process that has waited this long is not in a burst.
 */
export const WARM_UP_DELAY_MS = 500;

const DESCRIPTIONS = ['GROCERY STORE', 'SALARY', 'RENT', 'FUEL STATION', 'COFFEE', 'REFUND'];

/** The statement's bytes: date, description, withdrawal, deposit and balance, a year long. */
export function warmUpStatement(rows = WARM_UP_ROWS): Uint8Array {
  const lines = ['Date,Description,Withdrawals,Deposits,Balance'];
  let balanceCents = 500_000;
  for (let index = 0; index < rows; index += 1) {
    const day = new Date(Date.UTC(2025, 0, 1 + Math.floor((index * 365) / rows)));
    const date = `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
    // Varied, deterministic amounts; money comes in while the balance is below where it began.
    const cents = ((index * 7919) % 20_000) + 1;
    const incoming = balanceCents < 500_000;
    balanceCents += incoming ? cents : -cents;
    const money = (cents / 100).toFixed(2);
    lines.push(
      [
        date,
        `${DESCRIPTIONS[index % DESCRIPTIONS.length] ?? ''} ${String(index)}`,
        incoming ? '' : money,
        incoming ? money : '',
        (balanceCents / 100).toFixed(2),
      ].join(','),
    );
  }
  return new TextEncoder().encode(lines.join('\n'));
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
