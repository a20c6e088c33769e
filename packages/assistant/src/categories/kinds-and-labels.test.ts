import { describe, expect, it } from 'vitest';
import { categorize, categoryFromLabel } from './categorize';

const debit = (description: string, extra: { type?: string; category?: string } = {}) =>
  categorize({ description, amountMinor: -5000, ...extra }).id;

describe('what a payment is, from every word the bank printed about it', () => {
  it('reads the bank’s own word for the kind of payment', () => {
    const atm = 'Commerzbank Koeln Hbf - VISA Debitkarte GA NR29168360 BARGELD//Koeln/DE';
    expect(debit(atm, { type: 'Bargeldauszahlung' })).toBe('cash');
    expect(debit('VISA Debitkarte KIOSK 12', { type: 'Bargeldauszahlung' })).toBe('cash');
  });

  it('never reads a bank’s word for any money in ("Gutschrift") as a refund', () => {
    const credit = { description: 'Lena Hoffmann Anteil Urlaub', amountMinor: 25_000 };
    expect(categorize({ ...credit, type: 'Gutschrift' }).id).not.toBe('refunds');
  });

  it('reads a bank label no category word names as the description rules read a line', () => {
    expect(categoryFromLabel('Wypłata gotówki')).toBe('cash');
    expect(categoryFromLabel('Przelewy')).toBe('transfers');
    expect(categoryFromLabel('Hobby i pasje')).toBeUndefined();
  });

  it('knows a restaurant by the words of its languages', () => {
    for (const place of ['BRAUHAUS SION KOELN', 'CERVECERIA CATALANA', 'CHURRASCARIA GAUCHA']) {
      expect(debit(place)).toBe('dining');
    }
  });

  it('reads Brazil’s IOF on a card’s foreign purchase as a tax', () => {
    expect(debit('IOF de compra internacional')).toBe('taxes');
  });

  it('reads the words banks of more countries print for what a payment is', () => {
    const credit = (description: string) => categorize({ description, amountMinor: 5000 }).id;
    expect(credit('DÉPÔT PAIE VILLE DE LAVAL')).toBe('income');
    expect(credit('SWISH FRÅN SARA NILSSON')).toBe('transfers');
    expect(credit('FAST GELEN AYSE DEMIR')).toBe('transfers');
    expect(debit('OVERSCHRIJVING NAAR SPAARREKENING')).toBe('transfers');
    expect(debit('KORTAVGIFT')).toBe('fees');
    expect(debit('HESAP ISLETIM UCRETI')).toBe('fees');
    expect(debit('BEHEERSKOSTEN KBC-PLUSREKENING')).toBe('fees');
    expect(debit('GELDOPNEMING AUTOMAAT KBC GENT')).toBe('cash');
    expect(debit('DEBIT ORDER PAM GOLDING RENTALS 600367')).toBe('rent');
  });

  it('knows Spain’s regional grocery chains', () => {
    expect(debit('BONPREU GRACIA')).toBe('groceries');
    expect(debit('CAPRABO SANT GERVASI')).toBe('groceries');
  });
});
