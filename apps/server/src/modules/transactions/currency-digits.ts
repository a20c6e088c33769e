import { CURRENCY_EXPONENTS, DEFAULT_CURRENCY_EXPONENT } from '@sheetwise/contracts';
import { sql, type RawBuilder } from 'kysely';

/** The codes of each exponent other than the default, from the one table in contracts. */
const CODES_BY_DIGITS = [...CURRENCY_EXPONENTS].reduce((groups, [code, digits]) => {
  if (digits !== DEFAULT_CURRENCY_EXPONENT)
    groups.set(digits, [...(groups.get(digits) ?? []), code]);
  return groups;
}, new Map<number, string[]>());

/**
 * A currency's minor-unit digits in SQL, as `currencyExponent` gives them, so an amount bound typed
 * in major units meets the stored minor units. Generated from the table rather than written out,
 * so a currency added there can never be scaled differently here.
 */
export const digitsOf = (currency: RawBuilder<unknown>): RawBuilder<number> => sql<number>`
  case
    ${sql.join(
      [...CODES_BY_DIGITS].map(
        ([digits, codes]) => sql`when ${currency} = any(${codes}::text[]) then ${sql.lit(digits)}`,
      ),
      sql` `,
    )}
    else ${sql.lit(DEFAULT_CURRENCY_EXPONENT)}
  end`;
