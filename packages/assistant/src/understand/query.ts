import type { DateRange } from '../calendar/calendar';
import type { CategoryId } from '../categories/category-table';
import type { FeeKind } from '../categories/fee-kinds';
import type { StatementPart } from '../statement/combine';
import type { Frequency } from '../statement/recurring';
import type { UnprintedBank } from './statement-names';
import type { Correction } from './typos';

export type Direction = 'out' | 'in' | 'both';

/** A card statement's summary figures a question can ask for (see `StatedFacts`). */
export type StatedFactKind =
  'amountDue' | 'minimumDue' | 'creditLimit' | 'availableCredit' | 'dueDate';

export type Intent =
  | 'total'
  | 'count'
  | 'average'
  | 'extreme'
  | 'top'
  | 'breakdown'
  | 'recurring'
  | 'list'
  | 'balance'
  | 'net'
  | 'info'
  | 'afford'
  | 'export'
  | 'compare'
  | 'help';

export interface AmountBound {
  minor: number;
  inclusive: boolean;
}

/**
 * What the rows must match. Within one kind any value may match ("Swiggy and Zomato together");
 * every kind named must match ("groceries at BigBasket in March"), unless `union` is set.
 */
export interface Filters {
  range?: DateRange;
  merchants: string[];
  categories: CategoryId[];
  bankCategories: string[];
  texts: string[];
  min?: AmountBound;
  max?: AmountBound;
  exact?: number;
  /** Days of the week, 0 for Sunday ("on weekends"). */
  weekdays?: number[];
  /** What the question leaves out ("excluding rent"): a row matching any of it is left out. */
  excluded?: Excluded;
  currency?: string;
  /** All statements together: only the rows of these statements ("in my OTP account"). */
  statements?: StatementPart[];
  /** Rows whose own type column marks them of one kind ("direct debit"), see type-codes.ts. */
  typeCode?: string;
  /** One kind of fee among the fees ("foreign transaction fees"). */
  feeKind?: FeeKind;
  /**
   * Paying a card's bill (card-words.ts): the card's payments, or a bank account's money out
   * that names a card.
   */
  cardBill?: boolean;
  /** Only purchases ("my largest purchase"), not rent, transfers or fees (categories/purchases.ts). */
  purchases?: boolean;
  /**
   * Card payments asked about in a statement that does not say how most things were paid: read
   * as purchases (`purchases` is set too), and said to be by card.
   */
  byCard?: boolean;
  /** Only rows the bank has not booked yet ("still pending", "authorised"). */
  pending?: boolean;
  /** Only rows described as cashback, a rebate or a rewards credit ("How much cashback?"). */
  cashback?: boolean;
  /**
   * Merchants, categories and texts match if *any* matches, not all: set when the question names
   * things that share no row ("Swiggy and groceries"), see answers/defaults.ts.
   */
  union?: boolean;
}

/** The things and dates a question leaves out; a row is left out if it matches any of them. */
export interface Excluded extends Pick<
  Filters,
  'merchants' | 'categories' | 'bankCategories' | 'texts'
> {
  range?: DateRange;
}

export interface Query {
  intent: Intent;
  /** Undefined until defaults are applied (see answers/defaults.ts). */
  direction?: Direction;
  filters: Filters;
  /** How many results were asked for ("top 3"). */
  n?: number;
  extreme?: 'max' | 'min';
  /** Which one of a ranking is asked for: 2 for "the second largest". */
  rank?: number;
  /** The earliest or latest matching rows rather than all of them ("my last payment"). */
  pick?: 'first' | 'last';
  groupBy?: 'merchant' | 'category' | 'month' | 'day' | 'weekday' | 'statement';
  /** Rank groups by money (default) or by number of transactions ("most often"). */
  metric?: 'sum' | 'count';
  /** The earlier question this one was read as a follow-up to ("and in February?"). */
  followsUp?: string;
  balance?:
    | 'opening'
    | 'closing'
    | 'both-ends'
    | 'lowest'
    | 'highest'
    | 'at'
    | 'average'
    | 'trend'
    | 'change';
  per?: 'transaction' | 'day' | 'week' | 'month';
  frequency?: Frequency;
  subscriptionsOnly?: boolean;
  /** A ranking of shops ("which shop…"): payees that are no shop (rent, transfers) left out. */
  shopsOnly?: boolean;
  info?: 'period' | 'account' | 'currency' | 'bank' | 'overview' | 'recategorize' | 'fact';
  /** Which figure of the statement's own summary an `info: 'fact'` question asks for. */
  fact?: StatedFactKind;
  /** The question asks what share of all the money the named things are ("what percentage"). */
  share?: boolean;
  /** The price asked about in "can I afford a ₹50,000 laptop?", in minor units. */
  price?: number;
  /** The two periods an either/or question weighs ("more in July or June?"). */
  sides?: [DateRange, DateRange];
  /** An either/or question ("more in January or February?"): say which side is larger. */
  compare?: boolean;
  /** The share of money in that was kept: (in − out) ÷ in ("my savings rate"). */
  rate?: boolean;
  /** The question joins the things it names ("and", "or", "plus", "together"). */
  joined?: boolean;
  /** A merchant or word the question names that this statement never mentions. */
  unknownTerm?: string;
  /** Misspelt words read as others ("zomatoo" as Zomato), to say so in the answer. */
  corrections?: Correction[];
  /** The question named dates, but none of them fall within the statement's period. */
  outsidePeriod?: DateRange;
  /** The question's own words said what to work out, rather than it being assumed. */
  asked?: boolean;
  /** The words left once dates, amounts and names are read: each must show in the reading. */
  leftover?: string;
  /** A currency or statement the question names that these rows do not hold ("in rupees"). */
  absent?: string;
  /** Statements the question may mean, when its words fit several equally ("my euro account"). */
  ambiguous?: string[];
  /** A bank no statement prints, and the one statement that could be its account, to ask. */
  unprinted?: UnprintedBank;
  /** Known words the reading does not show ("card" in "largest card purchase"): no figure then. */
  unreadWords?: string[];
}

/** Whether the filters name any thing: a merchant, a category (ours or the bank's) or a text. */
export const namesSomething = (filters: Filters) =>
  filters.merchants.length +
    filters.categories.length +
    filters.bankCategories.length +
    filters.texts.length +
    (filters.cashback ? 1 : 0) >
  0;
