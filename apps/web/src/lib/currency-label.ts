const NAMES = new Intl.DisplayNames(['en'], { type: 'currency' });

/** "Euro (EUR)": the name a person looks for, and the code statements print. */
export function currencyLabel(code: string): string {
  const name = NAMES.of(code);
  return name && name !== code ? `${name} (${code})` : code;
}
