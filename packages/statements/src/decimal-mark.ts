export type DecimalMark = '.' | ',';

/** What a column's cells say about its decimal mark, once every cell has been seen. */
export interface MarkDecision {
  mark: DecimalMark;
  /**
   * False when every cell with a mark could be read either way (`41.531`: 41,531 or 41.531) and
   * the currency's minor unit does not tell which: the reading is then a guess to be confirmed.
   */
  settled: boolean;
}

/** A lone point followed by one or two digits: evidence for '.', as the full rules read it. */
const PLAIN_DECIMAL = /^-?\d+\.\d{1,2}$/;

/**
 * Decides the decimal mark from a whole column (or all money columns of a file): a number with
 * both marks puts the decimal last (strong evidence); a lone mark followed by one or two digits
 * is a decimal mark; a lone mark followed by three digits, or a repeated mark, is a grouping mark
 * (weak evidence for the other one), unless the digits before it cannot be a group (`1000.000`).
 * A cell only one mark reads outweighs any number that either could; ties go to the hint, then
 * to '.'.
 */
export function detectDecimalMark(values: Iterable<string>, hint?: DecimalMark): DecimalMark {
  const tally = new DecimalMarkTally();
  for (const value of values) tally.add(value);
  const decision = tally.decide(null, hint);
  return decision.settled ? decision.mark : tally.mark(hint);
}

/** `detectDecimalMark` a cell at a time, for a column too large to copy into an array first. */
export class DecimalMarkTally {
  private readonly score = { '.': 0, ',': 0 };
  /** Cells only one mark reads: `12.5`, `1,234.56`, `1.234.567`, `1000.000`. */
  private readonly decisive = { '.': 0, ',': 0 };
  /** Cells either mark reads: one mark after one to three digits, three digits after it. */
  private readonly ambiguous = { '.': 0, ',': 0 };

  add(value: string): void {
    const { score, decisive } = this;
    // Most cells are empty or a plain `-1234.56`; both are settled without rewriting the text.
    if (value === '') return;
    if (PLAIN_DECIMAL.test(value)) {
      score['.'] += 1;
      decisive['.'] += 1;
      return;
    }
    const body = value.replace(/[^\d.,]/g, '');
    const lastDot = body.lastIndexOf('.');
    const lastComma = body.lastIndexOf(',');
    if (lastDot >= 0 && lastComma >= 0) {
      const mark = lastDot > lastComma ? '.' : ',';
      score[mark] += 2;
      decisive[mark] += 1;
      return;
    }
    const only: DecimalMark | null = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
    if (!only) return;
    const other: DecimalMark = only === '.' ? ',' : '.';
    const at = body.lastIndexOf(only);
    const after = body.length - at - 1;
    if (body.indexOf(only) !== at) {
      score[other] += 1;
      decisive[other] += 1;
    } else if (after === 3 && /^[1-9]\d{0,2}$/.test(body.slice(0, at))) {
      // `1.234`: a thousands group, or a third decimal (dinars): only the other cells can say.
      score[other] += 0.5;
      this.ambiguous[only] += 1;
    } else if (after > 0) {
      // `12.5`, `1000.000`, `0.531`: digits no thousands group has on one side or the other.
      score[only] += 1;
      decisive[only] += 1;
    }
  }

  mark(hint?: DecimalMark): DecimalMark {
    const { score } = this;
    if (score[','] > score['.']) return ',';
    if (score['.'] > score[',']) return '.';
    return hint ?? '.';
  }

  /**
   * The mark, decided by any cell that reads only one way; else by the currency's minor unit
   * (`exponent`, null when the file names no currency): a currency with thousandths writes
   * three decimals, one with whole units only groups. A column of `1.234`s in a currency with
   * cents, or in none, is unsettled: the weak evidence's mark is returned for the caller to
   * confirm. Cells that contradict each other (`1.234,56` and `12.50`) are weighed as before;
   * `hint` breaks ties, and names the mark of a column with none.
   */
  decide(exponent: number | null, hint?: DecimalMark): MarkDecision {
    const { decisive, ambiguous } = this;
    const points = decisive['.'] > 0;
    const commas = decisive[','] > 0;
    if (points !== commas) return { mark: points ? '.' : ',', settled: true };
    if (points && commas) return { mark: this.mark(hint), settled: true };
    const dots = ambiguous['.'] > 0;
    const both = dots && ambiguous[','] > 0;
    if (!dots && ambiguous[','] === 0) return { mark: hint ?? '.', settled: true };
    if (exponent === 0) return { mark: this.mark(hint), settled: true };
    if (exponent === 3 && !both) return { mark: dots ? '.' : ',', settled: true };
    return { mark: this.mark(hint), settled: false };
  }
}
