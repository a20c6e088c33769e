import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect-format';
import { parseStatement } from './index';
import { readFixture } from './test-support/fixtures';

const text = (value: string) => new TextEncoder().encode(value);

describe('detectFormat', () => {
  it('reads the format from the bytes, not the name', () => {
    expect(detectFormat(text('%PDF-1.7\n...'), 'statement.csv')).toBe('pdf');
    expect(
      detectFormat(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]), 'a.pdf'),
    ).toBe('xls');
    expect(detectFormat(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0]), 'a.csv')).toBe('xlsx');
    expect(detectFormat(text('Date,Amount\n2024-01-01,5\n'), 'export.xls')).toBe('csv');
    expect(detectFormat(text('Date,Amount\n'), 'no-extension')).toBe('csv');
  });

  it('tells every fixture apart by content', () => {
    const cases: [string, string | null][] = [
      ['monopoly/example_statement.pdf', 'pdf'],
      ['monopoly/protected.pdf', 'pdf'],
      ['reds-importers/ACC_TXN_History_1234_clean.xls', 'xls'],
      ['fineco/my-cards.xls', 'xls'],
      ['fineco/movements.xlsx', 'xlsx'],
      ['otp/sample-new-format-2026-06.xlsx', 'xlsx'],
      ['bank2ynab/test_swedebank_statement.xls', 'csv'],
      ['beancount-import/EAC_Checking_Transactions_20201223-160009.CSV', 'csv'],
      ['ofxparse/checking.ofx', null],
      ['csv2ofx/default.qif', null],
    ];
    for (const [file, format] of cases) {
      expect(detectFormat(readFixture(file), file.split('/').pop() ?? file), file).toBe(format);
    }
  });

  it('returns null for binary that is none of them', () => {
    const junk = new Uint8Array(4096).map((_, i) => (i * 7919) % 256);
    expect(detectFormat(junk, 'junk.csv')).toBeNull();
  });
});

describe('parseStatement on formats it does not read here', () => {
  it('refuses OFX and QIF as unsupported types, naming the supported ones', async () => {
    for (const file of ['ofxparse/checking.ofx', 'csv2ofx/default.qif']) {
      const result = await parseStatement(readFixture(file), file);
      expect(result).toEqual({
        ok: false,
        error: {
          code: 'unsupported-type',
          message: 'File type not supported. Please upload PDF, CSV, XLS, or XLSX files.',
        },
      });
    }
  });
});
