import { namesACard } from '../categories/type-codes';
import type { Row, StatementView } from '../statement/view';
import type { Query } from './query';

/**
 * Paying the card itself, not paying by card: "pay towards the card", "paid off on the card",
 * "the card bill". On a card statement those payments are its credits; on a bank statement,
 * the transfers out to the card.
 */
const CARD_BILL =
  /\b(paid|pay|pays|paying|repaid|repay|payments?|repayments?) (back )?(towards|toward|to|off|into|on|for)( (on|to|onto))? (the |my )?(credit )?card\b|\b(credit )?card (bill|dues|repayments?)\b|\bcredit card payments?\b/;
/** The card as an account: "on the card", "my credit card's". */
const THE_CARD = /\b(on|from|with|in|of) (the|my) (credit )?card\b/;
/** "Card payments" on a card statement are payments to it; on a bank statement, purchases by card. */
const CARD_PAYMENTS = /\bcard (re)?payments?\b/;
/** Fees a card charges, as opposed to the charges a holder makes. */
const FEE_WORDS =
  /\b(fees?|bank charges?|service charges?|finance charges?|late|interest|penalt(y|ies))\b/;

/**
 * Paying the card: on a card statement, the payments it received; all statements together,
 * those of the cards among them (the card's own record of what reached it); on bank accounts
 * alone, the transfers out that name a card. Other transfers out (rent to a landlord) are not
 * a card bill, so a bank account with no payment naming a card gets no figure.
 */
function readCardBill(query: Query, view: StatementView): void {
  const { filters } = query;
  filters.cardBill = true;
  filters.categories = [];
  const named = filters.statements ?? view.parts ?? [];
  const cards = (view.cardParts ?? []).filter((part) => named.includes(part));
  if (view.card || cards.length > 0) {
    if (!view.card) filters.statements = cards;
    query.direction = 'in';
    return;
  }
  query.direction = 'out';
  const paid = view.rows.some((row) => row.tx.amountMinor < 0 && namesACard(row.searchText));
  if (!paid) query.unknownTerm = 'a payment to a card';
}

/**
 * The words of card statements: paying the card, and "charges", which on a card are the
 * purchases the holder made ("How many charges did I make?"), not the fees the bank charged.
 */
export function readCardWords(query: Query, prepared: string, view: StatementView): void {
  const { filters } = query;
  // "Payments or refunds" reaching a card: every credit it had.
  if (view.card && /\bpayments?\b/.test(prepared) && /\brefunds?\b/.test(prepared)) {
    filters.categories = ['transfers', 'refunds'];
    query.direction = 'in';
    return;
  }
  if (CARD_BILL.test(prepared) || (view.card && CARD_PAYMENTS.test(prepared))) {
    readCardBill(query, view);
    return;
  }
  // All statements together, "on my card" names the one card among them.
  const [onlyCard, ...otherCards] = view.cardParts ?? [];
  if (onlyCard && otherCards.length === 0 && !filters.statements && THE_CARD.test(prepared))
    filters.statements = [onlyCard];
  if (view.card && /\bcharges?\b/.test(prepared) && !FEE_WORDS.test(prepared)) {
    filters.categories = filters.categories.filter((id) => id !== 'fees');
    query.direction ??= 'out';
    if (query.intent === 'breakdown' && !filters.range && query.groupBy === 'month')
      query.intent = 'total';
  }
}

/** Words of buying, as opposed to paying: "my largest purchase", "what did I buy". */
const PURCHASE_WORDS = /\b(purchases?|purchased|bought|buy|buying)\b/;
const ABOUT_ROWS = ['total', 'count', 'average', 'extreme', 'list', 'top'];

/**
 * "Purchases" are what was bought, not every payment out: the largest purchase is not the
 * rent, and a card's purchases leave its fees and interest out (answers say what every payment
 * out comes to beside it, see answer-question.ts). A question naming a shop or a category has
 * said what it is about already.
 */
export function readPurchases(query: Query, prepared: string): void {
  const { filters } = query;
  if (!PURCHASE_WORDS.test(prepared) || !ABOUT_ROWS.includes(query.intent)) return;
  if (query.direction === 'in' || filters.cardBill || filters.categories.length > 0) return;
  if (filters.merchants.length > 0 || filters.typeCode !== undefined || filters.cashback) return;
  filters.purchases = true;
}

/**
 * Money a card gives back on spending, asked about as a thing ("How much cashback did I get?",
 * "quanto de cashback?"): the rows described so, whatever category the rest of their words
 * give them (a "CASH REBATE" reads as a refund, and refunds are more than rebates).
 */
const CASHBACK = /\b(cash ?backs?|cash rebates?|rebates?|rewards? (credits?|cash ?backs?))\b/g;

/** How card issuers describe money given back on spending: `CASH REBATE`, `Cashback credit`. */
const CASHBACK_ROW = / (cash ?back|cash rebate|rebates?|rewards? (credit|cash ?back|redemption))\b/;

/** Whether a row is described as cashback, a rebate or a rewards credit. */
export const mentionsCashback = (row: Row) => CASHBACK_ROW.test(row.searchText);

/** The question without its cashback words, and whether it had any. */
export function takeCashback(prepared: string): { rest: string; cashback: boolean } {
  const rest = prepared.replace(CASHBACK, ' ');
  return { rest, cashback: rest !== prepared };
}
