import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';
import { line, readFixture } from '../test-support/fixtures';
import { writeProtectedPdf } from '../test-support/protected-pdf';
import { writeAes256Pdf } from '../test-support/protected-pdf-aes256';
import {
  statementPdfPages,
  writeStatementPdf,
  type StatementPdfRow,
} from '../test-support/write-pdf';

const PASSWORD = 'ABCD0101';

/** Three lines of a savings account, as an Indian bank e-mails them: locked with a password. */
const ROWS: StatementPdfRow[] = [
  {
    date: '01/04/2025',
    description: 'SALARY ACME LTD',
    deposit: '85,000.00',
    balance: '1,00,000.00',
  },
  { date: '03/04/2025', description: 'UPI SWIGGY', withdrawal: '450.00', balance: '99,550.00' },
  { date: '05/04/2025', description: 'NEFT RENT', withdrawal: '25,000.00', balance: '74,550.00' },
];
const PAGES = statementPdfPages(ROWS, { preamble: ['Example Bank', 'Savings account 1234567890'] });

const NEEDS_PASSWORD = {
  ok: false,
  error: {
    code: 'password-required',
    message: 'This PDF is protected by a password. Enter its password to open it.',
  },
};

describe('password-protected PDF statements', () => {
  it('asks for the password when none is given', async () => {
    const bytes = writeProtectedPdf(PAGES, PASSWORD);
    expect(await parseStatement(bytes, 'statement.pdf')).toEqual(NEEDS_PASSWORD);
    expect(await parseStatement(bytes, 'statement.pdf', {})).toEqual(NEEDS_PASSWORD);
  });

  it('says when the password is wrong, a near miss too', async () => {
    const bytes = writeProtectedPdf(PAGES, PASSWORD);
    for (const password of ['abcd0101', 'ABCD010']) {
      expect(await parseStatement(bytes, 'statement.pdf', { password })).toEqual({
        ok: false,
        error: {
          code: 'wrong-password',
          message: "That password doesn't open this PDF. Check it and try again.",
        },
      });
    }
  });

  it('reads every transaction with the right password, as the same file unlocked', async () => {
    const result = await parseStatement(writeProtectedPdf(PAGES, PASSWORD), 'statement.pdf', {
      password: PASSWORD,
    });
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    const { transactions } = result.statement;
    expect(transactions.map(line)).toEqual([
      ['2025-04-01', 'SALARY ACME LTD', 8_500_000],
      ['2025-04-03', 'UPI SWIGGY', -45_000],
      ['2025-04-05', 'NEFT RENT', -2_500_000],
    ]);
    expect(transactions.map((transaction) => transaction.balanceMinor)).toEqual([
      10_000_000, 9_955_000, 7_455_000,
    ]);
    const unlocked = await parseStatement(writeStatementPdf(PAGES), 'statement.pdf');
    expect(result).toEqual(unlocked);
  });

  it('a password given with a PDF that has none is not needed, and not in the way', async () => {
    const result = await parseStatement(writeStatementPdf(PAGES), 'statement.pdf', {
      password: PASSWORD,
    });
    expect(result.ok && result.statement.transactions).toHaveLength(3);
  });

  it('a real protected PDF: asks for its password, and once opened it is a scan', async () => {
    const bytes = readFixture('monopoly/protected.pdf');
    expect(await parseStatement(bytes, 'protected.pdf')).toEqual(NEEDS_PASSWORD);
    // The password is in the fixtures' SOURCES.md; the one page has no text layer.
    expect(await parseStatement(bytes, 'protected.pdf', { password: 'foobar123' })).toMatchObject({
      ok: false,
      error: { code: 'pdf-no-text' },
    });
  });

  it('opens an AES-256 file whose password is not ASCII, and refuses a near miss', async () => {
    for (const password of ['Zürich-2024', 'पासवर्ड१२३', 'пароль']) {
      const bytes = writeAes256Pdf(PAGES, password);
      const result = await parseStatement(bytes, 'statement.pdf', { password });
      if (!result.ok) throw new Error(`${password}: ${result.error.code}`);
      expect(result.statement.transactions).toHaveLength(ROWS.length);
      const wrong = await parseStatement(bytes, 'statement.pdf', { password: password.slice(1) });
      expect(wrong).toMatchObject({ ok: false, error: { code: 'wrong-password' } });
    }
  });

  it('opens a revision 4 file whose password is Latin-1, as banks in Europe send them', async () => {
    const result = await parseStatement(writeProtectedPdf(PAGES, 'Müller-ÅÉ'), 'statement.pdf', {
      password: 'Müller-ÅÉ',
    });
    expect(result.ok && result.statement.transactions.length).toBe(ROWS.length);
  });
});
