import { describe, expect, it } from 'vitest';
import { combineStatements } from '../statement/combine';
import { ask } from '../test-support/ask';
import { makeStatement } from '../test-support/statement';

const accounts = combineStatements([
  {
    name: 'Umsatzanzeige.csv',
    statement: makeStatement(
      [
        ['2026-08-01', 'Lastschrift Miete Wohnung Überweisung', -1180],
        ['2026-08-03', 'Kartenzahlung REWE Markt GmbH', -45.1],
      ],
      { currency: 'EUR', bank: 'ING' },
    ),
  },
  {
    name: 'Movimientos.xlsx',
    statement: makeStatement([['2026-09-03', 'Compra tarjeta Mercadona Valencia', -64.2]], {
      currency: 'EUR',
    }),
  },
  {
    name: 'Checking1.csv',
    statement: makeStatement(
      [
        ['2026-07-02', 'ATM WITHDRAWAL 1150 N 1ST ST', -200],
        ['2026-07-09', 'FILMIN COMPRA TARJ', -7.99],
      ],
      { currency: 'USD' },
    ),
  },
]);

describe('accounts named by their country, their bank and their own word for an account', () => {
  it('adds up the accounts of a list of countries', () => {
    const answer = ask('How much did I spend, my German and Spanish accounts together?', accounts);
    expect(answer.value).toBe(118_000 + 4510 + 6420);
  });

  it('reads "US" before an account word as the country, and "us" elsewhere as us', () => {
    expect(ask('How much cash did I take out on my US account?', accounts).value).toBe(20_000);
    expect(ask('How much did the rent cost us?', accounts).value).toBe(118_000);
  });

  it('knows an account by its bank and its own word for it ("my ING Girokonto")', () => {
    expect(ask('How much did I spend from my ING Girokonto?', accounts).value).toBe(122_510);
  });

  it('knows a country’s own streaming services as subscriptions', () => {
    expect(ask('How much on subscriptions on my US account?', accounts).value).toBe(799);
  });
});
