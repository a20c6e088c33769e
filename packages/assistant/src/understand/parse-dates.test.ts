import { describe, expect, it } from 'vitest';
import type { DateRange } from '../calendar/calendar';
import { prepare } from './text';
import { readDates } from './parse-dates';

const JAN_FEB: DateRange = { start: '2025-01-01', end: '2025-02-28' };
const Q3: DateRange = { start: '2025-07-01', end: '2025-09-30' };
const MERCURY: DateRange = { start: '2024-10-05', end: '2024-11-05' };
const TODAY = '2025-11-22';

const range = (question: string, period = JAN_FEB, dayFirst = true) =>
  readDates(prepare(question), period, dayFirst, TODAY).range;

describe('dates in questions resolve against the statement’s period', () => {
  it.each([
    ['Total debits in February?', JAN_FEB, '2025-02-01', '2025-02-28'],
    ['Total debits in September?', Q3, '2025-09-01', '2025-09-30'],
    ['spending in Sept 2025', Q3, '2025-09-01', '2025-09-30'],
    ['What did I spend last month?', JAN_FEB, '2025-02-01', '2025-02-28'],
    [
      'What did I spend last month?',
      { start: '2025-01-01', end: '2025-02-20' },
      '2025-01-01',
      '2025-01-31',
    ],
    // "The last month of the statement" is its own last month, however few of its days it has.
    [
      'spending in the last month of the statement',
      { start: '2025-01-01', end: '2025-02-20' },
      '2025-02-01',
      '2025-02-20',
    ],
    ['spending in the latest month', MERCURY, '2024-11-01', '2024-11-05'],
    ['spending in the first month', Q3, '2025-07-01', '2025-07-31'],
    ['spending in the first week', JAN_FEB, '2025-01-01', '2025-01-07'],
    ['spending in the last week', JAN_FEB, '2025-02-22', '2025-02-28'],
    ['the second week', JAN_FEB, '2025-01-08', '2025-01-14'],
    ['the first week of February', JAN_FEB, '2025-02-01', '2025-02-07'],
    ['the last week of January', JAN_FEB, '2025-01-25', '2025-01-31'],
    ['the first half of February', JAN_FEB, '2025-02-01', '2025-02-15'],
    ['the second half of February', JAN_FEB, '2025-02-16', '2025-02-28'],
    ['the last 10 days', JAN_FEB, '2025-02-19', '2025-02-28'],
    ['between 1 and 15 August', Q3, '2025-08-01', '2025-08-15'],
    ['from 1st to 15th of August', Q3, '2025-08-01', '2025-08-15'],
    ['1-15 August', Q3, '2025-08-01', '2025-08-15'],
    ['August 1 to 15', Q3, '2025-08-01', '2025-08-15'],
    ['between 3 July and 10 August', Q3, '2025-07-03', '2025-08-10'],
    // A day of the month alone is the latest such day the statement covers.
    ['between the 1st and the 15th', JAN_FEB, '2025-02-01', '2025-02-15'],
    ['from the 20th to the 31st', JAN_FEB, '2025-01-20', '2025-01-31'],
    ['balance on the 10th', MERCURY, '2024-10-10', '2024-10-10'],
    ['spent on the 3rd', MERCURY, '2024-11-03', '2024-11-03'],
    ['from 2025-01-05 to 2025-01-20', JAN_FEB, '2025-01-05', '2025-01-20'],
    ['between January and February', JAN_FEB, '2025-01-01', '2025-02-28'],
    ['since 10 February', JAN_FEB, '2025-02-10', '2025-02-28'],
    ['after 10 February', JAN_FEB, '2025-02-11', '2025-02-28'],
    ['before 10 January', JAN_FEB, '2025-01-01', '2025-01-09'],
    ['until 10 January', JAN_FEB, '2025-01-01', '2025-01-10'],
    ['in Q3', Q3, '2025-07-01', '2025-09-30'],
    ['during 2025', JAN_FEB, '2025-01-01', '2025-12-31'],
  ])('%s', (question, period, start, end) => {
    expect(range(question, period)).toEqual({ start, end });
  });

  it.each([
    ['on 3 March', { start: '2025-03-01', end: '2025-05-31' }, '2025-03-03'],
    ['on March 3rd', { start: '2025-03-01', end: '2025-05-31' }, '2025-03-03'],
    ['on the 3rd of March 2025', { start: '2025-03-01', end: '2025-05-31' }, '2025-03-03'],
    ['balance at the end of 2025-01-06', JAN_FEB, '2025-01-06'],
    ['on 06-Jan-2025', JAN_FEB, '2025-01-06'],
    ['on 05/02', JAN_FEB, '2025-02-05'],
    ['on 05/02/2025', JAN_FEB, '2025-02-05'],
    ['on 5.2.2025', JAN_FEB, '2025-02-05'],
    ['on 2025/01/06', JAN_FEB, '2025-01-06'],
  ])('%s is one day', (question, period, day) => {
    expect(range(question, period)).toEqual({ start: day, end: day });
  });

  it('reads numeric dates month first in a US-dollar statement', () => {
    expect(range('spending on 10/19', MERCURY, false)).toEqual({
      start: '2024-10-19',
      end: '2024-10-19',
    });
  });

  it('takes the other reading when only it falls within the period', () => {
    // 02/13 cannot be the 2nd of month 13, and 13 Feb is in the period.
    expect(range('on 02/13', JAN_FEB)).toEqual({ start: '2025-02-13', end: '2025-02-13' });
    // Day first, 10/01 is 10 Jan; in a Mercury statement (Oct–Nov) 1 Oct is out but 10 Jan is
    // out too, so US order (Oct 1) stands.
    expect(range('on 10/01', MERCURY, false)).toEqual({ start: '2024-10-01', end: '2024-10-01' });
  });

  it('picks the year that puts a month inside a statement that spans New Year', () => {
    const period = { start: '2023-12-01', end: '2024-01-15' };
    expect(range('in December', period)).toEqual({ start: '2023-12-01', end: '2023-12-31' });
    expect(range('in January', period)).toEqual({ start: '2024-01-01', end: '2024-01-31' });
    expect(range('on 12/01/2024', period)).toEqual({ start: '2024-01-12', end: '2024-01-12' });
  });

  it('resolves this month, today and yesterday from the date it is given', () => {
    const current = { start: '2025-11-01', end: '2025-11-30' };
    expect(range('this month', current)).toEqual(current);
    expect(range('yesterday', current)).toEqual({ start: '2025-11-21', end: '2025-11-21' });
  });

  it('leaves amounts, counts and the word “may” alone', () => {
    expect(range('transactions over 2000', JAN_FEB)).toBeUndefined();
    expect(range('top 5 merchants', JAN_FEB)).toBeUndefined();
    expect(range('payments of 12.50', JAN_FEB)).toBeUndefined();
    expect(range('may I see my spending', JAN_FEB)).toBeUndefined();
    expect(range('spent on the 2nd largest purchase', JAN_FEB)).toBeUndefined();
    expect(range('spent on the 31st', { start: '2025-02-01', end: '2025-02-28' })).toBeUndefined();
  });

  it('removes the words it used', () => {
    const reading = readDates(prepare('Total debits in February?'), JAN_FEB, true, TODAY);
    expect(reading.rest.trim()).toBe('total debits');
  });
});
