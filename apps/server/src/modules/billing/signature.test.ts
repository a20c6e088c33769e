import { describe, expect, it } from 'vitest';
import { isValidPaymentSignature, signPayment } from './signature';

// The worked example in Razorpay's payment-verification documentation.
const ORDER = 'order_IEIaMR65cu6nz3';
const PAYMENT = 'pay_IH4NVgf4Dreq1l';
const SECRET = 'EnLs21M47BllR3X8PSFtjtbd';
const SIGNATURE = '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f';

/** Every string one character away: each position changed to another hex digit or letter. */
function oneCharacterAway(text: string): string[] {
  return Array.from(text, (char, index) => {
    const other = char === '0' ? '1' : char === 'a' ? 'b' : char === 'z' ? 'y' : '0';
    return text.slice(0, index) + other + text.slice(index + 1);
  });
}

describe('payment signatures', () => {
  it('matches Razorpay’s documented example', () => {
    expect(signPayment(ORDER, PAYMENT, SECRET)).toBe(SIGNATURE);
    expect(isValidPaymentSignature(ORDER, PAYMENT, SIGNATURE, SECRET)).toBe(true);
  });

  it('refuses every one-character change to the signature, the ids or the secret', () => {
    for (const signature of oneCharacterAway(SIGNATURE)) {
      expect(isValidPaymentSignature(ORDER, PAYMENT, signature, SECRET)).toBe(false);
    }
    for (const order of oneCharacterAway(ORDER)) {
      expect(isValidPaymentSignature(order, PAYMENT, SIGNATURE, SECRET)).toBe(false);
    }
    for (const payment of oneCharacterAway(PAYMENT)) {
      expect(isValidPaymentSignature(ORDER, payment, SIGNATURE, SECRET)).toBe(false);
    }
    for (const secret of oneCharacterAway(SECRET)) {
      expect(isValidPaymentSignature(ORDER, PAYMENT, SIGNATURE, secret)).toBe(false);
    }
  });

  it('refuses signatures of another length, upper case, and nothing', () => {
    expect(isValidPaymentSignature(ORDER, PAYMENT, SIGNATURE.slice(0, -1), SECRET)).toBe(false);
    expect(isValidPaymentSignature(ORDER, PAYMENT, `${SIGNATURE}0`, SECRET)).toBe(false);
    expect(isValidPaymentSignature(ORDER, PAYMENT, SIGNATURE.toUpperCase(), SECRET)).toBe(false);
    expect(isValidPaymentSignature(ORDER, PAYMENT, '', SECRET)).toBe(false);
  });
});
