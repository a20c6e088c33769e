import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../answer-question';
import { combineStatements } from '../statement/combine';
import { TODAY } from '../test-support/sample';
import { makeStatement } from '../test-support/statement';

// Four accounts in four currencies, each named by its file and, for two, by their bank; no two
// of them share a row, so every figure below belongs to one statement.
const all = combineStatements([
  {
    name: 'otp_2024_01.xlsx',
    statement: makeStatement(
      [
        ['2024-01-05', 'MUNKABER', 450000],
        ['2024-01-07', 'MOL TOLTOALLOMAS', -15500.5],
        ['2024-01-12', 'MEDIA MARKT', -89990],
      ],
      {
        currency: 'HUF',
        bank: 'OTP Bank',
        openingBalanceMinor: 10000000,
        closingBalanceMinor: 53450950,
      },
    ),
  },
  {
    name: 'Extrato_Itaú_mufg-january.csv',
    statement: makeStatement(
      [
        ['2024-01-10', 'SEVEN ELEVEN', -1200],
        ['2024-01-25', 'SALARY', 300000],
      ],
      { currency: 'JPY' },
    ),
  },
  {
    name: 'Chase4821_Activity.CSV',
    statement: makeStatement(
      [
        ['2024-01-03', 'WHOLE FOODS', -84.2],
        ['2024-01-15', 'SHELL OIL', -40],
      ],
      { currency: 'USD' },
    ),
  },
  {
    name: 'sparkasse.csv',
    statement: makeStatement([['2024-01-04', 'REWE', -23.45]], { currency: 'EUR' }),
  },
  {
    name: 'ing_giro.csv',
    statement: makeStatement([['2024-01-09', 'ALBERT HEIJN', -12.5]], { currency: 'EUR' }),
  },
]);

const ask = (question: string) => answerQuestion(all, question, TODAY);

describe('statements and currencies named in a question about all statements', () => {
  it('reads a currency by its name: "in yen", "in forints"', () => {
    // makeStatement keeps amounts in hundredths, so ¥1,200 there is 120,000 yen (no minor unit).
    expect(ask('How much did I spend in yen?')).toMatchObject({ value: 120000, currency: 'JPY' });
    expect(ask('How much did I spend in forints?')).toMatchObject({
      value: 10549050,
      currency: 'HUF',
    });
  });

  it('declines a currency no row is in, with no figure', () => {
    const answer = ask('How much did I spend in Kuwaiti dinars?');
    expect(answer.kind).toBe('unanswerable');
    expect(answer.text).toContain('KWD');
    expect(answer.text).not.toMatch(/\d/);
  });

  it('asks which, when a word fits several currencies the statements hold', () => {
    const answer = ask('How much did I spend in my German account?');
    expect(answer.kind).toBe('unanswerable');
    expect(answer.text).toContain('sparkasse.csv');
    expect(answer.text).toContain('ing_giro.csv');
  });

  it('names a statement by its bank, its file or its country', () => {
    expect(ask('How much did I spend in my OTP account?')).toMatchObject({ value: 10549050 });
    expect(ask('How much did I spend in my Chase account?')).toMatchObject({ value: 12420 });
    expect(ask('How much did I spend in my Japanese account?')).toMatchObject({ value: 120000 });
    expect(ask('How much did I spend in my Sparkasse account?')).toMatchObject({ value: 2345 });
    // Accents and digits run into the name ("Chase4821") do not hide it.
    expect(ask('How much did I spend in my Itau account?')).toMatchObject({ value: 120000 });
    expect(ask('How much did I spend on my Chase card?')).toMatchObject({ value: 12420 });
    // A country's adjective in the asker's language, after the account word as it goes there.
    expect(ask('How much did I spend in the account in Japan?')).toMatchObject({ value: 120000 });
    expect(ask('quanto ho speso nel conto giapponese')).toMatchObject({ value: 120000 });
    expect(ask('gastos de la cuenta estadounidense')).toMatchObject({ value: 12420 });
  });

  it('declines an account named by a word no statement is known by, never searching rows', () => {
    const answer = ask('How much did I spend in my Revolut account?');
    expect(answer.kind).toBe('unanswerable');
    expect(answer.text).toContain('revolut account');
  });

  it('never reads a bank named for an account as a payee whose rows mention it', () => {
    const withIndian = combineStatements([
      {
        name: 'OpTransactionHistory13-10-2026.xls',
        statement: makeStatement(
          [
            ['2026-07-01', 'NEFT-HDFCN52026-INFOSYS LIMITED-SALARY', 85000],
            ['2026-07-03', 'UPI/674787486682/RENT/sharmaprops@okicici/ICICI Bank', -22000],
          ],
          { currency: 'INR' },
        ),
      },
      {
        name: 'data.csv',
        statement: makeStatement([['2026-08-02', 'TESCO', -12]], { currency: 'GBP' }),
      },
    ]);
    for (const question of [
      'total salary credited in ICICI account',
      'ICICI wale account me total kitna paisa aaya',
      'how much went out of the barclays account',
    ]) {
      const answer = answerQuestion(withIndian, question, TODAY);
      expect(answer.kind).toBe('unanswerable');
      expect(answer.text).not.toMatch(/₹|£|0\.00/);
    }
    // The one statement that could be it is named, for the person to say so.
    expect(answerQuestion(withIndian, 'salary in my ICICI account', TODAY).text).toContain(
      '“in OpTransactionHistory13-10-2026.xls”',
    );
  });

  it('names a statement by the bank its own lines print', () => {
    const named = combineStatements([
      {
        name: 'MovimentosConta_45283921234.csv',
        statement: makeStatement([['2026-09-01', 'COMPRA 6621 CONTINENTE', -4.63]], {
          currency: 'EUR',
          bank: 'Millennium bcp',
        }),
      },
      {
        name: 'ing.csv',
        statement: makeStatement([['2026-09-02', 'REWE', -9]], { currency: 'EUR' }),
      },
    ]);
    expect(answerQuestion(named, 'quanto saiu da conta do millennium', TODAY).value).toBe(463);
  });

  it('gives one named statement’s own closing balance, never a sum of accounts', () => {
    const answer = ask('What was the closing balance of my OTP account?');
    expect(answer).toMatchObject({ kind: 'balance', value: 53450950, currency: 'HUF' });
  });

  it('counts every transaction across all statements', () => {
    expect(ask('How many transactions across all my statements?')).toMatchObject({
      kind: 'count',
      value: 9,
    });
  });
});
