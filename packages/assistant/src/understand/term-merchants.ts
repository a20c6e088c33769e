import { findMerchantRule } from '../merchants/normalize-merchant';
import type { StatementView } from '../statement/view';
import { termMatcher, normalizeForMatching, simplify } from './text';

/**
 * The known merchant a word names, or undefined: its name or one of its other names, or, in
 * another script, the whole of one way it is written ("スターバックス" is Starbucks). A word that
 * only contains a merchant's name ("Zalando SE"), or one of the lines a catch-all rule gathers
 * ("sms alert" among a bank's charges), names something narrower, and stays a word to find.
 */
function merchantNamedBy(text: string): string | undefined {
  const written = normalizeForMatching(text).trim();
  const rule = findMerchantRule(written);
  if (!rule) return undefined;
  const plain = simplify(text).trim();
  const names = [rule.name, ...(rule.aliases ?? [])].map((name) => simplify(name).trim());
  if (names.includes(plain)) return rule.name;
  const match = rule.pattern.exec(written);
  const otherScript = /[^\p{Script=Latin}\p{N}\s\p{P}]/u.test(written);
  return otherScript && match?.[0].trim() === written ? rule.name : undefined;
}

/**
 * Words a question names that are a known merchant's name, when the rows mentioning them are
 * that merchant's: the person means the merchant, and all of its rows however each prints its
 * name (ＳＴＡＲＢＵＣＫＳ ＣＯＦＦＥＥ and スターバックス 渋谷 alike). Other words stay words.
 */
export function termsAsMerchants(
  texts: readonly string[],
  view: StatementView,
): { merchants: string[]; texts: string[] } {
  const merchants: string[] = [];
  const rest: string[] = [];
  for (const text of texts) {
    const name = merchantNamedBy(text);
    const rows = view.rows.filter(termMatcher(text));
    if (name !== undefined && rows.every((row) => row.merchant === name)) merchants.push(name);
    else rest.push(text);
  }
  return { merchants, texts: rest };
}
