import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../answer-question';
import { loadStatement } from '../test-support/fixtures';
import { sampleStatement, TODAY } from '../test-support/sample';

const MONOPOLY = 'statements/monopoly/example_statement.pdf';
const ask = async (question: string, previous?: string) =>
  answerQuestion(
    await loadStatement(MONOPOLY),
    question,
    '2026-11-26',
    previous ? { question: previous } : undefined,
  );

describe("a card statement's own summary figures (Monopoly, July 2023)", () => {
  it.each([
    ["What's my minimum payment?", 5000, 'a minimum payment of S$50.00'],
    ['What is the total amount due?', 70210, 'a total amount due of S$702.10'],
    ['How much is due?', 70210, 'a total amount due of S$702.10'],
    ["What's due?", 70210, 'a total amount due of S$702.10'],
    ['How much do I have to pay?', 70210, 'a total amount due of S$702.10'],
    ['What is my credit limit?', 2280000, 'a credit limit of S$22,800.00'],
    ['What is my available credit?', 2205811, 'an available credit of S$22,058.11'],
  ])('%s: the figure the statement prints, never a row', async (question, value, text) => {
    const answer = await ask(question);
    expect(answer).toMatchObject({ kind: 'money', value });
    expect(answer.text).toContain(text);
    expect(answer.text).not.toMatch(/smallest|expense/i);
    expect(answer.reading?.understood).toMatch(/^info · /);
  });

  it('says when the payment is due, as printed', async () => {
    const answer = await ask('When is the payment due?');
    expect(answer.kind).toBe('info');
    expect(answer.text).toBe('The statement prints a payment due date of 24-July-2023.');
  });

  it.each([
    'Wie hoch ist der Mindestbetrag?',
    'Qual é o pagamento mínimo?',
    '¿Cuál es el pago mínimo?',
    'Quel est le paiement minimum ?',
    'Qual è il pagamento minimo?',
    'Wat is het minimum te betalen bedrag?',
    'Ile wynosi minimalna kwota do zapłaty?',
    'Berapa pembayaran minimum saya?',
    '最低支払額はいくらですか?',
  ])('%s: the minimum payment in other languages', async (question) => {
    expect(await ask(question)).toMatchObject({ kind: 'money', value: 5000 });
  });

  it.each([
    '¿Cuál es mi límite de crédito?',
    'Qual é o meu limite de crédito?',
    'Wie hoch ist mein Kreditrahmen?',
  ])('%s: the credit limit in other languages', async (question) => {
    expect(await ask(question)).toMatchObject({ kind: 'money', value: 2280000 });
  });

  it('a follow-up asking for the minimum payment is the minimum payment, not the smallest row', async () => {
    const answer = await ask('and the minimum payment?', 'What was my largest expense?');
    expect(answer).toMatchObject({ kind: 'money', value: 5000 });
  });

  it('cashback is the rows described so: the cash rebate', async () => {
    const answer = await ask('How much cashback did I get?');
    expect(answer).toMatchObject({ kind: 'money', value: 138 });
    expect(answer.transactions.map((tx) => tx.description)).toEqual(['CASH REBATE']);
    expect((await ask('How much was my cash rebate?')).value).toBe(138);
  });

  it("last month's balance on a statement of one month is the balance it opened with", async () => {
    for (const question of ["What was last month's balance?", 'previous statement balance?']) {
      const answer = await ask(question);
      expect(answer).toMatchObject({ kind: 'balance', value: -41216 });
      expect(answer.text).toContain('S$412.16 owed');
    }
  });
});

describe('a statement that prints no summary figures', () => {
  it('what was paid for something is spending, not the amount due', () => {
    const answer = answerQuestion(sampleStatement(), 'How much did I pay for rent?', TODAY);
    expect(answer).toMatchObject({ kind: 'money', value: 4_500_000 });
  });

  it('cashback with no row described so: no zero, the word named', () => {
    const answer = answerQuestion(sampleStatement(), 'How much cashback did I get?', TODAY);
    expect(answer.kind).toBe('unanswerable');
    expect(answer.text).toContain('mentions “cashback”');
  });

  it.each([
    ["What's my minimum payment?", "This statement doesn't print a minimum payment."],
    ['What is my credit limit?', "This statement doesn't print a credit limit."],
    ['How much is due?', "This statement doesn't print a total amount due."],
    ['When is the payment due?', "This statement doesn't print a payment due date."],
  ])('%s: a plain decline naming it, with no figure', (question, text) => {
    const answer = answerQuestion(sampleStatement(), question, TODAY);
    expect(answer).toMatchObject({ kind: 'unanswerable', text });
    expect(answer.value).toBeUndefined();
  });
});
