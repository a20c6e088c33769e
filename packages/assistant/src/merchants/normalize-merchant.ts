import { cleanDescription } from './clean-description';
import { MERCHANTS, type MerchantRule } from './merchant-table';

/** The merchant table's entry for a description, if any rule matches it. */
export function findMerchantRule(description: string): MerchantRule | undefined {
  const upper = description.toUpperCase();
  return MERCHANTS.find((rule) => rule.pattern.test(upper));
}

/**
 * A description's merchant, the same name whichever way the bank wrote it:
 * `AMAZON MKTPLACE PMTS` and `AMZN Mktp US*2K4` are Amazon, `UPI/SWIGGY/swiggy@axisbank` is
 * Swiggy. The rule table first, then generic cleanup (see clean-description.ts). A caller that
 * has already looked the description up in the table passes the rule it found (null for none).
 */
export function normalizeMerchant(
  description: string,
  rule: MerchantRule | null = findMerchantRule(description) ?? null,
): string {
  return rule?.name ?? cleanDescription(description);
}
