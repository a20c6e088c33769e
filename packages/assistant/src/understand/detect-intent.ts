import type { Frequency } from '../statement/recurring';
import type { Direction, Query } from './query';
import { ORDINALS } from './text';

/**
 * What is asked, from keywords (the question is simplified: lower case, letters and digits).
 * Checked from the most specific to the most general, so "highest balance" is a balance,
 * "top 5 merchants" a ranking and "how much did I spend" a total.
 */
type Reading = Omit<Query, 'filters' | 'unknownTerm' | 'outsidePeriod'> | undefined;

const has = (text: string, pattern: RegExp) => pattern.test(text);

const GROUP_MERCHANT =
  /\b(merchants?|payees?|shops?|stores?|vendors?|retailers?|places?|compan(y|ies)|business(es)?|who)\b/;
const GROUP_CATEGORY = /\b(categor(y|ies)|types?|kinds?)\b/;
const GROUP_MONTH = /\bmonths?\b/;
/** Several statements, or each of them: "across my statements", "per statement". */
const GROUP_STATEMENT =
  /\bstatements\b|\b(each|every|per|for each) (of (my|the|your) )?(statement|account|card)s?\b|\bby (statement|account)s?\b|\b(which|what) (one )?(of (my|the|your) )?(accounts?|statements?|cards?|banks?)\b(?=.*\b(most|more|highest|largest|biggest|fewest|least|lowest)\b)/;
const DAY_OF_WEEK = /\bdays? of (the )?week\b/;
const MAXIMUM =
  /\b(largest|biggest|highest|max|maximum|most expensive|costliest|priciest|top|most|main|favou?rite|greatest)\b/;
const MINIMUM = /\b(smallest|lowest|least expensive|least|minimum|min|cheapest|tiniest)\b/;
const STRONG_OUT =
  /\b(spend|spent|spending|spends|expenses?|expenditures?|debits?|debited|withdraw|withdrawals?|withdrawn|withdrew|outgoings?|outflows?|purchases?|purchased|bought|buy|buying|money out|went|go|goes|sent|send|charged|charges?|shop|shopped|shopping|order|orders|ordered)\b/;
const WEAK_OUT = /\b(paid|pay|paying|pays|payments?|costs?)\b/;
const IN =
  /\b(received|receive|receiving|came in|come in|comes in|coming in|incoming|income|deposits?|deposited|credits?|credited|earned|earn|earnings|inflows?|money in|got|get|gets|refunded|paid in|paid me|pay me|pays me|paid us|pay us|sources?)\b/;
const RECURRING =
  /\b(recurring|recur|recurs|renew|renews|renewal|renewing|repeats?|repeating|repeated|regular|regularly|standing orders?|direct debits?)\b/;
const SUBSCRIPTION = /\b(subscriptions?|subscribed)\b/;
const EVERY_MONTH = /\b(every|each|a|per) month\b|\bmonthly\b/;
const EVERY_WEEK = /\b(every|each|a|per) week\b|\bweekly\b/;
const TOTAL = /\b(how much|total|totals|sum|altogether|in total|amount)\b/;
/** "The second largest": which one of the ranking is asked for. */
const RANK = new RegExp(
  `\\b(${Object.keys(ORDINALS).join('|')}) (?:largest|biggest|highest|most expensive|smallest|lowest|cheapest)\\b`,
);
/** "My last payment", "the first transaction", "when did I last pay Netflix". */
const PICK_LAST = /\b(last|latest|most recent|newest|final)\b/;
const PICK_FIRST = /\b(first|earliest|oldest)\b/;
const ROW_WORDS =
  /\b(transactions?|payments?|purchases?|deposits?|credits?|debits?|expenses?|charges?|withdrawals?|orders?|paid|pay|spent|spend|received)\b/;
const SHARE = /\b(percent|percentage|per cent|share|proportion|fraction)\b/;

export function detectDirection(text: string): Direction | undefined {
  if (has(text, /\b(in and out|out and in|ins and outs)\b/)) return 'both';
  // Only what was paid is expensive or cheap.
  if (has(text, /\b(most expensive|least expensive|costliest|priciest|cheapest)\b/)) return 'out';
  const out = has(text, STRONG_OUT);
  const weakOut = has(text, WEAK_OUT);
  const incoming = has(text, IN);
  if (incoming && out) return 'both';
  if (incoming) return 'in';
  if (out || weakOut) return 'out';
  return undefined;
}

function frequency(text: string): Frequency | undefined {
  if (has(text, EVERY_MONTH)) return 'monthly';
  if (has(text, EVERY_WEEK)) return 'weekly';
  return undefined;
}

/** "Balance over time", "monthly balance", "how has my balance changed". */
const BALANCE_TREND =
  /\b(over time|trend|history|changed?|each|every|by (month|day)|per (month|day)|month by month|day by day|monthly|daily)\b/;

function balanceKind(text: string, hasRange: boolean): Query['balance'] {
  // A card statement's "previous balance" is the one it opened with.
  const opening = has(
    text,
    /\b(opening|open|start|starting|beginning|began|begin|initial|previous|prior|brought forward)\b/,
  );
  if (opening && has(text, /\b(closing|close|ending|end|final)\b/)) return 'both-ends';
  if (opening) return 'opening';
  // "Did my balance go negative?" is answered by the lowest balance.
  if (has(text, MINIMUM) || has(text, /\b(low|negative|overdrawn|below zero|in the red)\b/))
    return 'lowest';
  if (has(text, MAXIMUM) || has(text, /\bhigh\b/)) return 'highest';
  if (has(text, /\b(average|avg|mean)\b/)) return 'average';
  if (has(text, BALANCE_TREND)) return 'trend';
  return hasRange ? 'at' : 'closing';
}

function groupOf(text: string): Query['groupBy'] {
  if (has(text, GROUP_STATEMENT)) return 'statement';
  if (has(text, DAY_OF_WEEK)) return 'weekday';
  if (has(text, /\b(which|what) (day|date)\b|\b(busiest|largest|biggest|priciest) day\b/))
    return 'day';
  if (has(text, GROUP_CATEGORY)) return 'category';
  if (has(text, GROUP_MERCHANT) || has(text, /\bwhere\b/)) return 'merchant';
  if (has(text, GROUP_MONTH)) return 'month';
  return undefined;
}

const plural = (text: string) =>
  has(
    text,
    /\b(merchants|payees|shops|stores|vendors|retailers|places|companies|businesses|categories|types|kinds|months)\b/,
  );

/**
 * Asking for a file of the transactions: "export to Excel", "download as CSV", "can I get these
 * in a spreadsheet?".
 */
const EXPORT_REQUEST =
  /\b(export|download|save|send|convert)\b.*\b(excel|xlsx?|csv|spreadsheet|sheet|file)\b|\b(export|download) (this|these|them|those|my|the|all)\b|^\s*export\b|\b(get|have|put|want)\b.*\b(in|into|as) (an? )?(excel|xlsx?|csv|spreadsheet)\b/;
/** Asking to file a transaction under another category: "change the category of Flipkart". */
const RECATEGORIZE =
  /\b(change|set|move|put|switch|update|edit)\b.*\bcategor(y|ies)\b|\bmark(ed)? (\w+ ){0,2}as\b|\bre ?categori[sz]e\b|\breclassify\b/;

export function detectIntent(text: string, hasRange: boolean, n: number | undefined): Reading {
  const direction = detectDirection(text);
  const base = direction ? { direction } : {};
  // A greeting alone asks for help; "Hi! How much did I spend?" asks the question after it.
  if (
    has(text, /^\s*(hi|hello|hey|help)( there)?\W*$/) ||
    has(text, /^\s*(help|what can (you|i) (do|ask)|what do you do)\b/)
  )
    return { intent: 'help' };
  if (has(text, EXPORT_REQUEST)) return { intent: 'export' };
  if (has(text, /\bafford(able)?\b|\bcan (i|we) (buy|pay for)\b/)) return { intent: 'afford' };
  if (has(text, RECATEGORIZE)) return { intent: 'info', info: 'recategorize' };
  // "The net change in my balance" is closing less opening, not the balance itself.
  if (has(text, /\b(net )?change (in|of) (my |the )?balance\b|\bbalance change\b/))
    return { intent: 'net', balance: 'change' };
  if (
    has(text, /\bbalances?\b|\bhow much (money )?(do|did) (i|we) (still )?have\b/) ||
    has(
      text,
      /\b(money|cash) (do i have|is) left\b|\bhave left\b|\b(was|is|were) left (on|in)\b|\bleft (in|on) (the|my) account\b/,
    )
  ) {
    return { intent: 'balance', balance: balanceKind(text, hasRange) };
  }
  const recurringWords = has(text, RECURRING);
  const subscriptionWords = has(text, SUBSCRIPTION);
  // "Subscription costs", "what did I spend on subscriptions": a sum of the category, not the
  // list of what renews.
  const totalWords =
    has(text, TOTAL) ||
    has(text, /\b(average|avg|mean)\b/) ||
    has(text, /\b(costs?|cost me|spend|spent|spending|expenses?|expenditure)\b/);
  const billsEveryMonth =
    has(text, /\b(pay|paid|payments?|bills?|charged|debited)\b/) &&
    (has(text, EVERY_MONTH) || has(text, EVERY_WEEK)) &&
    !has(text, /\b(spend|spent|spending|how much)\b/);
  if (recurringWords || billsEveryMonth || (subscriptionWords && !totalWords)) {
    const freq = frequency(text);
    return {
      intent: 'recurring',
      direction: direction === 'in' ? 'in' : 'out',
      subscriptionsOnly: subscriptionWords,
      ...(freq ? { frequency: freq } : {}),
    };
  }
  if (has(text, /\b(summary|summari[sz]e|overview)\b/)) return { intent: 'info', info: 'overview' };
  // "What did I spend money on?" asks where the money went, not how much.
  if (
    has(text, /\bwhat (did|do|have) (i|we) (spend|spent|spending) (my |our |the )?(money )?on\s*$/)
  )
    return { direction: 'out', intent: 'breakdown', groupBy: 'category' };
  if (
    has(
      text,
      /\bsavings? rate\b|\b(keep|kept|save|saved)\b.*\b(percent|percentage|share|proportion|fraction)\b|\b(percent|percentage|share|proportion|fraction) of (my |the )?(income|money in|what came in)\b.*\b(keep|kept|save|saved)\b/,
    )
  )
    return { intent: 'net', rate: true };
  const group = groupOf(text);
  const ranked = has(text, MAXIMUM) || has(text, /\bwhere\b.*\bmost\b|\bmost\b/);
  const often = has(text, /\b(often|frequent|frequently|times|visits?|most transactions)\b/);
  if (
    group &&
    (ranked ||
      (often && has(text, /\bmost\b/)) ||
      (has(text, /\bwhich\b/) && has(text, /\bmost\b/)))
  ) {
    const many = plural(text) || has(text, /\btop\b/);
    return {
      ...base,
      intent: 'top',
      groupBy: group,
      n: n ?? (many ? 5 : 1),
      metric: often ? 'count' : 'sum',
      // A landlord or a friend paid back is no shop or vendor (though the sheet's "merchant").
      ...(has(text, /\b(shops?|stores?|retailers?|vendors?|shopped|shopping)\b/)
        ? { shopsOnly: true }
        : {}),
    };
  }
  // "How many transactions across all my statements?" is one count, not a breakdown.
  if (
    group === 'statement' &&
    has(text, /\b(how many|number of)\b/) &&
    !has(text, /\b(each|per|by)\b/)
  )
    return { ...base, intent: 'count' };
  const whichGroup =
    group === 'merchant' &&
    has(
      text,
      /\b(which|what) (merchants?|payees?|shops?|stores?|vendors?|places?|compan(y|ies))\b/,
    );
  const breakdown =
    whichGroup ||
    has(
      text,
      /\b(by|per|each|every|across|for each)\s+(categor|month|merchant|payee|shop|store|vendor|day of|statement)/,
    ) ||
    has(
      text,
      /\b(break ?down|broken down|split|month by month|monthly|compared?|comparison|versus|vs|trends?|over time)\b/,
    ) ||
    (has(text, /\bcategories\b/) && !!direction) ||
    // Spending "across my statements" is told statement by statement.
    group === 'statement';
  if (breakdown && !has(text, /\b(average|avg|mean)\b/)) {
    // "Compare …" without a grouping word is settled by what it names (see understand.ts).
    if (!group && has(text, /\b(compared?|comparison|versus|vs)\b/))
      return { ...base, intent: 'breakdown' };
    // A trend in spending or income is told by its months.
    const by = group ?? (has(text, /\b(monthly|trends?|over time)\b/) ? 'month' : 'category');
    // "My last three statements": how many of the latest to weigh.
    const latest = by === 'statement' && n !== undefined ? { n } : {};
    return { ...base, intent: 'breakdown', groupBy: by, ...latest };
  }
  // "How much do I spend a day?" asks for an average even without the word.
  if (has(text, /\b(average|avg|mean|typical)\b|\b(per|a|each) (day|week)\b|\bdaily\b/)) {
    const per =
      has(text, EVERY_MONTH) || has(text, /\bmonths?\b/)
        ? 'month'
        : has(text, /\b(per|a|each) day\b|\bdaily\b/)
          ? 'day'
          : has(text, EVERY_WEEK)
            ? 'week'
            : 'transaction';
    return { ...base, intent: 'average', per };
  }
  // "The most recent transaction" picks the latest row; "most" alone would rank them.
  if (has(text, /\b(most recent|latest|newest)\b/) && has(text, ROW_WORDS) && !has(text, TOTAL))
    return { ...base, intent: 'list', pick: 'last', ...(n ? { n } : {}) };
  if (has(text, /\bhow many (days|months|weeks)\b/)) return { intent: 'info', info: 'period' };
  if (has(text, /\b(how many|number of|count|how often|how frequently)\b/))
    return { ...base, intent: 'count' };
  if (has(text, MAXIMUM) || has(text, MINIMUM)) {
    const min =
      has(text, MINIMUM) &&
      !has(text, /\b(largest|biggest|highest|max|maximum|most expensive|top)\b/);
    const rank = RANK.exec(text)?.[1];
    return {
      ...base,
      intent: 'extreme',
      extreme: min ? 'min' : 'max',
      ...(n ? { n } : {}),
      ...(rank ? { rank: ORDINALS[rank] } : {}),
    };
  }
  if (
    has(
      text,
      /\b(net|saved?|savings|surplus|deficit|cash ?flow|difference|gain(ed)?|lost|change)\b/,
    )
  )
    return { ...base, intent: 'net' };
  const pick = has(text, PICK_LAST) ? 'last' : has(text, PICK_FIRST) ? 'first' : undefined;
  if (pick && has(text, ROW_WORDS)) return { ...base, intent: 'list', pick, ...(n ? { n } : {}) };
  if (
    has(
      text,
      /\b(show|list|display|find|see|view|give me|(when|(what|which) (day|date)s?) (did|do|was|were))\b/,
    ) ||
    (has(text, /\btransactions?\b/) && !totalWords && !direction)
  ) {
    return { ...base, intent: 'list' };
  }
  if (has(text, SHARE)) return { ...base, intent: 'total', share: true };
  if (totalWords || direction) return { ...base, intent: 'total' };
  if (has(text, /\b(currenc(y|ies))\b/)) return { intent: 'info', info: 'currency' };
  if (has(text, /\b(which|what) bank\b|\bbank name\b/)) return { intent: 'info', info: 'bank' };
  if (has(text, /\b(account|card) (number|no)\b|\b(which|what) (account|card)\b|\biban\b/))
    return { intent: 'info', info: 'account' };
  if (
    has(
      text,
      /\b(period|cover|covers|covered|date range|dates|how long|time span|when does|from when)\b/,
    )
  )
    return { intent: 'info', info: 'period' };
  return undefined;
}
