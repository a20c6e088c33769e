import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../answer-question';
import { TODAY } from '../test-support/sample';
import { loadStatement } from '../test-support/fixtures';
import { makeStatement } from '../test-support/statement';
import type { Answer } from '../types';

// A current account over two months: rent, a salary, groceries and a few transfers; no card
// marks anywhere, so "card" names nothing in it.
const account = makeStatement(
  [
    ['2025-03-01', 'SALARY ACME LTD', 3000],
    ['2025-03-03', 'RENT TO LANDLORD', -1200],
    ['2025-03-10', 'LIDL STORE 114', -45.1],
    ['2025-03-18', 'LIDL STORE 114', -12.4],
    ['2025-04-01', 'SALARY ACME LTD', 3000],
    ['2025-04-02', 'RENT TO LANDLORD', -1200],
    ['2025-04-09', 'ALDI 22', -30.25],
    ['2025-04-20', 'LIDL STORE 114', -8.75],
  ],
  { currency: 'EUR', openingBalanceMinor: 50000, runningBalance: true },
);

/** Asks a chain of questions in one chat, each with the ones before it as its context. */
function chat(...questions: string[]): Answer[] {
  return questions.map((question, index) =>
    answerQuestion(
      account,
      question,
      TODAY,
      index === 0
        ? undefined
        : { question: questions[index - 1] ?? '', earlier: questions.slice(0, index - 1) },
    ),
  );
}

const last = (answers: Answer[]) => answers[answers.length - 1];

describe('every word of a question shows in its reading, or no figure', () => {
  it('declines "my largest card purchase" on an account with no card rows, naming the word', () => {
    const [answer] = chat('What was my largest card purchase?');
    expect(answer?.kind).toBe('unanswerable');
    expect(answer?.text).toContain('“card”');
    expect(answer?.text).not.toMatch(/1,200/);
  });

  it('reads "the most recent transaction" as the latest row, not the largest', () => {
    const [answer] = chat('What was the most recent transaction?');
    expect(answer?.text).toContain('LIDL');
    expect(answer?.text).toContain('8.75');
    expect(answer?.text).not.toContain('3,000');
  });

  it('"and the smallest?" after "the largest" changes the measure and keeps the subject', () => {
    const answer = last(chat('What was my largest purchase at Lidl?', 'and the smallest?'));
    expect(answer?.value).toBe(875);
  });

  it('"how many was that?" counts the rows of the question before', () => {
    const answer = last(chat('How much did I spend at Lidl?', 'How many was that?'));
    expect(answer).toMatchObject({ kind: 'count', value: 3 });
  });

  it('"how many times did I shop there?" points back at the merchant', () => {
    const answer = last(chat('How much did I spend at Aldi?', 'How many times did I shop there?'));
    expect(answer).toMatchObject({ kind: 'count', value: 1 });
  });

  it('"the month before" moves the last question’s month back', () => {
    const answer = last(chat('How much did I spend at Lidl in April?', 'and the month before?'));
    expect(answer?.value).toBe(5750);
    expect(answer?.text).toContain('March 2025');
  });

  it('keeps the thread through a chain of follow-ups', () => {
    const answer = last(
      chat('What was my largest expense in April?', 'and the smallest?', 'and the month before?'),
    );
    expect(answer?.value).toBe(1240);
  });

  it('ranks shops without the landlord: "which shop did I spend the most at?"', () => {
    const [answer] = chat('Which shop did I spend the most at?');
    expect(answer?.text).toContain('Lidl');
    expect(answer?.text).toContain('66.25');
  });

  it('"are there" only says something exists: no follow-up', () => {
    const answer = last(chat('How much did I spend at Aldi?', 'How many transactions are there?'));
    expect(answer).toMatchObject({ kind: 'count', value: 8 });
  });
});

describe('no zero stated for a category while rows are left unplaced', () => {
  const unplaced = makeStatement(
    [
      ['2025-05-02', 'TRANSF 00231 SR MARTINEZ', -650],
      ['2025-05-09', 'LIDL STORE 114', -45.1],
    ],
    { currency: 'EUR' },
  );

  it('declines "how much on rent?" rather than say €0.00, naming what it could not place', () => {
    const answer = answerQuestion(unplaced, 'How much did I spend on rent?', TODAY);
    expect(answer.kind).toBe('unanswerable');
    expect(answer.text).toContain('Transf SR Martinez');
    expect(answer.text).not.toMatch(/\d/);
  });

  it('names no shop while a payee it could not place outranks every shop it knows', () => {
    const answer = answerQuestion(unplaced, 'Which shop did I spend the most at?', TODAY);
    expect(answer.kind).toBe('unanswerable');
    expect(answer.text).toContain('Transf SR Martinez');
  });

  it('still answers a category it found rows for', () => {
    const answer = answerQuestion(unplaced, 'How much did I spend on groceries?', TODAY);
    expect(answer).toMatchObject({ kind: 'money', value: 4510 });
  });
});

describe('words a bank writes its own way', () => {
  const spanish = makeStatement(
    [
      ['2025-06-02', 'RECIBO ALQUILER PISO', -850],
      ['2025-06-05', 'COMPRA TARJ. ZARA GRAN VIA', -129.5],
      ['2025-06-09', 'COMPRA TARJ. MERCADONA', -64.2],
      ['2025-06-20', 'CASH BACK REDEMPTION', 16.97],
    ],
    { currency: 'EUR' },
  );

  it('finds card purchases by the description’s own card mark ("COMPRA TARJ.")', () => {
    const answer = answerQuestion(spanish, 'What was my biggest card purchase?', TODAY);
    expect(answer.value).toBe(12950);
  });

  it('finds a term however its words are spaced: "cashback" in "CASH BACK"', () => {
    const answer = answerQuestion(spanish, 'How much cashback did I get?', TODAY);
    expect(answer.value).toBe(1697);
  });
});

describe('classes the first blind run found', () => {
  it('"How many times?" alone asks it of the last question’s rows', () => {
    const answer = last(chat('How much did I spend at Lidl?', 'How many times?'));
    expect(answer).toMatchObject({ kind: 'count', value: 3 });
  });

  it('reads "am 15.03." and "on 15.03" as a day, and declines a balance over a number', () => {
    const german = answerQuestion(account, 'Wie war der Kontostand am 15.03.?', TODAY);
    expect(german.text).toContain('15-March-2025');
    const onDay = answerQuestion(account, 'What was the balance on 15.03?', TODAY);
    expect(onDay.text).toContain('15-March-2025');
    const unread = answerQuestion(account, 'Was the balance ever over 15.03?', TODAY);
    expect(unread.kind).toBe('unanswerable');
  });

  it('a salary paid by a company sharing an airline’s name is salary', () => {
    const spanish = makeStatement(
      [['2025-07-28', 'TRANSFERENCIA NOMINA TECNOLOGIAS IBERIA SL', 2180]],
      { currency: 'EUR' },
    );
    expect(answerQuestion(spanish, 'How much salary did I get?', TODAY).value).toBe(218000);
  });

  it('a card export typed Sale and Payment is a card: its payments pay the card off', () => {
    const card = makeStatement(
      [
        ['2025-10-07', 'NETFLIX.COM', -15.49],
        ['2025-10-20', 'AUTOMATIC PAYMENT - THANK YOU', 1275.42],
      ],
      { currency: 'USD' },
    );
    const [sale, payment] = card.transactions;
    if (sale) Object.assign(sale, { type: 'Sale', category: 'Entertainment' });
    if (payment) payment.type = 'Payment';
    expect(answerQuestion(card, 'How much did I pay off on the card?', TODAY).value).toBe(127542);
    // Netflix filed by the bank under Entertainment: no "$0.00 on subscriptions".
    const subscriptions = answerQuestion(card, 'What do my subscriptions cost in total?', TODAY);
    expect(subscriptions.kind).toBe('unanswerable');
  });
});

describe('statement facts on the shared fixtures', () => {
  it('reads the Chase template’s ending balance, not the item count on its line', async () => {
    const chase = await loadStatement('statements-2/templates/USA Chase bank.pdf');
    const answer = answerQuestion(chase, 'What was my ending balance?', TODAY);
    expect(answer.text).toContain('$189,296.31');
  });

  it('reads the OTP workbook’s salary from its own category column (Fizetés)', async () => {
    const otp = await loadStatement('statements/otp/sample-new-format-2026-06.xlsx');
    const answer = answerQuestion(otp, 'What was my salary?', TODAY);
    expect(answer).toMatchObject({ value: 45000000, currency: 'HUF' });
  });
});
