import { CARD_CREDIT, type ParsedStatement, type Transaction } from '@sheetwise/statements';
import type { DateRange } from '../calendar/calendar';
import { type Categorized, categorize, labelOf } from '../categories/categorize';
import type { CategoryId } from '../categories/category-table';
import { isWithin } from '../categories/hierarchy';
import type { MerchantRule } from '../merchants/merchant-table';
import { findMerchantRule, normalizeMerchant } from '../merchants/normalize-merchant';
import { simplify } from '../understand/text';
import { type StatementPart, isCombined } from './combine';
import { detectRecurring } from './recurring';

/** A transaction with what the assistant reads into it. */
export interface Row {
  tx: Transaction;
  merchant: string;
  categoryId: CategoryId | undefined;
  categoryLabel: string;
  /** What the description alone says, when the bank's label files the row otherwise. */
  describedId?: CategoryId;
  /** The row's own currency in a mixed statement, else the statement's. */
  currency: string | null;
  /**
   * The description and the merchant, simplified (`simplify`), for finding the words a question
   * names: worked out once per description rather than on every search of every row.
   */
  searchText: string;
  /** `searchText` without spaces, to find a name however it is spaced ("cash back"). */
  compactText: string;
  /** All statements together: the statements that hold this row (one, or more if they overlap). */
  statements?: readonly StatementPart[];
}

/** The statement as the assistant reads it: rows in date order, plus what questions refer to. */
export interface StatementView {
  statement: ParsedStatement;
  /** Oldest first; rows of one day keep the statement's order (reversed when it is newest first). */
  rows: Row[];
  currency: string | null;
  /** Every currency when the file mixes several, else undefined. */
  currencies: string[] | undefined;
  period: DateRange;
  /** Distinct merchant names, and the bank's own category labels, as they appear. */
  merchants: string[];
  bankCategories: string[];
  /** A card account: its balances are what the holder owes (see `isCardAccount`). */
  card: boolean;
  /** The statements it was combined from, oldest first, when it is several read as one. */
  parts?: StatementPart[];
  /** Those of `parts` that are card accounts ("what I paid off the card" is read from them). */
  cardParts?: StatementPart[];
}

/** Statements printed newest first are read backwards, so the same day keeps its true order. */
function chronological(transactions: readonly Transaction[]): Transaction[] {
  let rising = 0;
  let falling = 0;
  for (let index = 1; index < transactions.length; index++) {
    const previous = transactions[index - 1]?.date ?? '';
    const current = transactions[index]?.date ?? '';
    if (current > previous) rising += 1;
    else if (current < previous) falling += 1;
  }
  // Most statements are in date order one way or the other, and need no sort.
  if (falling === 0) return [...transactions];
  if (rising === 0) return [...transactions].reverse();
  const ordered = falling > rising ? [...transactions].reverse() : [...transactions];
  return ordered
    .map((tx, index) => ({ tx, index }))
    .sort((a, b) => (a.tx.date === b.tx.date ? a.index - b.index : a.tx.date < b.tx.date ? -1 : 1))
    .map(({ tx }) => tx);
}

/**
 * Credits that arrive on a schedule from one payer (salary by NEFT, a weekly wage) are income,
 * even though their descriptions only say how the money was sent.
 */
function markRegularIncome(rows: Row[]): void {
  for (const series of detectRecurring(rows)) {
    if (series.direction !== 'in' || !steady(series.rows)) continue;
    for (const row of series.rows) {
      if (
        row.tx.category === undefined &&
        (row.categoryId === 'transfers' || row.categoryId === 'other')
      ) {
        row.categoryId = 'income';
        row.categoryLabel = labelOf('income');
      }
    }
  }
}

/**
 * Pay comes in much the same amount each time; a friend's shares of split bills ("ANIKET P …
 * split", ₹1,121 then ₹1,419) come from one person too, but are no income.
 */
function steady(series: readonly Row[]): boolean {
  const sizes = series.map((row) => Math.abs(row.tx.amountMinor));
  return Math.max(...sizes) <= 1.2 * Math.min(...sizes);
}

const distinct = (values: string[]) => [...new Set(values)];

/**
 * The currency every row names, or null when one names none or they name several: a row naming
 * none may be in any currency, so it is never taken to be in the others'.
 */
export function soleCurrency(rows: readonly Row[]): string | null {
  const found = rows[0]?.currency ?? null;
  return found !== null && rows.every((row) => row.currency === found) ? found : null;
}

/**
 * A card statement's balance is what the holder owes, which our sign makes negative: every
 * balance it prints is at most zero, and some below (a bank account overdrawn all period looks
 * the same, and is then read as the debt it is). A card statement that prints no balance is
 * told by its credits: every one is a payment to the card or a refund in the issuer's words
 * ("Payment received, thank you"), and charges outnumber them two to one. A card issuer's export
 * that types each row says so by its types (Sale, Payment).
 */
function isCardAccount(statement: ParsedStatement): boolean {
  // Card issuers' exports type their rows: purchases are sales, money in is a payment.
  const types = new Set(statement.transactions.map((tx) => tx.type?.trim().toLowerCase()));
  if (types.has('sale') && types.has('payment')) return true;
  const balances = [
    statement.openingBalanceMinor,
    statement.closingBalanceMinor,
    ...statement.transactions.map((tx) => tx.balanceMinor),
  ].filter((balance) => balance !== undefined);
  if (balances.length > 0) {
    return balances.some((balance) => balance < 0) && balances.every((balance) => balance <= 0);
  }
  const credits = statement.transactions.filter((tx) => tx.amountMinor > 0);
  const debits = statement.transactions.length - credits.length;
  return (
    credits.length > 0 &&
    credits.every((tx) => CARD_CREDIT.test(tx.description)) &&
    debits >= 2 * credits.length
  );
}

/** How card issuers describe the holder's payments: `PAYMENT BY INTERNET`, `Pymt - Thank You`. */
const CARD_PAYMENT =
  /\b(payments?|pymts?|pmts?|paid|auto ?pay|repayments?|thank ?you|bpay|giro)\b/i;

/**
 * On a card, money in is a payment towards the card or a merchant giving money back: a credit
 * described as a payment is a transfer, any other (but interest) a refund.
 */
function markCardCredits(rows: Row[]): void {
  for (const row of rows) {
    if (row.tx.amountMinor <= 0 || row.tx.category !== undefined) continue;
    if (isWithin(row.categoryId, 'interest')) continue;
    const id = CARD_PAYMENT.test(row.tx.description) ? 'transfers' : 'refunds';
    row.categoryId = id;
    row.categoryLabel = labelOf(id);
  }
}

/**
 * Marks a card's credits (payments to it, refunds) and an account's regular income; returns
 * whether the rows are a card's. Statements read together are told apart one by one: a card
 * among them makes no salary of the current account a refund.
 */
function markCards(
  statement: ParsedStatement,
  rows: Row[],
): { card: boolean; cardParts?: StatementPart[] } {
  if (!isCombined(statement)) {
    const card = isCardAccount(statement);
    if (card) markCardCredits(rows);
    else markRegularIncome(rows);
    return { card };
  }
  const cards = new Set(
    statement.parts.filter((part) =>
      isCardAccount({
        ...statement,
        transactions: part.positions.flatMap((at) => statement.transactions[at] ?? []),
        ...balancesOf(part),
      }),
    ),
  );
  const onCard = (row: Row) => row.statements?.every((part) => cards.has(part)) === true;
  markCardCredits(rows.filter(onCard));
  markRegularIncome(rows.filter((row) => !onCard(row)));
  return {
    card: cards.size > 0 && cards.size === statement.parts.length,
    cardParts: [...cards],
  };
}

/** A statement's own printed balances, and nothing for those it did not print. */
const balancesOf = (part: StatementPart) => ({
  openingBalanceMinor: part.openingBalanceMinor,
  closingBalanceMinor: part.closingBalanceMinor,
});

const views = new WeakMap<ParsedStatement, StatementView>();

/**
 * The view of a statement, built once per statement object: naming merchants and categories is
 * most of an answer's work on a large statement, and a chat asks many questions of the same one.
 * Views are never changed after they are built, so sharing them is safe.
 */
export function viewOf(statement: ParsedStatement): StatementView {
  let view = views.get(statement);
  if (!view) {
    view = buildView(statement);
    views.set(statement, view);
  }
  return view;
}

/**
 * Reads each row's merchant and category, each worked out once per distinct description (a
 * category also depends on the direction, or on the bank's own label when it gave one), with one
 * look in the merchant table for both. Statements repeat descriptions, and the rule tables are
 * most of the work of a large statement's first question.
 */
function rowReader(statementCurrency: string | null): (tx: Transaction) => Row {
  const merchants = new Map<
    string,
    { name: string; rule: MerchantRule | null; searchText: string; compactText: string }
  >();
  const categories = new Map<string, Categorized>();
  return (tx) => {
    let merchant = merchants.get(tx.description);
    if (!merchant) {
      const rule = findMerchantRule(tx.description) ?? null;
      const name = normalizeMerchant(tx.description, rule);
      const searchText = `${simplify(tx.description)}${simplify(name)}`;
      merchant = { name, rule, searchText, compactText: searchText.replace(/ /g, '') };
      merchants.set(tx.description, merchant);
    }
    // A merchant the user named replaces the one read, and is found by its words too.
    const merchantName = tx.merchant ?? merchant.name;
    const searchText = tx.merchant
      ? `${merchant.searchText}${simplify(tx.merchant)}`
      : merchant.searchText;
    const bankLabel = tx.category?.trim();
    // The bank's label decides with the description, which may say more (categorize.ts).
    const key = tx.categoryByUser
      ? `user=${bankLabel ?? ''}`
      : `${bankLabel ?? ''}=${tx.type ?? ''}=${tx.amountMinor > 0 ? '+' : '-'}${tx.description}`;
    let category = categories.get(key);
    if (!category) {
      category = categorize(tx, merchant.rule);
      categories.set(key, category);
    }
    return {
      tx,
      merchant: merchantName,
      categoryId: category.id,
      categoryLabel: category.label,
      ...(category.described ? { describedId: category.described } : {}),
      currency: tx.currency ?? statementCurrency,
      searchText,
      compactText: tx.merchant ? searchText.replace(/ /g, '') : merchant.compactText,
    };
  };
}

export function buildView(statement: ParsedStatement): StatementView {
  const rows: Row[] = chronological(statement.transactions).map(rowReader(statement.currency));
  if (isCombined(statement)) markHolders(rows, statement.parts);
  const { card, cardParts } = markCards(statement, rows);
  const currencies =
    statement.currencies && statement.currencies.length > 1 ? statement.currencies : undefined;
  return {
    statement,
    rows,
    // A statement that names no currency of its own whose rows all name one (all statements
    // together, each in the same one; rows read with a currency column) is in that currency,
    // so every figure the answers and insights write names it.
    currency: statement.currency ?? (currencies ? null : soleCurrency(rows)),
    currencies,
    period: statement.period,
    merchants: distinct(rows.map((row) => row.merchant)),
    bankCategories: distinct(rows.flatMap((row) => (row.tx.category ? [row.tx.category] : []))),
    card,
    ...(isCombined(statement)
      ? { parts: [...statement.parts].sort((a, b) => comparePeriods(a.period, b.period)) }
      : {}),
    ...(cardParts ? { cardParts } : {}),
  };
}

/** Which statements hold each row, so a question naming one ("my OTP account") reads its rows. */
function markHolders(rows: Row[], parts: readonly StatementPart[]): void {
  const holders = new Map<number, StatementPart[]>();
  for (const part of parts) {
    for (const position of part.positions) {
      holders.set(position, [...(holders.get(position) ?? []), part]);
    }
  }
  for (const row of rows) row.statements = holders.get(row.tx.position) ?? [];
}

const comparePeriods = (a: DateRange, b: DateRange) =>
  a.end === b.end ? a.start.localeCompare(b.start) : a.end.localeCompare(b.end);
