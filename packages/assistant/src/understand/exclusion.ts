import type { StatementView } from '../statement/view';
import { findEntities } from './find-entities';
import type { DateReading } from './parse-dates';
import type { Excluded } from './query';
import { findTerms } from './unknown-terms';

/** "Spending excluding rent": what follows one of these words is left out, not asked about. */
const EXCLUSION =
  /\b(?:excluding|exclude|except(?: for)?|apart from|other than|besides|not counting|not including|leaving out|but not)\b(.*)$/;

export interface ExclusionReading {
  /** The question without its exclusion clause. */
  asked: string;
  excluded?: Excluded;
  /** A date in the clause that belongs to the whole question: "other than Zomato in February". */
  range?: Excluded['range'];
}

/**
 * Reads the clause after "excluding", "except", "apart from"… (to the end of the question, or to
 * its comma when it leads). The merchants, categories and words it names are left out. A date in
 * it is left out too when the clause names nothing else ("except in March"); beside a name, it
 * dates the whole question.
 */
export function readExclusion(
  prepared: string,
  view: StatementView,
  readRange: (text: string) => DateReading,
): ExclusionReading {
  const match = EXCLUSION.exec(prepared);
  if (!match?.[1]?.trim()) return { asked: prepared };
  // A leading clause ends at its comma: "Besides rent, where did I spend the most?"
  const [clause = '', ...after] = match[1].split(',');
  const asked = ` ${prepared.slice(0, match.index)} ${after.join(',')} `;
  const dates = readRange(` ${clause} `);
  const named = findEntities(dates.rest, '', view);
  // Read as the object of "for", so a word no table knows ("excluding Tesla") is searched for.
  const terms = findTerms(` for ${named.rest} `, '', view, named.merchants);
  const names = {
    merchants: named.merchants,
    categories: named.categories,
    bankCategories: named.bankCategories,
    texts: terms.texts,
  };
  const namesSomething = Object.values(names).some((list) => list.length > 0);
  if (namesSomething)
    return { asked, excluded: names, ...(dates.range ? { range: dates.range } : {}) };
  return dates.range ? { asked, excluded: { ...names, range: dates.range } } : { asked: prepared };
}
