import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { UploadSpool } from '../intake/upload-spool';
import { CHUNK_ROWS } from '../transaction-chunks';
import { createStatementParser, DEFAULT_PARSE_LIMITS } from './statement-parser';

const encode = (text: string) => new TextEncoder().encode(text);

/** A few megabytes of well-formed statement: enough work to outlast a tight limit. */
function bigStatement(rows: number): Uint8Array {
  const lines = ['Date,Description,Amount,Balance'];
  let balance = 0;
  for (let i = 0; i < rows; i += 1) {
    balance += 1;
    lines.push(`2024-01-${String((i % 28) + 1).padStart(2, '0')},Row ${i},0.01,${balance / 100}`);
  }
  return encode(lines.join('\n'));
}

/** This process's parse processes that are still running, by their ids. */
function parseProcesses(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // The parent's id is the fourth field, after the command in parentheses.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return (
          parent === process.pid &&
          readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('parse-worker')
        );
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * The parse processes started from now on: other tests' parsers leave their waiting processes,
 * which a count of this test's own must leave out.
 */
function parseProcessesFromNow(): () => number[] {
  const others = new Set(parseProcesses());
  return () => parseProcesses().filter((pid) => !others.has(pid));
}

describe('the statement parser process', () => {
  it('answers with the statement, then its transactions as stored chunks', async () => {
    const parse = createStatementParser();
    const outcome = await parse({
      file: encode('Date,Description,Amount\n2024-02-01,Coffee,-3.50\n'),
      fileName: 'a.csv',
    });
    if (!outcome.ok) throw new Error('expected a statement');
    expect(outcome.statement).toMatchObject({ format: 'csv', transactionCount: 1 });
    const chunks = [];
    for await (const chunk of outcome.chunks) chunks.push(chunk);
    expect(chunks).toMatchObject([
      {
        firstPosition: 0,
        dates: '{"2024-02-01"}',
        descriptions: '{"Coffee"}',
        amountsMinor: '{-350}',
      },
    ]);
  });

  it('reads a file the upload spool keeps, which its job names rather than carries', async () => {
    const spool = await UploadSpool.open();
    try {
      const spooled = await spool.write(
        Readable.from([Buffer.from('Date,Description,Amount\n2024-02-01,Rent,-950.00\n')]),
      );
      const outcome = await createStatementParser()({ file: spooled.location, fileName: 'a.csv' });
      if (!outcome.ok) throw new Error('expected a statement');
      expect(outcome.statement).toMatchObject({ format: 'csv', transactionCount: 1 });
      const chunks = [];
      for await (const chunk of outcome.chunks) chunks.push(chunk);
      expect(chunks[0]).toMatchObject({ descriptions: '{"Rent"}', amountsMinor: '{-95000}' });
    } finally {
      await spool.close();
    }
  });

  it('sends a large statement in chunks of CHUNK_ROWS, every row once', async () => {
    const parse = createStatementParser();
    const outcome = await parse({ file: bigStatement(CHUNK_ROWS * 2 + 5), fileName: 'big.csv' });
    if (!outcome.ok) throw new Error('expected a statement');
    const starts: number[] = [];
    for await (const chunk of outcome.chunks) starts.push(chunk.firstPosition);
    expect(starts).toEqual([0, CHUNK_ROWS, CHUNK_ROWS * 2]);
    expect(outcome.statement.transactionCount).toBe(CHUNK_ROWS * 2 + 5);
  });

  it('passes the parser’s own refusals through unchanged', async () => {
    const parse = createStatementParser();
    expect(await parse({ file: encode(''), fileName: 'a.csv' })).toEqual({
      ok: false,
      error: { code: 'empty-file', message: 'This file is empty.' },
    });
  });

  it('stops a parse that runs past the time limit', async () => {
    const parse = createStatementParser({ ...DEFAULT_PARSE_LIMITS, timeMs: 200 });
    expect(await parse({ file: bigStatement(200_000), fileName: 'big.csv' })).toEqual({
      ok: false,
      failure: 'timed-out',
    });
  });

  it('stops a parse that needs more heap than its process has', async () => {
    const parse = createStatementParser({ ...DEFAULT_PARSE_LIMITS, heapMb: 24 });
    expect(await parse({ file: bigStatement(200_000), fileName: 'big.csv' })).toEqual({
      ok: false,
      failure: 'out-of-memory',
    });
  });

  it('stops a parse whose process holds more resident memory than it may', async () => {
    // Every process holds more than a megabyte: the watchdog kills it at its first reading.
    const parse = createStatementParser({ ...DEFAULT_PARSE_LIMITS, residentMb: 1 });
    expect(await parse({ file: bigStatement(200_000), fileName: 'big.csv' })).toEqual({
      ok: false,
      failure: 'out-of-memory',
    });
  });

  it('rejects, rather than never answering, when its job cannot be sent', async () => {
    const parse = createStatementParser();
    // A function cannot be copied to a process: sending the job throws at once.
    const job = { file: encode('Date,Amount\n'), fileName: 'a.csv', extra: () => 1 };
    await expect(parse(job)).rejects.toThrow(/could not be cloned/);
    // The slot it had is free again: the next parse runs.
    expect(await parse({ file: encode(''), fileName: 'a.csv' })).toMatchObject({ ok: false });
  });

  it('runs no more parses at once than its concurrency allows', async () => {
    const parse = createStatementParser({ ...DEFAULT_PARSE_LIMITS, concurrency: 1 });
    const finished: string[] = [];
    const slow = parse({ file: bigStatement(60_000), fileName: 'slow.csv' }).then(() => {
      finished.push('slow');
    });
    const quick = parse({ file: encode('Date,Amount\n2024-01-01,1\n'), fileName: 'q.csv' }).then(
      () => {
        finished.push('quick');
      },
    );
    await Promise.all([slow, quick]);
    expect(finished).toEqual(['slow', 'quick']);
  });

  it('has the first job’s process started when prepared, and parses in it', async () => {
    const ours = parseProcessesFromNow();
    const parse = createStatementParser();
    try {
      parse.prepare?.();
      const ready = ours();
      expect(ready).toHaveLength(1);
      const parsing = parse({ file: bigStatement(100_000), fileName: 'big.csv' });
      await delay(50);
      expect(ours()).toEqual(ready);
      expect(await parsing).toMatchObject({ ok: true });
    } finally {
      parse.close?.();
    }
  });

  it('parses at a lower priority than the server, which answers people first', () => {
    const ours = parseProcessesFromNow();
    const parse = createStatementParser();
    try {
      parse.prepare?.();
      const [waiting] = ours();
      if (waiting === undefined) throw new Error('expected a waiting process');
      // A higher niceness is a lower priority.
      expect(getPriority(waiting)).toBeGreaterThan(getPriority(process.pid));
    } finally {
      parse.close?.();
    }
  });

  it('starts the next process once a parse has answered, not beside the parse', async () => {
    const ours = parseProcessesFromNow();
    const parse = createStatementParser();
    try {
      const parsing = parse({ file: bigStatement(100_000), fileName: 'big.csv' });
      // Too soon for any answer: the process has not even finished starting.
      await delay(50);
      const parsingNow = ours();
      expect(parsingNow).toHaveLength(1);
      const outcome = await parsing;
      if (!outcome.ok) throw new Error('expected a statement');
      for await (const chunk of outcome.chunks) expect(chunk.dates).not.toBe('{}');
      // The one that parsed ends; the one left waits for the next upload.
      await expect.poll(() => ours().filter((pid) => !parsingNow.includes(pid)).length).toBe(1);
      await expect.poll(() => ours().length).toBe(1);
    } finally {
      parse.close?.();
    }
  });

  it('starts the next process at once when parses overlap, for the upload that follows', async () => {
    const ours = parseProcessesFromNow();
    const parse = createStatementParser();
    try {
      const first = parse({ file: bigStatement(100_000), fileName: 'first.csv' });
      await delay(50);
      const second = parse({ file: bigStatement(100_000), fileName: 'second.csv' });
      // Neither can have answered yet: two parsing, and the next one already waiting.
      await delay(50);
      expect(ours()).toHaveLength(3);
      expect(await Promise.all([first, second])).toMatchObject([{ ok: true }, { ok: true }]);
    } finally {
      parse.close?.();
    }
  });
});
