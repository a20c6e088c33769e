import { describe, expect, it } from 'vitest';
import { MERCHANTS } from '../merchants/merchant-table';
import { OWN_TRANSFER_LABEL } from '../statement/combine';
import { categorize, labelOf, movesOwnMoneyLabel } from './categorize';
import { CATEGORIES } from './category-table';

const category = (description: string, amount = -100, bank?: string) =>
  categorize({ description, amountMinor: amount, ...(bank ? { category: bank } : {}) });

describe('categorize', () => {
  it.each([
    ['UPI/BIGBASKET/bb@icici', 'groceries'],
    ['LIDL DIENSTLEISTUNG', 'groceries'],
    ['Whole Foods Sacramento CA', 'groceries'],
    ['UPI/SWIGGY/swiggy@axisbank', 'dining'],
    ['UBER EATS HELP.UBER.COM', 'dining'],
    ['THE CORNER CAFE', 'dining'],
    ['POS FLIPKART INTERNET', 'shopping'],
    ['NACH/NETFLIX ENTERTAINMENT', 'subscriptions'],
    ['UPI/JIO RECHARGE/jio@sbi', 'telecoms'],
    ['BESCOM ELECTRICITY BILL', 'utilities'],
    ['UBER *TRIP', 'taxis'],
    ['IRCTC E-TICKET', 'rail'],
    ['SHELL OIL 5744', 'fuel'],
    ['IMPS/RENT/MEHTA', 'rent'],
    ['CHRG: SMS ALERT + DEBIT CARD AMC', 'fees'],
    ['NON-GBP TRANS FEE 2.75% CD 1417', 'fees'],
    ['ATW-512345XXXXXX1234-CASH', 'cash'],
    ['ATM08SEP', 'cash'],
    ['NEFT/ANITA/TRANSFER', 'transfers'],
    ['EATERY STOP SINGAPORE SG', 'dining'],
    ['TRAVEL DELI SINGAPORE SG', 'dining'],
    ['DRIVE-THRU DELIGHTS SINGAPORE SG', 'dining'],
    ['QUICK MART SINGAPORE SG', 'groceries'],
    ['COLD STORAGE SINGAPORE SG', 'groceries'],
    ['BUS RIDE SINGAPORE SG', 'public-transport'],
  ])('%s → %s', (description, id) => {
    expect(category(description).id).toBe(id);
  });

  it('reads credits by what they are', () => {
    expect(category('REV UPI/FLIPKART REFUND', 2599).id).toBe('refunds');
    expect(category('Interest Credit', 12).id).toBe('interest-earned');
    expect(category('NEFT CR-HINDUSTAN UNILEVER LIMITED SALARY ACCOUNT', 15000000).id).toBe(
      'income',
    );
  });

  it('takes the merchant rule its caller already found, or none', () => {
    const netflix = { description: 'NETFLIX.COM', amountMinor: -649 };
    const spotify = MERCHANTS.find((rule) => rule.name === 'Spotify') ?? null;
    expect(categorize(netflix).id).toBe('subscriptions');
    expect(categorize(netflix, null).id).toBe('other');
    expect(categorize({ description: 'SP* 0412', amountMinor: -119 }, spotify).id).toBe(
      'subscriptions',
    );
  });

  it('falls back to other', () => {
    expect(category('The Patio Sacramento CA')).toEqual({ id: 'other', label: 'Other' });
  });

  it('keeps the bank’s own category, mapped to ours when it can be', () => {
    // The bank's label wins; what the description alone says is kept beside it.
    expect(category('UPI/SWIGGY/swiggy@axisbank', -100, 'Groceries')).toEqual({
      id: 'groceries',
      label: 'Groceries',
      described: 'dining',
    });
    expect(category('Anything', -100, 'Élelmiszer')).toEqual({
      id: 'groceries',
      label: 'Élelmiszer',
    });
    // A label none of ours reads, on a row whose description says nothing either: unknown.
    expect(category('Anything', -100, 'Rejtett')).toEqual({ id: undefined, label: 'Rejtett' });
  });
});

describe('movesOwnMoneyLabel', () => {
  it('is true for the label of own moves alone among the taxonomy’s labels', () => {
    for (const { id } of CATEGORIES) {
      expect(movesOwnMoneyLabel(labelOf(id)), id).toBe(id === 'conversions');
    }
  });

  it('knows the combined reading’s label for a transfer between the person’s accounts', () => {
    expect(movesOwnMoneyLabel(OWN_TRANSFER_LABEL)).toBe(true);
    expect(movesOwnMoneyLabel('Currency conversion')).toBe(true);
    expect(movesOwnMoneyLabel('Groceries')).toBe(false);
  });
});
