import { merchantRuleKey } from '@sheetwise/contracts';
import type { ParsedStatement, Transaction } from '@sheetwise/statements';
import { findMerchantRule, normalizeMerchant } from '../merchants/normalize-merchant';
import { buildView } from './view';

/** What a user changed about a row: its merchant, its category, or both. */
export interface Correction {
  merchant?: string;
  category?: string;
}

export interface UserCorrections {
  /** Corrections of single rows, by the row's position in the statement. */
  rows: ReadonlyMap<number, Correction>;
  /** The user's rules, by the merchant as it was read (`merchantRuleKey`). */
  rules: ReadonlyMap<string, Correction>;
}

/** The merchant the assistant reads from a description, before any correction. */
export function readMerchant(description: string): string {
  return normalizeMerchant(description, findMerchantRule(description) ?? null);
}

/**
 * The statement as the user has corrected it: a row's own correction wins over a rule for its
 * merchant, and each part (merchant, category) is taken separately. A user's category goes
 * where a bank's own label would, so it wins over what the assistant would read; the stored
 * statement is never changed, so removing a correction brings back what was read.
 */
export function applyCorrections(
  statement: ParsedStatement,
  corrections: UserCorrections,
): ParsedStatement {
  if (corrections.rows.size === 0 && corrections.rules.size === 0) return statement;
  const merchants = new Map<string, string>();
  const merchantOf = (description: string) => {
    let merchant = merchants.get(description);
    if (merchant === undefined) {
      merchant = readMerchant(description);
      merchants.set(description, merchant);
    }
    return merchant;
  };
  const transactions = statement.transactions.map((tx): Transaction => {
    const own = corrections.rows.get(tx.position);
    const rule =
      corrections.rules.size > 0
        ? corrections.rules.get(merchantRuleKey(merchantOf(tx.description)))
        : undefined;
    const merchant = own?.merchant ?? rule?.merchant;
    const category = own?.category ?? rule?.category;
    if (merchant === undefined && category === undefined) return tx;
    return {
      ...tx,
      ...(merchant !== undefined ? { merchant } : {}),
      ...(category !== undefined ? { category, categoryByUser: true } : {}),
    };
  });
  return { ...statement, transactions };
}

/** What the assistant read into each row, by position: the sheet's merchant and category. */
export function readingsByPosition(
  statement: ParsedStatement,
): Map<number, { merchant: string; category: string }> {
  return new Map(
    buildView(statement).rows.map((row) => [
      row.tx.position,
      { merchant: row.merchant, category: row.categoryLabel },
    ]),
  );
}
