import { overlaps } from '../calendar/calendar';
import type { StatementView } from '../statement/view';
import { mentionsCashback, readCardWords, readPurchases, takeCashback } from './card-words';
import { readFeeKind } from './fee-kind';
import { readTypeCode } from './type-code';
import { shieldNames } from './shield-names';
import { comparedPeriods } from './compare-sides';
import { detectIntent } from './detect-intent';
import { readExclusion } from './exclusion';
import { findEntities } from './find-entities';
import { readAmounts, readPrice } from './parse-amounts';
import { readDates } from './parse-dates';
import { readWeekdays } from './parse-weekdays';
import { namesSomething, type Filters, type Query } from './query';
import { fromHinglish } from './hinglish';
import { toEnglish } from './languages';
import { prepare } from './text';
import { readStatementNames } from './statement-names';
import { previousStatementBalance } from './stated-fact-words';
import { termsAsMerchants } from './term-merchants';
import { correctTypos } from './typos';
import { findTerms } from './unknown-terms';

/**
 * Phrases whose words would mislead the steps below, said the way the steps read them: a cash
 * flow is money in against money out, not cash withdrawals; eating out is dining; asking where
 * to save is asking where the money goes.
 */
const IDIOMS: readonly [RegExp, string][] = [
  [/\bcash[ -]?flows?\b/g, 'net change'],
  [/\bbal\b/g, 'balance'],
  // "# of times" is the number of times; Australian "all up" is in total.
  [/(^|\s)# ?of\b/g, '$1number of'],
  [/\ball up\b/g, 'in total'],
  // Money "paid back on the card" is paid towards it: "back" is no payee.
  [
    /\b(paid|pay|pays|paying) back (?:on|to|onto|into|towards?) (?=(?:the |my )?(?:credit )?card\b)/g,
    '$1 towards ',
  ],
  // "Biggest payment in?": a payment in is money in ("payment in March" is a date, kept).
  [/\b(payments?|transfers?) in(?= *(?:$|[?,.!]|and\b|or\b))/g, 'money in'],
  // "The total that came in, paychecks and everything": all of it, not the paychecks alone.
  [/,? *\b(?:[a-z]+ )?[a-z]+ and (?:everything|all the rest|the rest)(?: else)?\b/g, ' '],
  // "The most recent" is the latest row, never the most of anything.
  [/\bmost recent\b/g, 'latest'],
  // "Which store got the most money from me": what it got from me is what I paid it.
  [/\b(got|gets|get|getting|took|takes|take|taking)\b(?=.*\bfrom (me|us)\b)/g, 'charged'],
  // "What did I put on the card?" is what was spent with it.
  [/\b(put|charged) (on|onto|to) (the |my )?(credit )?card\b/g, 'spent'],
  // "More in January or February?" weighs one against the other.
  [
    /\b(more|less|higher|lower|bigger|smaller) (in|on|at|during|for|from) ([a-z0-9 ]+?) or (?:in |on |at |during |for |from )?/g,
    '$1 $2 $3 compared to ',
  ],
  // "Paid in fees" is money spent on fees; "paid in" alone is a deposit.
  [
    /\b(paid|pay|pays|paying) in ((bank|late|foreign|card|account|service|atm|overdraft|annual) )?(fees?|charges?|interest|tax(es)?|penalt(y|ies)|commissions?)\b/g,
    'spent on $2$4',
  ],
  [
    /\b(came|comes|come|went|goes|go) in (vs|versus|against|compared to) (came|comes|went|goes|go) out\b/g,
    'net change',
  ],
  [/\b(eat|eats|ate|eaten|eating|dine|dines|dined) out\b/g, 'dining out'],
  // Cafés named with restaurants are part of dining; alone they are a word to search for.
  [
    /\b(restaurants?|dining out|dining|food|takeaways?|takeout)(?: (?:and|or|plus|including|incl|with))? (?:cafes|cafe|coffee shops?|coffee|bars|pubs)\b/g,
    '$1',
  ],
  [
    /\b(?:cafes|cafe|coffee shops?|coffee|bars|pubs) (?:and|or) (restaurants?|dining out|dining|food)\b/g,
    '$1',
  ],
  [
    /(\b(?:restaurants?|dining out|dining|food)\b.*?) (?:(?:with|including|incl|plus) )?(?:the )?(?:cafes|cafe|coffee shops?|coffee)(?: included| too| as well)\b/g,
    '$1',
  ],
  // Indian English "how much got debited": the money went, nothing was got.
  [/\b(got|get|gets|getting) (debited|deducted|credited)\b/g, '$2'],
  [/\b(fork|forked|forking|shell|shelled|shelling) out\b/g, 'spent'],
  [
    /\b(blown|blew|blow|blowing|dropped|drop|dropping|splurged|splashed out) (at|on|in)\b/g,
    'spent $2',
  ],
  [/\b(at )?close of play\b/g, ' '],
  // "Which shop or app", "which app": a payee, as a shop is; "line items" are rows.
  [/\b(shops?|stores?|merchants?|places?) or apps?\b/g, '$1'],
  [/\b(which|what) apps?\b/g, '$1 shop'],
  [/\bline items?\b/g, 'transactions'],
  // "At which shop did I spend more?", nothing after "more": the one spent at most.
  [
    /\b(which|what) (shops?|stores?|merchants?|places?|apps?) (did i |have i |i |we |did we |have we )?(spent|spend|paid|pay) more( money)?(?= *(?:$|[?,.!]))/g,
    '$1 $2 $3$4 the most',
  ],
  [/,? *\b(and such|and so on|and the like|and all that|etc)\b/g, ' '],
  // "What do I get through a month?" is what is spent, not what is got.
  [/\b(get|gets|got|getting|go|goes|went|going|burn|burned|burnt|burning) through\b/g, 'spend'],
  [
    /\bwhere (can|could|should|do|might) (i|we) (save|cut back|cut down|spend less)\b/g,
    'spending by category',
  ],
];

const rephrase = (prepared: string) =>
  IDIOMS.reduce((text, [pattern, plain]) => text.replace(pattern, plain), prepared);

/** The bank's status of a row: not booked yet. */
const PENDING =
  /\b(pending|uncleared|unposted|authori[sz]ed|on hold|still processing|not (yet )?(booked|posted|cleared|settled))\b/;

const EITHER_OR = /\b(more|less|higher|lower|bigger|smaller)\b.*\bcompared to\b/;

const COMPARING = /\b(compared (to|with)|versus|vs|against)\b/;

/**
 * Reads a question in steps, each removing the words it used: dates (against the statement's
 * period), amounts and counts, named things (merchants, categories, quoted text), then the
 * intent from the words that are left. Returns undefined when nothing in it is about the
 * statement. Directions not stated are filled in later (answers/defaults.ts). A question in
 * another language is read in English words first (see `toEnglish`).
 */
export function understand(asked: string, view: StatementView, today: string): Query | undefined {
  const question = toEnglish(asked, view);
  const typed = correctTypos(fromHinglish(prepare(question)), question, view, question !== asked);
  const shielded = shieldNames(rephrase(typed.text), view);
  const { rest: prepared, cashback } = takeCashback(previousStatementBalance(shielded.text, view));
  const readRange = (text: string) => readDates(text, view.period, view.currency !== 'USD', today);
  const exclusion = readExclusion(prepared, view, readRange);
  const dates = readRange(exclusion.asked);
  const range = dates.range ?? exclusion.range;
  const weekdays = readWeekdays(dates.rest);
  const amounts = readAmounts(weekdays.rest, view.currency);
  const named = readStatementNames(amounts.rest, question, view);
  const entities = findEntities(named.rest, question, view);
  const terms = findTerms(entities.rest, question, view, entities.merchants);
  const { currency, statements } = named;
  const found = termsAsMerchants(terms.texts, view);
  const filters: Filters = {
    merchants: [...new Set([...shielded.merchants, ...entities.merchants, ...found.merchants])],
    categories: entities.categories,
    bankCategories: entities.bankCategories,
    texts: [...entities.texts, ...found.texts],
    ...(range ? { range } : {}),
    ...(amounts.min ? { min: amounts.min } : {}),
    ...(amounts.max ? { max: amounts.max } : {}),
    ...(amounts.exact !== undefined ? { exact: amounts.exact } : {}),
    ...(currency ? { currency } : {}),
    ...(statements ? { statements } : {}),
    ...(weekdays.weekdays ? { weekdays: weekdays.weekdays } : {}),
    ...(exclusion.excluded ? { excluded: exclusion.excluded } : {}),
    ...(PENDING.test(prepared) ? { pending: true } : {}),
    ...(cashback ? { cashback: true } : {}),
  };
  const namesThings = namesSomething(filters);
  let unknownTerm = entities.unknownTerm ?? terms.unknownTerm;
  const detectedIntent = detectIntent(entities.withoutMerchants, range !== undefined, amounts.n);
  let reading = detectedIntent;
  // "August compared to July": the date reader took both months and the words between them.
  if (reading?.intent === 'total' && COMPARING.test(prepared)) {
    reading = { ...reading, intent: 'breakdown' };
  }
  if (!reading && namesThings) reading = { intent: 'total' };
  else if (
    !reading &&
    (range ||
      filters.pending ||
      weekdays.weekdays ||
      amounts.min ||
      amounts.max ||
      amounts.exact !== undefined)
  ) {
    reading = { intent: 'list' };
  }
  // Words no step read, in a question about the statement, name something it never mentions;
  // outside one ("What is the weather?") they are just not about the statement.
  if (reading && terms.unreadTerm !== undefined) unknownTerm ??= terms.unreadTerm;
  const unheld =
    named.absent !== undefined || named.ambiguous !== undefined || named.unprinted !== undefined;
  if (!reading && unknownTerm === undefined && !unheld) return undefined;
  const measured = detectedIntent !== undefined;
  const query: Query = {
    intent: 'total',
    ...reading,
    filters,
    leftover: entities.rest,
    ...(named.absent !== undefined ? { absent: named.absent } : {}),
    ...(named.ambiguous ? { ambiguous: named.ambiguous } : {}),
    ...(named.unprinted ? { unprinted: named.unprinted } : {}),
    ...(measured ? { asked: true } : {}),
  };
  // The price of what they want to buy is no filter on the rows.
  if (query.intent === 'afford') {
    const price = readPrice(weekdays.rest, view.currency);
    delete filters.exact;
    delete filters.min;
    delete filters.max;
    if (price !== undefined) query.price = price;
  }
  // "Which subscriptions renew?" asks for subscription-like repeats (phone bills included), not
  // for the subscriptions category alone.
  if (query.intent === 'recurring') {
    filters.categories = filters.categories.filter((id) => id !== 'subscriptions');
  }
  if (query.intent === 'breakdown' && !query.groupBy) {
    query.groupBy =
      filters.merchants.length > 1
        ? 'merchant'
        : filters.categories.length > 1
          ? 'category'
          : 'month';
  }
  if (query.intent === 'breakdown' && EITHER_OR.test(prepared)) query.compare = true;
  readCardWords(query, prepared, view);
  readPurchases(query, prepared);
  // Cashback is money given back: what came in, unless the question says otherwise. With no row
  // described so, a total of nothing would say no money came in at all.
  if (cashback) query.direction ??= 'in';
  if (cashback && !view.rows.some(mentionsCashback)) unknownTerm ??= 'cashback';
  // A list joins what it names, however it is written: "Swiggy and groceries", "rent + bills",
  // "shopping (shops, pharmacy, Mercado Livre)", "fuel, tolls, parking". One comma or a slash
  // may be part of a name pasted from a description ("AMZN.COM/BILL", "ACME, INC").
  if (/\b(and|or|plus|together|combined|both)\b|&| \+ |\(|,[^,]*,/.test(amounts.rest))
    query.joined = true;
  // A list in brackets spells out what the words before it take in ("shopping (shops, pharmacy,
  // Mercado Livre)"), and one of three or more ("shopping, Amazon and the chemist") names each:
  // the rows of any of them, not only those that are all of them at once.
  if (/\([^)]*(?:,|&|\b(?:and|or|plus)\b)|,[^,]*(?:,|\b(?:and|or|plus)\b)/.test(amounts.rest))
    filters.union = true;
  // Asking for a feature, "Excel" or the new category ("Gifts") is no merchant to look for.
  const feature =
    query.intent === 'export' || query.info === 'recategorize' || query.intent === 'afford';
  if (unknownTerm !== undefined && !feature) query.unknownTerm = unknownTerm;
  readFeeKind(query, prepared);
  readTypeCode(query, prepared, view);
  if (typed.corrections.length > 0) query.corrections = typed.corrections;
  if (range && !overlaps(range, view.period)) query.outsidePeriod = range;
  const sides = query.intent === 'balance' ? undefined : comparedPeriods(prepared, readRange);
  if (sides) {
    query.intent = 'compare';
    query.sides = sides;
    delete filters.range;
    const outside = sides.find((side) => !overlaps(side, view.period));
    if (outside) query.outsidePeriod = outside;
    else delete query.outsidePeriod;
  }
  return query;
}
