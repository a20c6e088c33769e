import type { StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import type { AnswerReading } from '../types';
import { describeQuery } from './describe-query';

/**
 * How sure the reading of a question is: sure when every word was read as written and nothing
 * was filled in; otherwise what was assumed, so the person can see it and ask again if it is not
 * what they meant. `query` is the question as read, `full` with the defaults the answer used.
 */
export function readingOf(view: StatementView, query: Query, full: Query): AnswerReading {
  const assumed: string[] = [];
  if (query.followsUp !== undefined)
    assumed.push(`a follow-up to your last question, “${query.followsUp}”`);
  for (const { from, to, merchant } of query.corrections ?? [])
    assumed.push(`“${from}” read as ${merchant ?? `“${to}”`}`);
  if (query.unknownTerm !== undefined)
    assumed.push(`“${query.unknownTerm}” left out: no transaction mentions it`);
  if (view.currencies && full.filters.currency && !query.filters.currency)
    assumed.push(`${full.filters.currency} only, the statement's most used currency`);
  return { understood: describeQuery(view, full), sure: assumed.length === 0, assumed };
}
