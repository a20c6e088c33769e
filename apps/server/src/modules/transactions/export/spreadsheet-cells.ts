import { currencyExponent, currencySymbol } from '@sheetwise/contracts';

/**
 * Integer minor units as the number a spreadsheet stores, in major units (-4510 EUR is -45.1,
 * 1200 JPY is 1200). One correctly rounded division gives the same double as reading the exact
 * decimal "-45.10", so no figure moves by a cent.
 */
export function toMajorUnits(minor: number, currency: string | null): number {
  return minor / 10 ** currencyExponent(currency);
}

/**
 * Excel's number format for the currency: its symbol (or its code, when it has none we print),
 * thousands grouping, and exactly its minor-unit digits: `"₹"#,##0.00;-"₹"#,##0.00`,
 * `"¥"#,##0;-"¥"#,##0`, `"SEK "#,##0.00;-"SEK "#,##0.00`.
 */
export function spreadsheetMoneyFormat(currency: string | null): string {
  const digits = currencyExponent(currency);
  const number = digits > 0 ? `#,##0.${'0'.repeat(digits)}` : '#,##0';
  if (!currency) return `${number};-${number}`;
  const prefix = `"${currencySymbol(currency) ?? `${currency.toUpperCase()} `}"`;
  return `${prefix}${number};-${prefix}${number}`;
}

export const DATE_FORMAT = 'dd-mmm-yyyy';
export const MONTH_FORMAT = 'mmm yyyy';

/**
 * An ISO date as the Date ExcelJS turns into a date serial. At midnight UTC, because ExcelJS
 * counts days from the UTC epoch: local midnight would land on the day before east of Greenwich.
 */
export function spreadsheetDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}
