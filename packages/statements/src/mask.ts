/**
 * Masks an account, card or IBAN number so only its last four digits show: `****4068`.
 * Returns undefined when the text holds fewer than four digits (a placeholder, not a number).
 */
export function maskAccount(value: string): string | undefined {
  const digits = value.replace(/\D/g, '');
  if (digits.length < 4) return undefined;
  return `****${digits.slice(-4)}`;
}

const LABELLED =
  /(?:account|acct|a\/c|konto|iban|card|compte|conto|cuenta|rekening)\b[^:\d]{0,24}[:#]?\s*([A-Z]{2}\d{2}[A-Z0-9 ]{8,}|\d[\d\- ]{4,}\d)/i;

/** An account number written in a preamble line, e.g. `Account Number : 08088804068`. */
export function findLabelledAccount(text: string): string | undefined {
  const match = LABELLED.exec(text);
  return match?.[1] ? maskAccount(match[1]) : undefined;
}
