import { describe, expect, it } from 'vitest';
import type { UploadedDocument } from '@sheetwise/contracts';
import { analyzeLink, uploadSummary } from './upload-summary';

const DOCUMENT: UploadedDocument = {
  fileName: 'statement.csv',
  createdAt: '2026-04-02T09:00:00.000Z',
  transactionCount: 42,
  currency: 'USD',
  periodStart: '2026-03-01',
  periodEnd: '2026-03-31',
  reconciled: { checked: 42, reconciled: 42 },
};

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
