import { describe, expect, it } from 'vitest';
import { ask } from '../test-support/ask';
import { makeStatement, withColumns } from '../test-support/statement';

/** A Spanish account that prints no payment kind: one shop's line says "COMPRA", most say nothing. */
const unmarked = makeStatement(
  [
    ['2026-09-02', 'NOMINA ACME SL', 2400],
    ['2026-09-03', 'TRANSFERENCIA ALQUILER', -950],
    ['2026-09-05', 'AMAZON.ES COMPRA', -90.8],
    ['2026-09-08', 'MERCADONA VALENCIA', -64.2],
    ['2026-09-12', 'ZARA PASSEIG DE GRACIA', -79.95],
    ['2026-09-15', 'LA TIENDA DEL BARRIO 22', -125.63],
    ['2026-09-20', 'REPSOL ES 0451', -55],
    ['2026-09-25', 'CABIFY MADRID', -12.4],
  ],
  { currency: 'EUR' },
);

describe('purchases and card payments beside rows nobody could place', () => {
  it('gives no largest purchase that a larger unplaced debit may beat, and names it', () => {
    const answer = ask('What was my largest purchase?', unmarked);
    expect(answer.kind).toBe('unanswerable');
    expect(answer.text).toContain('“La Tienda Del Barrio”');
    expect(answer.text).not.toMatch(/90\.80|125\.63/);
  });

  it('reads a card payment as a purchase where the statement does not say how most were paid', () => {
    const answer = ask('Largest card payment?', unmarked);
    expect(answer.text).toMatch(/^I couldn't tell whether .* was paid by card/);
    expect(answer.text).not.toContain('90.80');
  });

  it('answers the smallest purchase, which no unplaced debit can undercut', () => {
    expect(ask('What was my smallest purchase?', unmarked).value).toBe(1240);
  });

  it('trusts the payment kind a statement prints in a column of its own', () => {
    const typed = withColumns(
      [
        ['2026-09-05', 'AMAZON.ES', -90.8, 'COMPRA TARJETA'],
        ['2026-09-08', 'MERCADONA VALENCIA', -64.2, 'COMPRA TARJETA'],
        ['2026-09-15', 'LA TIENDA DEL BARRIO 22', -125.63, 'RECIBO'],
      ],
      'EUR',
    );
    expect(ask('Largest card payment?', typed).value).toBe(9080);
  });
});

describe('bills beside a direct debit nobody could place', () => {
  const checking = makeStatement(
    [
      ['2026-07-15', 'ORBITAL SENSORS PAYROLL PPD ID: 9411822301', 2315.42],
      ['2026-07-18', 'COMCAST CALIFORNIA 800-266-2278 PPD ID: 0000123456', -79.99],
      ['2026-07-22', 'SUNVALLEY WATER CO WEB ONLINE PPD ID: 9111222333', -88.4],
      ['2026-07-24', 'T-MOBILE PCS SVC PPD ID: 4912123456', -95],
    ],
    { currency: 'USD' },
  );

  it('gives no utilities total that may leave out a debit the payee collected', () => {
    const answer = ask('How much on utility bills?', checking);
    expect(answer.kind).toBe('unanswerable');
    expect(answer.text).toContain('collected by direct debit');
    expect(answer.text).toContain('Sunvalley Water');
  });

  it('reads PG&E as its ACH line spells it', () => {
    const pge = makeStatement([['2026-07-22', 'PGANDE WEB ONLINE PPD ID: 9111222333', -88.4]], {
      currency: 'USD',
    });
    expect(ask('How much on utilities?', pge).value).toBe(8840);
  });
});

describe('a list of bills with one part nobody could place', () => {
  const montreal = makeStatement(
    [
      ['2026-05-15', 'PAIEMENT FACTURE HYDRO-QUEBEC', -124.28],
      ['2026-05-18', 'PAIEMENT FACTURE ACME NET', -95],
      ['2026-05-20', 'ACHAT TPV MAXI #7813 LAVAL QC', -88.1],
    ],
    { currency: 'CAD' },
  );

  it('gives no total whose named part is a zero beside rows it could not place', () => {
    const answer = ask(
      'what did my bills cost me - hydro, internet, that kind of stuff?',
      montreal,
    );
    expect(answer.kind).toBe('unanswerable');
    expect(answer.text).toMatch(/no transaction I can tell is phone & internet/);
    expect(answer.text).not.toContain('124.28');
  });
});
