import type { LayoutAdapter, LayoutInput } from './types';

/**
 * Descriptions of card repayments and refunds, money into a card account (ANZ writes its thanks
 * as one word, "PAYMENT THANKYOU"): English, Portuguese,
 * Spanish, French, German, Italian, Dutch, Turkish, Greek, Hebrew, Japanese, Korean, Chinese.
 * The assistant tells a card statement that prints no balance by them too.
 */
export const CARD_CREDIT =
  /payment received|thank ?you|autopay|auto pay|pymt|payment - thank|refund|cashback|credit adjustment|pagamento recebido|estorno|reembolso|devoluci[oó]n|pago recibido|paiement re[çc]u|remboursement|erstattung|rückerstattung|zahlung erhalten|pagamento ricevuto|rimborso|storno|betaling ontvangen|terugbetaling|restitutie|iade|επιστροφή|תשלום|זיכוי|החזר|入金|返金|결제|환불|还款|退款/i;

/**
 * Card exports that write charges as positive numbers. We call a file one only on evidence:
 * - no amount is negative or marked DR but some are written with an explicit `+` or marked CR
 *   (the credits): unmarked amounts are then charges, i.e. money out; or
 * - the rows described as card payments or refunds are all negative while at least four in five
 *   of the others are positive: the signs are the card issuer's, so we turn them round.
 * A file's header alone (e.g. `Date Processed`) is not taken as evidence: too many banks share it.
 */
export const cardCharges: LayoutAdapter = {
  name: 'card-charges',
  detect(input) {
    const { amount } = input.columns;
    if (amount === undefined) return null;
    const values = input.rows.map((row) => ({ row, value: input.money(row, amount) }));
    const signs = values.map(({ value }) => value?.sign ?? null);
    const markers = values.map(({ value }) => value?.drCr ?? null);
    const credited = (value: { sign: string | null; drCr: string | null }) =>
      value.sign === '+' || value.drCr === 'cr';
    if (
      !signs.includes('-') &&
      !markers.includes('dr') &&
      (signs.includes('+') || markers.includes('cr'))
    ) {
      return {
        name: 'card-charges',
        read(row) {
          const value = input.money(row, amount);
          if (!value) return null;
          return credited(value) ? Math.abs(value.minor) : 0 - Math.abs(value.minor);
        },
      };
    }
    if (!issuerSigns(input, values)) return null;
    return {
      name: 'card-charges',
      read: (row) => {
        const minor = input.money(row, amount)?.minor;
        return minor === undefined ? null : 0 - minor;
      },
    };
  },
};

function issuerSigns(
  input: LayoutInput,
  values: { row: readonly string[]; value: { minor: number } | null }[],
): boolean {
  const positive = values.filter(({ value }) => value && value.minor > 0).length;
  if (positive < values.length / 2) return false;
  let credits = 0;
  let othersPositive = 0;
  let others = 0;
  for (const { row, value } of values) {
    if (!value || value.minor === 0) continue;
    if (CARD_CREDIT.test(input.describe(row))) {
      if (value.minor > 0) return false;
      credits += 1;
    } else {
      others += 1;
      if (value.minor > 0) othersPositive += 1;
    }
  }
  return credits > 0 && others > 0 && othersPositive >= others * 0.8;
}
