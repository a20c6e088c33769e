import { normalizeForMatching } from '../understand/text';
import { cleanDescription } from './clean-description';
import { MERCHANT_TABLES, type MerchantRule } from './merchant-table';

/**
 * Each table's rules as one pattern, tried before its rules one by one: most descriptions match
 * no rule of most tables, and one test of a table's alternation is far cheaper than a test of
 * each of its hundred rules. The first table whose pattern matches holds the first rule that
 * matches, so the order of the rules is kept. The rules' patterns have no flags.
 */
const TABLES = MERCHANT_TABLES.map((rules) => ({
  any: new RegExp(rules.map((entry) => `(?:${entry.pattern.source})`).join('|')),
  rules,
}));

/** The merchant table's entry for a description, if any rule matches it. */
export function findMerchantRule(description: string): MerchantRule | undefined {
  const text = normalizeForMatching(description);
  for (const table of TABLES) {
    if (table.any.test(text)) return table.rules.find((entry) => entry.pattern.test(text));
  }
  return undefined;
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
