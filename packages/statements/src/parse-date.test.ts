import { describe, expect, it } from 'vitest';
import { parseDate, parseDateColumn } from './parse-date';

describe('parseDate', () => {
  it.each([
    ['2024-01-15', '2024-01-15'],
    ['2024/1/5', '2024-01-05'],
    ['2017-04-25T03:15:53', '2017-04-25'],
    ['2020-01-31T23:59:59.000Z', '2020-01-31'],
    ['2021-06-01T10:00:00+05:30', '2021-06-01'],
    ['2019.04.19.', '2019-04-19'],
    ['20180301', '2018-03-01'],
    ['18.09.2017', '2017-09-18'],
    // İş Bankası joins the time to the year with a dash.
    ['30/10/2026-13:57:27', '2026-10-30'],
    ['28-Mar-2020', '2020-03-28'],
    ['12-Dec-19', '2019-12-12'],
    ['30 Jun 2023', '2023-06-30'],
    ['1 January 2024', '2024-01-01'],
    ['01Feb2024', '2024-02-01'],
    ['Jun 9, 2024', '2024-06-09'],
    ['September 30, 2023', '2023-09-30'],
    ['Sept 3 2023', '2023-09-03'],
    ['Mon, 12 Feb 2024', '2024-02-12'],
    ['15 Mär 2024', '2024-03-15'],
    ['29/12/2015 07:45:51', '2015-12-29'],
    ['12/23/2020 16:00:10 ET', null],
    ['31/01/99', '1999-01-31'],
    ['113/03/05', '2024-03-05'],
    ['112-12-31', '2023-12-31'],
  ])('reads %s day-first', (text, expected) => {
    expect(parseDate(text, 'dmy')).toBe(expected);
  });

  it.each([
    ['31 iulie 2025', '2025-07-31'],
    ['05 ian. 2024', '2024-01-05'],
    ['15 juin 2024', '2024-06-15'],
    ['15 juil. 2024', '2024-07-15'],
    ['5 de marzo de 2024', '2024-03-05'],
    ['15 de março de 2024', '2024-03-15'],
    ['15. března 2024', '2024-03-15'],
    ['3 lipca 2024', '2024-07-03'],
    ['3 lipnja 2024', '2024-06-03'],
    ['3 studenoga 2024', '2024-11-03'],
    ['1 kovo 2024', '2024-03-01'],
    ['12 KASIM 2024', '2024-11-12'],
    ['5 Μαΐου 2024', '2024-05-05'],
    ['7 мая 2024', '2024-05-07'],
    ['15 maaliskuuta 2024', '2024-03-15'],
    ['2024. március 15.', '2024-03-15'],
  ])('reads %s, a month named in the language of the bank', (text, expected) => {
    expect(parseDate(text, 'dmy')).toBe(expected);
  });

  it('leaves unread a month name that means different months in two languages', () => {
    // Listopad is November in Czech and Polish, October in Croatian.
    expect(parseDate('3 listopada 2024', 'dmy')).toBeNull();
  });

  it('reads numeric dates in the order it is given', () => {
    expect(parseDate('05/01/2023', 'dmy')).toBe('2023-01-05');
    expect(parseDate('05/01/2023', 'mdy')).toBe('2023-05-01');
    expect(parseDate('2/20/19', 'mdy')).toBe('2019-02-20');
    expect(parseDate('12/23/2020 16:00:10 ET', 'mdy')).toBe('2020-12-23');
  });

  it.each([
    '',
    'Pending',
    '31/02/2024',
    '2024-13-01',
    '00/01/2020',
    'yesterday',
    '12:30',
    'Mar 2024',
    '113/02/30',
    '013/03/05',
  ])('refuses %j', (text) => {
    expect(parseDate(text, 'dmy')).toBeNull();
  });
});

describe('parseDateColumn', () => {
  it('is day-first when any first part is above 12', () => {
    const column = parseDateColumn(['01/09/2017', '04/09/2017', '21/09/2017']);
    expect(column).toMatchObject({ order: 'dmy', guessed: false });
    expect(column.dates).toEqual(['2017-09-01', '2017-09-04', '2017-09-21']);
  });

  it('is month-first when any second part is above 12, even against the hint', () => {
    const column = parseDateColumn(['08/04/2022', '08/09/2022', '08/17/2022'], 'dmy');
    expect(column).toMatchObject({ order: 'mdy', guessed: false });
    expect(column.dates).toEqual(['2022-08-04', '2022-08-09', '2022-08-17']);
  });

  it('decides once for the whole column, never per row', () => {
    const column = parseDateColumn(['03/04/2024', '13/04/2024']);
    expect(column.dates).toEqual(['2024-04-03', '2024-04-13']);
  });

  it('prefers the reading whose dates move a few days at a time', () => {
    const mint = ['05/01/2023', '05/02/2023', '05/03/2023', '05/04/2023', '05/10/2023'];
    expect(parseDateColumn(mint)).toMatchObject({ order: 'mdy', guessed: false });
    const oca = ['01/04/20', '01/04/20', '02/04/20', '02/04/20'];
    expect(parseDateColumn(oca)).toMatchObject({ order: 'dmy', guessed: false });
    expect(parseDateColumn(oca).dates[2]).toBe('2020-04-02');
    const newestFirst = ['12/01/2024', '11/01/2024', '03/01/2024', '01/01/2024'];
    expect(parseDateColumn(newestFirst).order).toBe('dmy');
  });

  it('reads DD.MM dots as day-first when nothing else decides', () => {
    expect(parseDateColumn(['01.02.2024', '01.02.2024'], 'mdy')).toMatchObject({
      order: 'dmy',
      guessed: false,
    });
  });

  it('falls back to the hint, then to day-first, and says it guessed', () => {
    expect(parseDateColumn(['05/06/2024'], 'mdy')).toMatchObject({ order: 'mdy', guessed: true });
    expect(parseDateColumn(['05/06/2024'])).toMatchObject({ order: 'dmy', guessed: true });
    expect(parseDateColumn(['05/06/2024']).dates).toEqual(['2024-06-05']);
  });

  it('is not a guess when every date reads the same either way', () => {
    expect(parseDateColumn(['2024-01-02', '03/03/2024', '28-Mar-2020'])).toMatchObject({
      guessed: false,
      dates: ['2024-01-02', '2024-03-03', '2020-03-28'],
    });
  });

  it('leaves cells that are not dates as null', () => {
    expect(parseDateColumn(['Pending', '12-Dec-2019', '']).dates).toEqual([
      null,
      '2019-12-12',
      null,
    ]);
  });
});
