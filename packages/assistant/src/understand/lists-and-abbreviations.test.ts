import { describe, expect, it } from 'vitest';
import { ask, chatWith } from '../test-support/ask';
import { makeStatement } from '../test-support/statement';

const lisbon = makeStatement(
  [
    ['2026-08-01', 'SALARIO ACME LDA', 2500],
    ['2026-08-03', 'MERCADOLIVRE*VENDEDOR7749', -78.52],
    ['2026-08-05', 'FARMACIA CENTRAL', -33.42],
    ['2026-08-07', 'PINGO DOCE LISBOA', -61.07],
    ['2026-08-09', 'METRO LISBOA', -40],
    ['2026-08-11', 'CAFE PASSEIG 12', -6.5],
    ['2026-08-12', 'UBER TRIP', -9.2],
  ],
  { currency: 'EUR' },
);

describe('lists however written, and words that are words', () => {
  it('adds up a list in brackets or with commas, not just the most specific thing in it', () => {
    const answer = ask('How much on shopping (Mercado Livre, pharmacy)?', lisbon);
    expect(answer.value).toBe(7852 + 3342);
  });

  it('reads money spent "em compras" as shopping, and a bracketed list beside it as its parts', () => {
    expect(ask('Quanto foi em compras (lojas, farmácia, Mercado Livre)?', lisbon).value).toBe(
      7852 + 3342,
    );
  });

  it('keeps "ACME, INC" or "AMZN.COM/BILL" pasted from a description one name', () => {
    const answer = ask('How much went to MERCADOLIVRE*VENDEDOR7749/BILL?', lisbon);
    expect(answer.value).toBe(7852);
  });

  it('reads an unread word as itself, never as the start of a longer one ("pass" ≠ "Passeig")', () => {
    const answer = ask('What did transport cost, metro pass and taxis?', lisbon);
    // "Pass" is no word of any row: it is said so, never read as the café on the Passeig.
    expect(answer.kind).toBe('unanswerable');
    expect(answer.text).toContain('“Pass”');
  });

  it('still reads a short name in a name’s place as the word it begins ("at merca")', () => {
    expect(ask('How much did I spend at Mercadol?', lisbon).value).toBe(7852);
  });
});

describe('a question that names its own rows is no follow-up', () => {
  it('counts every row for "how many line items", even right after a question about refunds', () => {
    const [, count] = chatWith(
      lisbon,
      'How much came back as refunds?',
      'How many line items are there?',
    );
    expect(count?.value).toBe(7);
  });

  it('reads a bare "how many purchases?" as a count of the last question’s rows', () => {
    const [, count] = chatWith(lisbon, 'total at Mercado Livre', 'how many purchases?');
    expect(count?.value).toBe(1);
  });
});
