import { distance } from 'fastest-levenshtein';
import { monthRange, parts } from '../calendar/calendar';
import { labelOf } from '../categories/categorize';
import type { StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import { simplify } from '../understand/text';
import type { Answer } from '../types';
import { whenText } from './common';
import { suggestQuestions } from './suggestions';

/** How many readings a refusal offers. */
const OFFERED = 3;
/** A merchant is offered for a word no transaction mentions when at most this share of it differs. */
const NEAR = 0.5;

/** The question a reading is, in the words the engine reads best. */
function phrase(view: StatementView, query: Query): string {
  const { filters } = query;
  const at = [
    ...filters.merchants.map((name) => ` at ${name}`),
    ...filters.categories.map((id) => ` on ${labelOf(id).toLowerCase()}`),
  ].join(' and');
  const when = filters.range ? ` ${whenText(view, filters.range)}` : '';
  const incoming = query.direction === 'in';
  switch (query.intent) {
    case 'count':
      return `How many ${incoming ? 'credits' : 'payments'}${at}${when}?`;
    case 'extreme':
      return `What was my ${query.extreme === 'min' ? 'smallest' : 'biggest'} ${incoming ? 'credit' : 'expense'}${at}${when}?`;
    case 'list':
      return `Show my transactions${at}${when}`;
    default:
      return incoming
        ? `How much came in${at.replace(' at ', ' from ')}${when}?`
        : `How much did I spend${at}${when}?`;
  }
}

/** The statement's merchants nearest to a word it never mentions: a misspelling too far to correct. */
function nearMerchants(view: StatementView, term: string): string[] {
  const word = simplify(term).trim();
  if (word.length < 3) return [];
  return view.merchants
    .map((name) => {
      const candidate = simplify(name).trim();
      // The whole name, or its start: a word may be a misspelling of the first word of a name.
      const share = Math.min(
        ...[candidate, candidate.slice(0, word.length)].map(
          (text) => distance(word, text) / Math.max(word.length, text.length),
        ),
      );
      return { name, share };
    })
    .filter(({ share }) => share <= NEAR)
    .sort((a, b) => a.share - b.share || a.name.localeCompare(b.name))
    .slice(0, 2)
    .map(({ name }) => name);
}

/** Readings of a question the engine could not answer, nearest first. */
function readingsOf(view: StatementView, query: Query): Query[] {
  const readings: Query[] = [];
  const term = query.unknownTerm;
  if (term !== undefined) {
    for (const name of nearMerchants(view, term))
      readings.push({ ...query, filters: { ...query.filters, merchants: [name] } });
    readings.push(query);
  }
  if (query.outsidePeriod) {
    const { range: _asked, ...unbounded } = query.filters;
    const { year, month } = parts(view.period.end);
    readings.push({ ...query, filters: { ...unbounded, range: monthRange(year, month) } });
    readings.push({ ...query, filters: unbounded });
  }
  return readings;
}

/**
 * What a refusal offers as buttons: the readings of the question nearest to what was asked that
 * the statement answers exactly (a merchant it does hold for a word it never mentions, the
 * question without the word, the statement's own last month for a month it does not cover), then
 * questions it answers well. Each is put to the engine first and kept only if answered.
 */
export function closestReadings(
  view: StatementView,
  query: Query | undefined,
  ask: (question: string) => Answer,
  asked: string,
): string[] {
  const offered: string[] = [];
  const seen = new Set([simplify(asked)]);
  for (const reading of query ? readingsOf(view, query) : []) {
    if (offered.length === OFFERED) break;
    const question = phrase(view, reading);
    if (seen.has(simplify(question))) continue;
    seen.add(simplify(question));
    const answer = ask(question);
    if (answer.kind !== 'unanswerable') offered.push(question);
  }
  for (const question of suggestQuestions(view, ask, asked)) {
    if (offered.length === OFFERED) break;
    if (!seen.has(simplify(question))) offered.push(question);
  }
  return offered;
}
