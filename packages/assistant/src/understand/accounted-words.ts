import type { StatementView } from '../statement/view';
import type { Query } from './query';
import { words } from './text';

/**
 * Words the engine knows that change which figure is asked for. The steps that read a question
 * each take what they understood, and most words are spent that way; but a known word can be
 * matched by no step and quietly dropped ("my largest *card* purchase" answered with a rent
 * transfer, "the *smallest* one" with the largest). So once a question is read, each of these
 * words left in it must show in the reading: if none of the slots it can fill holds it, the
 * question gets no figure and the person is told which word was not followed.
 */
type Accounts = (query: Query, view: StatementView) => boolean;

const isMin: Accounts = (q) => q.extreme === 'min' || q.balance === 'lowest';
const isMax: Accounts = (q) =>
  q.extreme === 'max' ||
  q.balance === 'highest' ||
  q.intent === 'top' ||
  q.rank !== undefined ||
  q.compare === true;
const isLatest: Accounts = (q) =>
  q.pick === 'last' || q.balance === 'closing' || q.balance === 'both-ends' || q.balance === 'at';
const isEarliest: Accounts = (q) =>
  q.pick === 'first' || q.balance === 'opening' || q.balance === 'both-ends';
const isCount: Accounts = (q) =>
  q.intent === 'count' ||
  q.metric === 'count' ||
  q.intent === 'recurring' ||
  (q.intent === 'info' && q.info === 'period');
const isAverage: Accounts = (q) => q.intent === 'average' || q.balance === 'average';
/** A card statement's rows are all card rows; elsewhere the card must be read as a kind or a bill. */
const isCard: Accounts = (q, view) =>
  view.card ||
  q.filters.cardBill === true ||
  (q.filters.statements?.every((part) => view.cardParts?.includes(part)) ?? false) ||
  q.filters.typeCode === 'card payment' ||
  q.filters.byCard === true ||
  q.filters.categories.includes('transfers') ||
  (q.intent === 'info' && q.info === 'account');
const isPending: Accounts = (q) => q.filters.pending === true;
const isShare: Accounts = (q) => q.share === true || q.rate === true;

const ACCOUNTS: Readonly<Record<string, Accounts>> = {
  smallest: isMin,
  lowest: isMin,
  cheapest: isMin,
  tiniest: isMin,
  minimum: isMin,
  largest: isMax,
  biggest: isMax,
  highest: isMax,
  maximum: isMax,
  costliest: isMax,
  priciest: isMax,
  greatest: isMax,
  latest: isLatest,
  recent: isLatest,
  newest: isLatest,
  earliest: isEarliest,
  oldest: isEarliest,
  times: isCount,
  visits: isCount,
  trips: isCount,
  often: isCount,
  frequently: isCount,
  average: isAverage,
  avg: isAverage,
  mean: isAverage,
  card: isCard,
  cards: isCard,
  pending: isPending,
  uncleared: isPending,
  percentage: isShare,
  percent: isShare,
  proportion: isShare,
};

/** The query, with the known words of its leftover text that its reading does not show. */
export function accountForWords(query: Query, view: StatementView): Query {
  const left = words(query.leftover ?? '').filter((word) => {
    const accounts = ACCOUNTS[word];
    return accounts !== undefined && !accounts(query, view);
  });
  // An amount or a number read from a balance question fills no slot ("on 15.03"): a balance is
  // no sum of rows, and a date it could not read is no date.
  const { exact, min, max } = query.filters;
  const numberLeft = words(query.leftover ?? '').some((word) => /\d/.test(word));
  if (query.intent === 'balance' && (exact !== undefined || min || max || numberLeft))
    left.push('that number');
  if (left.length === 0) return query;
  return { ...query, unreadWords: [...new Set(left)] };
}
