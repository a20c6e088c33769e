import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';
import { readFixture } from '../test-support/fixtures';
import { bombPdf } from '../test-support/hostile-files';
import { streamsWithinLimits } from './stream-limits';

describe('a PDF’s streams are measured before pdf.js inflates them', () => {
  it('refuses a page whose content inflates past the limit, without reading it', async () => {
    // Issue #15's file inflates to 1 GiB; pdf.js held it all, 2.2 GB, before reading a word.
    const started = performance.now();
    expect(await parseStatement(bombPdf(1024), 'bomb.pdf')).toEqual({
      ok: false,
      error: {
        code: 'too-large-unpacked',
        message:
          'This PDF unpacks to far more data than a bank statement holds, so we did not open it.',
      },
    });
    expect(await parseStatement(bombPdf(100), 'bomb.pdf')).toMatchObject({
      error: { code: 'too-large-unpacked' },
    });
    expect(performance.now() - started).toBeLessThan(10_000);
  }, 20_000);

  it('passes real statements, leaving their images out of the count', () => {
    // The Mercury statement's images inflate to 46 MB; its text streams to 0.6 MB.
    expect(streamsWithinLimits(readFixture('reds-importers/mercury_statement_20241105.pdf'))).toBe(
      true,
    );
    expect(streamsWithinLimits(readFixture('monopoly/example_statement.pdf'))).toBe(true);
    expect(streamsWithinLimits(bombPdf(60))).toBe(true);
  });
});
