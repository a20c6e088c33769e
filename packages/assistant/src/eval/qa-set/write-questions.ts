import type { Entry } from '../../../../statements/src/test-support/corpus/history';
import { hashOf, seeded, type Random } from '../../../../statements/src/test-support/corpus/random';
import {
  activeMonths,
  askableNames,
  extremeSize,
  inMonth,
  inOf,
  isRepayment,
  monthLabel,
  monthName,
  monthShort,
  monthsOf,
  named,
  namesAMonth,
  netOf,
  outOf,
  savingsRateText,
  shiftMonth,
  shownOnItsRows,
  sizeOf,
} from './facts';
import { ABSENT_MERCHANTS, PHRASINGS, type Slots, type Template } from './phrasing';
import type { QaStatement } from './statements';
import type { ExpectedAnswer, Family, QaQuestion } from './types';
import { withTypo } from './typos';

/** A question before it is worded: what it asks, its answer, and what fills the phrasing. */
interface Spec {
  family: Family;
  expected: ExpectedAnswer;
  slots: Slots;
  merchant?: string;
  /** Asked of money in (a payer), so worded "from X" rather than "paid X". */
  incoming: boolean;
}

type Add = (family: Family, expected: ExpectedAnswer, slots?: Slots, incoming?: boolean) => void;

const money = (value: number): ExpectedAnswer => ({ kind: 'money', value });
const count = (value: number): ExpectedAnswer => ({ kind: 'count', value });
const NONE: ExpectedAnswer = { kind: 'unanswerable' };
const BLANK: Slots = { month: '', short: '', merchant: '', other: '' };
const forMonth = (key: string): Slots => ({
  ...BLANK,
  month: monthLabel(key),
  short: monthShort(key),
});

/** Share of each statement's questions repeated with a typo, and (rupee statements) in Hinglish. */
const TYPO_SHARE = 0.11;
const HINGLISH_SHARE = 0.11;

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = random.int(0, index);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** `count` items, cycling through the list when it is shorter (repeats get another wording). */
function take<T>(items: readonly T[], wanted: number): T[] {
  if (items.length === 0) return [];
  return Array.from({ length: wanted }, (_, index) => items[index % items.length] as T);
}

/** The questions' specs for one statement: every family it can be asked, from its history alone. */
function specsOf(item: QaStatement, random: Random): Spec[] {
  const { history, card } = item;
  const all = history.entries;
  // Months are asked about only when they hold entries: the file cannot show an empty month.
  const months = activeMonths(history);
  const specs: Spec[] = [];
  const add: Add = (family, expected, slots = BLANK, incoming = false) => {
    const { merchant } = slots;
    specs.push({ family, expected, slots, ...(merchant ? { merchant } : {}), incoming });
  };
  const times = (family: Family, expected: ExpectedAnswer, n: number) => {
    for (let index = 0; index < n; index += 1) add(family, expected);
  };

  times('total-out', money(sizeOf(outOf(all))), 3);
  times('total-in', money(sizeOf(inOf(all))), 2);
  for (const key of months) {
    const perMonth = months.length === 1 ? 3 : 2;
    for (let index = 0; index < perMonth; index += 1)
      add('month-out', money(sizeOf(outOf(inMonth(all, key)))), forMonth(key));
    add('month-in', money(sizeOf(inOf(inMonth(all, key)))), forMonth(key));
  }

  // Merchants, asked by the history's own name; rows counted by that name alone.
  const names = shuffled(askableNames(history, card, item.writtenRows), random);
  const paid = names.filter((name) => named(all, name).every((entry) => entry.amountMinor < 0));
  const payers = names.filter((name) => named(all, name).every((entry) => entry.amountMinor > 0));
  for (const name of take(paid, 5)) {
    add('merchant-out', money(sizeOf(named(all, name))), { ...BLANK, merchant: name });
  }
  if (!card) {
    for (const name of take(payers, 2)) {
      add('merchant-in', money(sizeOf(named(all, name))), { ...BLANK, merchant: name }, true);
    }
  }
  const pairs = shuffled(
    // A name holding a month ("Rent March") asked with another month reads as two months.
    paid
      .filter((name) => !namesAMonth(name))
      .flatMap((name) =>
        months
          .filter((key) => inMonth(named(all, name), key).length > 0)
          .map((key) => ({ name, key })),
      ),
    random,
  );
  for (const { name, key } of pairs.slice(0, 4)) {
    const rows = inMonth(named(all, name), key);
    add('merchant-month', money(sizeOf(rows)), { ...forMonth(key), merchant: name });
  }

  times('count-all', count(all.length), 2);
  times('count-out', count(outOf(all).length), 2);
  times('count-in', count(inOf(all).length), 2);
  // A card's credits are repayments and refunds, not payers a person counts.
  const counted = [...paid.slice(0, 3), ...(card ? [] : payers.slice(0, 1))];
  for (const name of take(counted, 4)) {
    const slots = { ...BLANK, merchant: name };
    add('count-merchant', count(named(all, name).length), slots, payers.includes(name));
  }

  const debits = outOf(all);
  if (debits.length > 0) {
    times('average-out', money(Math.round(sizeOf(debits) / debits.length)), 2);
    times('largest-out', money(extremeSize(debits, true) ?? 0), 2);
    times('smallest-out', money(extremeSize(debits, false) ?? 0), 2);
  }
  times('largest-in', money(extremeSize(inOf(all), true) ?? 0), 2);
  // Balances only where the file prints them; signed from the holder's side (a card's is owed).
  if (item.printsOpening) times('opening', { kind: 'balance', value: history.openingMinor }, 2);
  if (item.printsClosing) times('closing', { kind: 'balance', value: history.closingMinor }, 2);

  if (card) {
    // Only where the file tells repayments from refunds by the history's names.
    const credits = inOf(all);
    if (credits.every((entry) => shownOnItsRows(entry.name, history, item.writtenRows)))
      times('card-payments', money(sizeOf(credits.filter(isRepayment))), 3);
  } else {
    times('net', money(netOf(all)), 2);
    const rate = savingsRateText(all);
    if (rate) times('savings-rate', { kind: 'money', textIncludes: [rate] }, 2);
  }
  addComparisons(all, months, random, add);
  addUnanswerable(item, monthsOf(history), random, add);
  return specs;
}

/** "More in March or April?": the month with more money out wins; equal months are not asked. */
function addComparisons(
  all: readonly Entry[],
  months: readonly string[],
  random: Random,
  add: Add,
): void {
  const pairs = months.flatMap((a, index) => months.slice(index + 1).map((b) => [a, b] as const));
  for (const [a, b] of shuffled(pairs, random).slice(0, 2)) {
    const spentA = sizeOf(outOf(inMonth(all, a)));
    const spentB = sizeOf(outOf(inMonth(all, b)));
    if (spentA === spentB) continue;
    const [winner, loser] = spentA > spentB ? [a, b] : [b, a];
    // Asked in either order, so the first month named is not always the answer.
    const [first, second] = random.chance(0.5) ? [a, b] : [b, a];
    add(
      'compare-months',
      { kind: 'money', textIncludes: [monthName(winner)], versus: monthName(loser) },
      { ...forMonth(first), other: monthLabel(second) },
    );
  }
}

/** A brand the statement never pays and months outside its period: no figure is the answer. */
function addUnanswerable(
  item: QaStatement,
  months: readonly string[],
  random: Random,
  add: Add,
): void {
  const text = item.history.entries.map((entry) => entry.name.toLowerCase()).join('\n');
  const absent = ABSENT_MERCHANTS.filter((brand) => !text.includes(brand.toLowerCase()));
  for (const brand of shuffled(absent, random).slice(0, 3)) {
    add('absent-merchant', NONE, { ...BLANK, merchant: brand });
  }
  const first = months[0] ?? item.history.start.slice(0, 7);
  const last = months[months.length - 1] ?? first;
  add('outside-month', NONE, forMonth(shiftMonth(first, -random.int(5, 18))));
  add('outside-month', NONE, forMonth(shiftMonth(last, random.int(2, 4))));
}

function phrasingsOf(item: QaStatement, spec: Spec): readonly Template[] {
  const phrasings = PHRASINGS[spec.family];
  if (spec.incoming && phrasings.incoming) return phrasings.incoming;
  return item.card && phrasings.card ? phrasings.card : phrasings.bank;
}

/** Words each spec with the next phrasing of its family, so a statement's wordings vary. */
function wordAll(item: QaStatement, specs: readonly Spec[], random: Random): QaQuestion[] {
  const cursors = new Map<Family, number>();
  return specs.flatMap((spec): QaQuestion[] => {
    const list = phrasingsOf(item, spec);
    if (list.length === 0) return [];
    const at = cursors.get(spec.family) ?? random.int(0, list.length - 1);
    cursors.set(spec.family, at + 1);
    const template = list[at % list.length];
    if (!template) return [];
    const question = template(spec.slots);
    return [
      {
        statement: item.id,
        question,
        family: spec.family,
        variant: 'plain',
        expected: spec.expected,
      },
    ];
  });
}

/** About a tenth of the plain questions again, each with one slip of the keyboard. */
function typosOf(
  plain: readonly QaQuestion[],
  specs: readonly Spec[],
  random: Random,
): QaQuestion[] {
  const wanted = Math.round(plain.length * TYPO_SHARE);
  const picked = shuffled(
    plain.map((question, index) => ({ question, merchant: specs[index]?.merchant })),
    random,
  );
  const typos: QaQuestion[] = [];
  for (const { question, merchant } of picked) {
    if (typos.length >= wanted) break;
    const text = withTypo(question.question, merchant, random);
    if (text && text !== question.question)
      typos.push({ ...question, question: text, variant: 'typo' });
  }
  return typos;
}

/** For rupee statements, a tenth more asked in Hinglish, as many Indian users type. */
function hinglishOf(
  item: QaStatement,
  specs: readonly Spec[],
  random: Random,
  size: number,
): QaQuestion[] {
  if (item.history.currency !== 'INR') return [];
  const wanted = Math.round(size * HINGLISH_SHARE);
  const usable = shuffled(
    specs.filter((spec) => PHRASINGS[spec.family].hinglish),
    random,
  );
  return usable.slice(0, wanted).flatMap((spec): QaQuestion[] => {
    const list = PHRASINGS[spec.family].hinglish ?? [];
    const template = list[random.int(0, list.length - 1)];
    if (!template) return [];
    const question = template(spec.slots);
    return [
      {
        statement: item.id,
        question,
        family: spec.family,
        variant: 'hinglish',
        expected: spec.expected,
      },
    ];
  });
}

/** Every question for one statement; the same on every run (seeded by the statement's id). */
export function questionsFor(item: QaStatement): QaQuestion[] {
  const random = seeded(hashOf(`qa-set:${item.id}`));
  const specs = specsOf(item, random).filter((spec) => phrasingsOf(item, spec).length > 0);
  const plain = wordAll(item, specs, random);
  const all = [
    ...plain,
    ...typosOf(plain, specs, random),
    ...hinglishOf(item, specs, random, plain.length),
  ];
  // Two specs worded alike would count one question twice: the first is kept.
  return all.filter(
    (question, index) => all.findIndex((other) => other.question === question.question) === index,
  );
}

/** The whole set: every chosen statement's questions, in the statements' order. */
export function qaSet(statements: readonly QaStatement[]): QaQuestion[] {
  return statements.flatMap(questionsFor);
}
