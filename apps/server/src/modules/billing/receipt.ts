import { RECEIPT_MAX_LENGTH, RECEIPT_USER_PREFIX_LENGTH } from '@sheetwise/contracts';

/** Spec section 5: the user id's first 20 characters, a dash and a timestamp, at most 40. */
export function receiptFor(userId: string, now: Date): string {
  return `${userId.slice(0, RECEIPT_USER_PREFIX_LENGTH)}-${now.getTime()}`.slice(
    0,
    RECEIPT_MAX_LENGTH,
  );
}
