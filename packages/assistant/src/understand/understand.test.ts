import { describe, expect, it } from 'vitest';
import { buildView } from '../statement/view';
import { TODAY, sampleStatement } from '../test-support/sample';
import { understand } from './understand';

const view = buildView(sampleStatement());
const read = (question: string) => understand(question, view, TODAY);

describe('understanding phrasings, not sentences', () => {
  it.each([
    ['Total outgoing payments?', 'total', 'out'],
    ['How much money came in?', 'total', 'in'],
    ['How much went out?', 'total', 'out'],
    ['What did I spend?', 'total', 'out'],
    ['Total credits', 'total', 'in'],
    ['How much income did I get?', 'total', 'in'],
    ['How many debits are there?', 'count', 'out'],
    ['Number of deposits', 'count', 'in'],
    ['How many transactions are there?', 'count', undefined],
    ['Biggest deposit?', 'extreme', 'in'],
    ['What was my largest expense?', 'extreme', 'out'],
    ['Smallest purchase', 'extreme', 'out'],
    ['Second largest purchase', 'extreme', 'out'],
    ['Average transaction size?', 'average', undefined],
    ['What do I spend per month on average?', 'average', 'out'],
    ['Net change over the period?', 'net', undefined],
    ['How much did I save?', 'net', undefined],
    ['Show me my transactions', 'list', undefined],
  ] as const)('%s → %s (%s)', (question, intent, direction) => {
    const query = read(question);
    expect(query?.intent).toBe(intent);
    expect(query?.direction).toBe(direction);
  });

  it.each([
    ['What balance did the account end with?', 'closing'],
    ['What is my current balance?', 'closing'],
    ['How much money do I have left?', 'closing'],
    ['Opening balance?', 'opening'],
    ['What was the balance at the start of February?', 'opening'],
    ['What was the balance at the end of 2025-01-06?', 'at'],
    ['Balance on 3 March', 'at'],
    ['Lowest balance?', 'lowest'],
    ['When was my balance highest?', 'highest'],
    ['Average balance in January', 'average'],
    ['What was my opening and closing balance?', 'both-ends'],
    ['What is my average daily balance?', 'average'],
    ['Show my balance over time', 'trend'],
    ['What was my balance at the end of each month?', 'trend'],
    ['How has my balance changed in February?', 'trend'],
    ['Monthly balance', 'trend'],
  ])('%s → %s balance', (question, balance) => {
    expect(read(question)).toMatchObject({ intent: 'balance', balance });
  });

  it('reads merchants this statement has, by any of their names', () => {
    expect(read('How much went on Swiggy and Zomato together?')?.filters.merchants).toEqual([
      'Swiggy',
      'Zomato',
    ]);
    expect(read('How many Flipkart purchases did I make?')).toMatchObject({
      intent: 'count',
      direction: 'out',
      filters: { merchants: ['Flipkart'] },
    });
    expect(read('How much did ACME pay me?')?.filters.merchants).toEqual(['Acme']);
    expect(read('How much went to Anita?')?.filters.merchants).toEqual(['Anita']);
    expect(read("What did I pay Sharma's landlord account?")?.filters.merchants).toEqual([
      'Sharma',
    ]);
  });

  it('reads categories, including those of bank lines', () => {
    expect(read('How much did I spend on groceries?')?.filters.categories).toEqual(['groceries']);
    expect(read('How much did I pay in fees?')?.filters.categories).toEqual(['fees']);
    expect(read('Cash withdrawals in January?')?.filters.categories).toEqual(['cash']);
    expect(read('Total bank transfers')?.filters.categories).toEqual(['transfers']);
    expect(read('How much interest did I earn?')?.filters.categories).toEqual(['interest']);
    expect(read('Refunds?')?.filters.categories).toEqual(['refunds']);
  });

  it('reads rankings, breakdowns and recurring payments', () => {
    expect(read('Top 3 merchants')).toMatchObject({ intent: 'top', groupBy: 'merchant', n: 3 });
    expect(read('Where did I spend the most?')).toMatchObject({ intent: 'top', n: 1 });
    expect(read('Which category costs me most?')).toMatchObject({
      intent: 'top',
      groupBy: 'category',
    });
    expect(read('Which shop do I visit most often?')).toMatchObject({ metric: 'count' });
    expect(read('Spending by category')).toMatchObject({
      intent: 'breakdown',
      groupBy: 'category',
    });
    expect(read('How much did I spend each month?')).toMatchObject({
      intent: 'breakdown',
      groupBy: 'month',
    });
    expect(read('Which subscriptions renew every month?')).toMatchObject({
      intent: 'recurring',
      subscriptionsOnly: true,
      frequency: 'monthly',
    });
    expect(read('What do I pay every month?')).toMatchObject({ intent: 'recurring' });
    expect(read('How much do I spend on subscriptions?')).toMatchObject({
      intent: 'total',
      filters: { categories: ['subscriptions'] },
    });
  });

  it('reads by the day of the week, and a trend by its months', () => {
    expect(read('Which day of the week do I spend the most?')).toMatchObject({
      intent: 'top',
      groupBy: 'weekday',
      n: 1,
    });
    expect(read('Spending by day of the week')).toMatchObject({
      intent: 'breakdown',
      groupBy: 'weekday',
    });
    expect(read('What is my spending trend?')).toMatchObject({
      intent: 'breakdown',
      groupBy: 'month',
    });
  });

  it('reads idioms whose words would mislead: cash flow, eating out, where to save', () => {
    for (const question of ['What was my net cash flow?', 'How much money came in vs went out?']) {
      expect(read(question), question).toMatchObject({
        intent: 'net',
        filters: { categories: [] },
      });
    }
    expect(read('How many times did I eat out?')).toMatchObject({
      intent: 'count',
      filters: { categories: ['dining'] },
    });
    expect(read('Where can I save money?')).toMatchObject({
      intent: 'breakdown',
      groupBy: 'category',
      direction: 'out',
    });
  });

  it('reads an average a day or a week, a share, and gas as fuel unless it is a bill', () => {
    expect(read('How much did I spend per day?')).toMatchObject({ intent: 'average', per: 'day' });
    expect(read('How much do I spend a week?')).toMatchObject({ intent: 'average', per: 'week' });
    expect(read('What percentage of my spending was on groceries?')).toMatchObject({
      intent: 'total',
      share: true,
      filters: { categories: ['groceries'] },
    });
    expect(read('How much did I spend on gas?')).toMatchObject({
      filters: { categories: ['fuel'] },
    });
    expect(read('How much was my gas bill?')).toMatchObject({
      filters: { categories: ['utilities'] },
    });
  });

  it('reads named days of the week, a negative balance and when money came', () => {
    expect(read('How much did I spend on Saturdays?')?.filters.weekdays).toEqual([6]);
    expect(read('Spending on Mondays and Fridays')?.filters.weekdays).toEqual([1, 5]);
    expect(read('Did my balance ever go negative?')).toMatchObject({
      intent: 'balance',
      balance: 'lowest',
    });
    expect(read('What day did I get paid?')).toMatchObject({ intent: 'list', direction: 'in' });
  });

  it('leaves out what follows "excluding", "apart from" or "except"', () => {
    expect(read('How much did I spend excluding rent?')?.filters).toMatchObject({
      categories: [],
      excluded: { categories: ['rent'], merchants: [] },
    });
    // A date beside a name dates the whole question; a date alone is left out.
    expect(read('How much did I spend other than at Zomato in February?')?.filters).toMatchObject({
      range: { start: '2025-02-01', end: '2025-02-28' },
      excluded: { merchants: ['Zomato'] },
    });
    // A leading clause ends at its comma; the question goes on after it.
    expect(read('Besides rent, where did I spend the most?')).toMatchObject({
      intent: 'top',
      filters: { excluded: { categories: ['rent'] } },
    });
    const exceptMarch = read('How much did I spend except in March')?.filters;
    expect(exceptMarch?.range).toBeUndefined();
    expect(exceptMarch?.excluded?.range).toEqual({ start: '2025-03-01', end: '2025-03-31' });
  });

  it('compares two months, or two merchants, as a breakdown of both', () => {
    for (const question of [
      'How much did I spend in February compared to January?',
      'January vs February spending',
    ]) {
      expect(read(question), question).toMatchObject({
        intent: 'breakdown',
        groupBy: 'month',
        filters: { range: { start: '2025-01-01', end: '2025-02-28' } },
      });
    }
    const merchants = read('How much did I spend at Swiggy vs Zomato?');
    expect(merchants).toMatchObject({ intent: 'breakdown', groupBy: 'merchant' });
    expect(merchants?.unknownTerm).toBeUndefined();
    expect(read('Which merchants did I pay more than once?')?.unknownTerm).toBeUndefined();
  });

  it('reads the earliest or latest rows, and a largest day', () => {
    expect(read('What was the last transaction?')).toMatchObject({ intent: 'list', pick: 'last' });
    expect(read('Show my last 3 payments')).toMatchObject({ intent: 'list', pick: 'last', n: 3 });
    expect(read('What was my first deposit?')).toMatchObject({ pick: 'first', direction: 'in' });
    expect(read('What did I spend last month?')).toMatchObject({ intent: 'total' });
    expect(read('How much did I spend on my largest day?')).toMatchObject({
      intent: 'top',
      groupBy: 'day',
    });
  });

  it('reads facts about the statement', () => {
    expect(read('What period does this statement cover?')).toMatchObject({ info: 'period' });
    expect(read('Which account is this?')).toMatchObject({ info: 'account' });
    expect(read('What currency is it in?')).toMatchObject({ info: 'currency' });
    expect(read('Give me a summary')).toMatchObject({ info: 'overview' });
  });

  it('names what the statement never mentions instead of answering about everything', () => {
    expect(read('How much did I spend on Tesla?')?.unknownTerm).toBe('Tesla');
    expect(read('How much did Tesla cost me?')?.unknownTerm).toBe('Tesla');
    expect(read('How much did I spend at Amazon?')?.unknownTerm).toBe('Amazon');
    expect(read('What is the weather?')).toBeUndefined();
  });

  it('searches descriptions for words the tables do not know', () => {
    expect(read('How much did I pay for sms alerts?')?.filters.texts).toEqual(['sms alert']);
    expect(read('Show payments mentioning "SMS ALERT"')?.filters.texts).toEqual(['SMS ALERT']);
  });

  it('notices dates outside the statement', () => {
    expect(read('How much did I spend in June?')?.outsidePeriod).toEqual({
      start: '2025-06-01',
      end: '2025-06-30',
    });
  });
});
