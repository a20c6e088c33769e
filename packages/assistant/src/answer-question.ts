import type { ParsedStatement } from '@sheetwise/statements';
import { answerAfford } from './answers/afford';
import { answerAverage } from './answers/average';
import { answerCompare } from './answers/compare';
import { answerBalance } from './answers/balance';
import { NoBalance } from './answers/no-balance';
import { answerBreakdown } from './answers/breakdown';
import { currenciesByUse, rowsInNamedStatements } from './answers/balance-currencies';
import { currencyOf } from './answers/common';
import { answerCount } from './answers/count';
import { withDefaults } from './answers/defaults';
import { withRowsNamingOthers } from './answers/named-among-others';
import { readingOf } from './answers/reading';
import { answerExport } from './answers/export';
import { answerExtreme } from './answers/extreme';
import { answerInfo } from './answers/info';
import { answerList } from './answers/list';
import { answerNetQuestion } from './answers/net';
import { answerRecurring } from './answers/recurring';
import { answerStatedFact } from './answers/stated-fact';
import { namesSomething } from './understand/query';
import { closestReadings } from './answers/closest-readings';
import { suggestQuestions } from './answers/suggestions';
import { answerTop } from './answers/top';
import { answerTotal } from './answers/total';
import { unplacedPurchasesRefusal } from './answers/unplaced-purchases';
import { unreadLabelsRefusal } from './answers/unread-labels';
import { formatRange } from './format/format-date';
import { type StatementView, viewOf } from './statement/view';
import type { Answer, PreviousTurn } from './types';
import type { Query } from './understand/query';
import { understandInContext } from './understand/follow-up';

const HELP =
  'I answer questions about this statement: balances (opening, closing, on a date, lowest, highest, month by month), money in and out (overall, by month, date range, merchant or category), counts, averages, the largest and smallest transactions, top merchants and categories, spending by category or month, recurring payments and subscriptions, fees, interest, cash withdrawals, transfers and refunds, and the statement’s period, account and currency.';

function dispatch(view: StatementView, query: Query): Answer | NoBalance {
  switch (query.intent) {
    case 'count':
      return answerCount(view, query);
    case 'average':
      return answerAverage(view, query);
    case 'extreme':
      return answerExtreme(view, query);
    case 'top':
      return answerTop(view, query);
    case 'breakdown':
      return answerBreakdown(view, query);
    case 'recurring':
      return answerRecurring(view, query);
    case 'list':
      return answerList(view, query);
    case 'balance':
      return answerBalance(view, query);
    case 'net':
      return answerNetQuestion(view, query);
    case 'info':
      return query.info === 'fact' ? answerStatedFact(view, query) : answerInfo(view, query);
    case 'compare':
      return answerCompare(view, query);
    case 'afford':
      return answerAfford(view, query);
    case 'help':
      return { text: HELP, kind: 'info', transactions: [] };
    default:
      return answerTotal(view, query);
  }
}

/** Why a question gets no figure, in a sentence that names what the statement does hold. */
function refusal(
  view: StatementView,
  query: Query | undefined,
  question: string,
): string | undefined {
  const period = formatRange(view.period);
  if (view.rows.length === 0)
    return 'This statement has no transactions, so there is nothing I can work out from it.';
  if (!query)
    return `I can only answer questions about this statement (${period}): its balances, transactions, spending and income.`;
  if (query.absent !== undefined) {
    return /^[A-Z]{3}$/.test(query.absent)
      ? `No transaction here is in ${query.absent}, so I can't give a figure in it.`
      : `None of your statements here is a ${query.absent} account, so I can't give a figure for it.`;
  }
  if (query.unprinted) {
    const { bank, statement, currency } = query.unprinted;
    return `None of your statements prints ${bank} as its bank, so I can't be sure which one is your ${bank} account. ${statement} is the only one in ${currency} that names no other bank: if it is that account, ask again naming it (e.g. “in ${statement}”).`;
  }
  if (query.ambiguous) {
    const [first] = query.ambiguous;
    return `Your question could mean ${query.ambiguous.join(' or ')}, and I won't pick one for you: name the one you mean (e.g. “in ${first ?? ''}”).`;
  }
  // A word nothing mentions is left out only from a list the question joins ("Netflix and
  // Hulu"); beside one thing ("Japanese food") it narrows it, and the figure would be wrong.
  if (
    query.unknownTerm !== undefined &&
    (!namesSomething(query.filters) ||
      !query.joined ||
      !namedMidSentence(question, query.unknownTerm))
  ) {
    return `No transaction in this statement (${period}) mentions “${query.unknownTerm}”, so I can't give a figure for it.`;
  }
  if (query.unreadWords) {
    const named = query.unreadWords.map((word) => `“${word}”`).join(' and ');
    return `I couldn't work ${named} into a figure from this statement, so I haven't given one rather than leave ${query.unreadWords.length > 1 ? 'them' : 'it'} out.`;
  }
  if (query.outsidePeriod) {
    return `This statement covers ${period}, so it has nothing for ${formatRange(query.outsidePeriod)}.`;
  }
  return undefined;
}

function answerWith(
  view: StatementView,
  question: string,
  today: string,
  suggest: boolean,
  previous?: PreviousTurn,
): Answer {
  const chain = previous ? [...(previous.earlier ?? []), previous.question] : [];
  const query = understandInContext(question, chain, view, today);
  const ask = (next: string) => answerWith(view, next, today, false);
  const unanswerable = (text: string): Answer => ({
    text,
    kind: 'unanswerable',
    transactions: [],
    suggestions: suggest ? closestReadings(view, query, ask, question) : [],
  });
  const reason = refusal(view, query, question);
  if (reason !== undefined || !query) return unanswerable(reason ?? HELP);
  const full = withDefaults(query, view);
  if (full.intent === 'export') {
    return { ...answerExport(view, query, full, previous), reading: readingOf(view, query, full) };
  }
  // A word no step read and no row mentions, written as a name ("Coop" beside "Migros"), is a
  // payee the statement does not have, and the answer says so; any other word ("bollette",
  // "一番少ない") may be the very thing asked, and no figure is given without it.
  if (query.unknownTerm !== undefined && !writtenAsName(question, query.unknownTerm))
    return {
      ...unanswerable(
        `I couldn't tell what “${query.unknownTerm}” means in this question, and no transaction in this statement mentions it, so I haven't given a figure.`,
      ),
      reading: readingOf(view, query, full),
    };
  const unread = unreadLabelsRefusal(view, full) ?? unplacedPurchasesRefusal(view, full);
  if (unread !== undefined)
    return { ...unanswerable(unread), reading: readingOf(view, query, full) };
  const result = dispatch(view, full);
  if (result instanceof NoBalance)
    return { ...unanswerable(result.reason), reading: readingOf(view, query, full) };
  const answer: Answer = {
    ...withRowsNamingOthers(view, full, result),
    reading: readingOf(view, query, full),
  };
  besidePurchases(view, full, answer);
  // A ranking's chart and a count's rows are money too, shown in the currency the text names.
  if (answer.currency === undefined && (answer.chart || answer.transactions.length > 0)) {
    answer.currency = currencyOf(view, full);
  }
  if (query.unknownTerm !== undefined) {
    answer.text += ` No transaction in this statement mentions “${query.unknownTerm}”, so it is not included.`;
  }
  const misspelt = (query.corrections ?? []).filter((correction) => correction.merchant);
  if (misspelt.length > 0) {
    const read = misspelt.map(({ from, merchant }) => `“${from}” as ${merchant}`).join(' and ');
    answer.text = `(I read ${read}.) ${answer.text}`;
  }
  const reached = currenciesByUse(view, rowsInNamedStatements(view, full));
  if (view.currencies && full.filters.currency && !query.filters.currency && reached.length > 1) {
    const others = reached.filter((code) => code !== full.filters.currency).join(', ');
    answer.text = `Looking at ${full.filters.currency} transactions only (the statement also has ${others}). ${answer.text}`;
  }
  if (full.intent === 'help' && suggest) answer.suggestions = suggestQuestions(view, ask);
  return answer;
}

/**
 * "Purchases" leave rent, transfers and fees out, which the asker may not have meant: the figure
 * for every payment out is given beside it whenever it differs, so neither reading is hidden.
 */
function besidePurchases(view: StatementView, full: Query, answer: Answer): void {
  if (!full.filters.purchases) return;
  const every = dispatch(view, { ...full, filters: { ...full.filters, purchases: false } });
  if (every instanceof NoBalance || every.value === answer.value) return;
  answer.text += ` Counting every payment out, not only purchases: ${every.text}`;
}

/**
 * Answers a question about one parsed statement. Pure: the same statement, question and date
 * give the same answer, and every figure in it is computed from the statement's rows and
 * balances. `today` (ISO) only resolves "today" and "this month"; dates in questions otherwise
 * resolve against the statement's own period. `previous`, the chat's last question, is what a
 * follow-up ("and in February?") leans on, and its answer's rows what an export offers. Unanswerable questions get a plain refusal and
 * three questions this statement can answer.
 */
export function answerQuestion(
  statement: ParsedStatement,
  question: string,
  today: string,
  previous?: PreviousTurn,
): Answer {
  return answerWith(viewOf(statement), question, today, true, previous);
}

/** Three questions this statement can answer, e.g. for the chat's first message. */
export function suggestQuestionsFor(statement: ParsedStatement, today: string): string[] {
  const view = viewOf(statement);
  return suggestQuestions(view, (question) => answerWith(view, question, today, false));
}

/**
 * A name the person wrote with a capital after the first word ("Netflix and Hulu"): only such a
 * word, found nowhere, is left out of a list; another ("Kruideniersware en petrol") may be the
 * very thing asked about in words we do not read.
 */
function namedMidSentence(question: string, term: string): boolean {
  const start = question.trimStart().toLowerCase();
  return writtenAsName(question, term) && !start.startsWith(term.toLowerCase().split(' ')[0] ?? '');
}

/** Whether the question writes the term as a name: with a capital, in a script that has them. */
function writtenAsName(question: string, term: string): boolean {
  const words = term.split(' ');
  return words.every((word) => {
    const at = question.toLowerCase().indexOf(word.toLowerCase());
    const first = question[at] ?? '';
    return at >= 0 && first !== first.toLowerCase();
  });
}
