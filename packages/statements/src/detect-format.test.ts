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
      ['ofxparse/checking.ofx', 'ofx'],
      ['csv2ofx/default.qif', 'qif'],
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

describe('bank export formats', () => {
  it('tells OFX, QFX, QIF, CAMT.052/053/054 and MT940 from their first bytes, whatever the name', () => {
    const cases: [string, string][] = [
      ['OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>\n<SIGNONMSGSRSV1>', 'ofx'],
      ['<?xml version="1.0"?>\n<?OFX OFXHEADER="200" VERSION="220"?>\n<OFX>', 'ofx'],
      ['\ufeff<OFX>\n<BANKMSGSRSV1>', 'ofx'],
      ['!Type:Bank\nD01/31/2024\nT-1.00\n^\n', 'qif'],
      ['!Account\nNChecking\nTBank\n^\n', 'qif'],
      [
        '<?xml version="1.0"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">',
        'camt053',
      ],
      ['<Document><BkToCstmrStmt><GrpHdr>', 'camt053'],
      ['<Document><BkToCstmrAcctRpt><GrpHdr>', 'camt053'],
      ['<Document><BkToCstmrDbtCdtNtfctn><GrpHdr>', 'camt053'],
      [':20:STARTUMS\n:25:10020030/1234567890\n:28C:1/1\n:60F:C240101EUR0,00\n', 'mt940'],
      ['{1:F01BANKDEFFAXXX0000000000}{2:O940}{4:\r\n:20:REF\r\n:25:ACC\r\n:61:', 'mt940'],
    ];
    for (const [content, format] of cases) {
      expect(detectFormat(text(content), 'statement.csv'), content).toBe(format);
    }
  });

  it('refuses other XML, which is no table either', () => {
    const invoice = '<?xml version="1.0"?>\n<Invoice><Total>12.00</Total></Invoice>\n';
    expect(detectFormat(text(invoice), 'invoice.xml')).toBeNull();
    const payment = '<?xml version="1.0"?><Document><CstmrCdtTrfInitn/></Document>';
    expect(detectFormat(text(payment), 'pain001.xml')).toBeNull();
  });

  it('reads the OFX and QIF fixtures it used to refuse', async () => {
    const ofx = await parseStatement(readFixture('ofxparse/checking.ofx'), 'checking.ofx');
    expect(ofx.ok && ofx.statement.transactions.length).toBe(3);
    const qif = await parseStatement(readFixture('csv2ofx/default.qif'), 'default.qif');
    expect(qif.ok && qif.statement.transactions.length).toBe(8);
  });
});
