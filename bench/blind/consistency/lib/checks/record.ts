// A run's checks and their recorder.
import { plainMajor } from '../model';

export type CheckClass = 'sheet' | 'insights' | 'all-statements' | 'chat' | 'exports';

export interface Check {
  cls: CheckClass;
  currency: string;
  file: string;
  name: string;
  pass: boolean;
  /** A figure was shown and it was not the expected one. */
  wrong: boolean;
  /** Chat: exact, decline, wrong or miss. */
  verdict?: string;
  screen: string;
  expected: string;
  shown: string;
}

export class Recorder {
  checks: Check[] = [];
  log: string[] = [];
  add(c: Omit<Check, 'wrong'> & { wrong?: boolean }) {
    this.checks.push({ wrong: false, ...c });
  }
  /** A figure compared with the expected one; a different figure shown is a wrong figure. */
  figure(
    cls: CheckClass,
    currency: string,
    file: string,
    name: string,
    screen: string,
    expected: number,
    shown: number | undefined | null,
    exponent: number | null,
  ) {
    const pass = shown === expected;
    const fmt = (v: number | undefined | null) =>
      v === undefined || v === null
        ? 'nothing'
        : exponent === null
          ? String(v)
          : `${plainMajor(v, exponent)} ${currency}`;
    this.add({
      cls,
      currency,
      file,
      name,
      screen,
      pass,
      wrong: !pass && shown !== undefined && shown !== null,
      expected: fmt(expected),
      shown: fmt(shown),
    });
  }
  truth(
    cls: CheckClass,
    currency: string,
    file: string,
    name: string,
    screen: string,
    pass: boolean,
    expected: string,
    shown: string,
    wrong = false,
  ) {
    this.add({ cls, currency, file, name, screen, pass, wrong: !pass && wrong, expected, shown });
  }
}
