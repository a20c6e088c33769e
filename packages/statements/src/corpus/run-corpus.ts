import { parseStatement } from '../index';
import { corpusCases, type CorpusCase } from '../test-support/corpus/cases';
import { mismatches } from '../test-support/corpus/check';
import { isHeldOut } from '../test-support/corpus/split';

/** The corpus's files on one side of the held-out split. */
export function casesOf(heldOut: boolean): CorpusCase[] {
  return corpusCases().filter((item) => isHeldOut(item.layout) === heldOut);
}

/** What a reader got wrong on one file of the corpus; empty when it read it exactly. */
export async function problemsOf(item: CorpusCase): Promise<string[]> {
  return mismatches(await parseStatement(item.bytes, item.fileName), item.expected);
}
