import { describe, expect, it } from 'vitest';
import { normalizeMerchant } from './normalize-merchant';

describe('normalizeMerchant', () => {
  it.each([
    ['AMAZON MKTPLACE PMTS', 'Amazon'],
    ['AMZN Mktp US*2K4', 'Amazon'],
    ['Amazon Prime Sacramento CA', 'Amazon Prime'],
    ['UPI/SWIGGY/swiggy@axisbank', 'Swiggy'],
    ['POS FLIPKART INTERNET', 'Flipkart'],
    ['REV UPI/FLIPKART REFUND', 'Flipkart'],
    ['NACH/NETFLIX ENTERTAINMENT', 'Netflix'],
    ['POS18SEP NETFLIX.COM', 'Netflix'],
    ['UPI/JIO RECHARGE/jio@sbi', 'Jio'],
    ['UPI/ZOMATO LTD/zomato@hdfc', 'Zomato'],
    ['UPI/OLA CABS/ola@ybl', 'Ola'],
    ['Wm Supercenter Palo Alto CA', 'Walmart'],
    ['Doordash San Francisco CA', 'DoorDash'],
    ["Mcdonald's Palo Alto CA", "McDonald's"],
    ['ATW-512345XXXXXX1234-CASH', 'Cash withdrawal'],
    ['CHRG: SMS ALERT + DEBIT CARD AMC', 'Bank charges'],
  ])('%s is %s (rule table)', (description, name) => {
    expect(normalizeMerchant(description)).toBe(name);
  });

  it.each([
    ['NEFT CR-TATA CONSULTANCY', 'Tata Consultancy'],
    ['NEFT CR-WIPRO LIMITED', 'Wipro'],
    ['IMPS/RENT/MEHTA', 'Mehta'],
    ['UPI/RAHUL SHARMA/rahul.s@okicici/Payment 4521', 'Rahul Sharma'],
    ['Minimalist Pho Palo Alto CA', 'Minimalist Pho'],
    ['Minimalist Pho', 'Minimalist Pho'],
    ['ACME STORE CD 1417 14JAN24', 'Acme Store'],
    ['HMRC - TAXES 700000009988776655 8833445566B 083210 10 01DEC23 14:49', 'HMRC'],
    ['HOTEL MARAIS EUROS 78.80 VISAXR 1.0724 CD 1425', 'Hotel Marais'],
    ["POS10SEP DOMINO'S PIZ", "Domino's"],
    ['UBER *TRIP LONDON GB', 'Uber'],
    ['ACH DEBIT ACME GYM 000123456', 'Acme Gym'],
    // A purchase word, an amount in its currency and what is left of a date: none is the payee.
    ['PIRKINYS 2014.09.26 9.4 LTL (178076) IKI MINSKAS', 'Iki Minskas'],
    ['KARTENZAHLUNG 12.03. 23,90 EUR BAECKEREI KAMPS', 'Baeckerei Kamps'],
  ])('%s is %s (generic cleanup)', (description, name) => {
    expect(normalizeMerchant(description)).toBe(name);
  });

  // Issue #18: "365 Online" had become "Online".
  it.each([
    ['365 Online  ', '365 Online'],
    ['3 MOBILE 0871234567', '3 Mobile'],
    ['24 HOUR FITNESS USA', '24 Hour Fitness'],
    ['POS12MAR 99 RANCH MARKET', '99 Ranch Market'],
    ['7-ELEVEN 1234 DALLAS TX', '7-Eleven'],
  ])('%s keeps the number that is part of its name: %s', (description, name) => {
    expect(normalizeMerchant(description)).toBe(name);
  });

  it.each([
    // A leading day and month, or an amount in its currency, is no part of a name.
    ['22 SEP CORNER BAKERY', 'Corner Bakery'],
    ['5 USD ACME GYM', 'Acme Gym'],
  ])('%s drops the number that is a date or an amount: %s', (description, name) => {
    expect(normalizeMerchant(description)).toBe(name);
  });

  it.each([
    // Nothing but how the money moved is left of the payee: the description's own words.
    ['UPI/PAYMENT/Cafe Coffee Day', 'Cafe Coffee Day'],
    ['NEFT CR-TRANSFER', 'Neft Cr-Transfer'],
    // Not even those name anyone: the description as the bank wrote it.
    ['POS31AUG Online', 'POS31AUG Online'],
    ['CARD PAYMENT 88213', 'CARD PAYMENT 88213'],
    ['Transfer', 'Transfer'],
  ])('%s, reduced to a generic word, is shown as %s', (description, name) => {
    expect(normalizeMerchant(description)).toBe(name);
  });
});
