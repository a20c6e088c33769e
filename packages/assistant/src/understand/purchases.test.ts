import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../answer-question';
import { makeStatement } from '../test-support/statement';

const TODAY = '2026-11-30';

/** A current account whose largest payment out is the rent. */
const current = makeStatement(
  [
    ['2026-05-01', 'DAUERAUFTRAG MIETE LIVIT AG ZUERICH', -2180],
    ['2026-05-04', 'KAUF KARTE XXXX1234 MIGROS ZUERICH', -64.3],
    ['2026-05-09', 'KAUF ONLINE DIGITEC GALAXUS AG', -235.55],
    ['2026-05-12', 'TWINT SENDEN AN LUCA BERNASCONI', -75],
    ['2026-05-25', 'GUTSCHRIFT LOHN MUSTER AG', 6200],
  ],
  { currency: 'CHF' },
);

/** A card whose debits include its own fee and interest. */
const card = makeStatement(
  [
    ['2026-07-03', 'WOOLWORTHS 5201 SYDNEY AU', -63.56],
    ['2026-07-08', 'COLES 6342 SURRY HILLS AU', -22.37],
    ['2026-07-12', 'JB HI-FI BROADWAY AU', -332.29],
    ['2026-07-26', 'INTERNATIONAL TRANSACTION FEE', -1.84],
    ['2026-07-28', 'INTEREST CHARGED ON PURCHASES', -12.4],
    ['2026-07-20', 'PAYMENT THANKYOU 112163', 400],
  ],
  { currency: 'AUD' },
);

const ask = (statement: Parameters<typeof answerQuestion>[0], question: string) =>
  answerQuestion(statement, question, TODAY);

describe('purchases are what was bought, and every payment out is said beside them', () => {
  it('gives the largest purchase, not the rent, and the rent beside it', () => {
    const answer = ask(current, 'What was my largest purchase?');
    expect(answer.value).toBe(23_555);
    expect(answer.text).toMatch(/^Your largest purchase was CHF 235\.55/);
    expect(answer.text).toContain('CHF 2,180.00');
  });

  it('leaves a card’s own fees and interest out of its total purchases, and says the total', () => {
    const answer = ask(card, 'total purchases on the card');
    expect(answer.value).toBe(41_822);
    expect(answer.text).toContain('A$432.46');
  });

  it('changes nothing where every payment out was a purchase', () => {
    const shops = makeStatement(
      [
        ['2026-07-03', 'WOOLWORTHS 5201 SYDNEY AU', -63.56],
        ['2026-07-12', 'JB HI-FI BROADWAY AU', -332.29],
      ],
      { currency: 'AUD' },
    );
    const answer = ask(shops, 'biggest purchase');
    expect(answer.value).toBe(33_229);
    expect(answer.text).not.toContain('Counting every payment out');
  });
});
