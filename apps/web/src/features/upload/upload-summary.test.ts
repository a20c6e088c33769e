import { describe, expect, it } from 'vitest';
import { DOCUMENT } from './upload-card-harness';
import { analyzeLink, uploadSummary } from './upload-summary';

describe('uploadSummary', () => {
  it('names the file, the transactions and the period', () => {
    expect(uploadSummary(DOCUMENT)).toBe(
      'statement.csv uploaded: 42 transactions, 01-March-2026 to 31-March-2026.',
    );
  });

  it('leaves out a period it does not know, and counts one transaction as one', () => {
    expect(
      uploadSummary({ ...DOCUMENT, transactionCount: 1, periodStart: null, periodEnd: null }),
    ).toBe('statement.csv uploaded: 1 transaction.');
  });
});

describe('analyzeLink', () => {
  it('encodes the file name', () => {
    expect(analyzeLink('March & April.csv')).toBe('/my-projects?doc=March%20%26%20April.csv');
  });
});
