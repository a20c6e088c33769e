import { describe, expect, it } from 'vitest';
import { trialDates } from './trial-dates';

describe('trialDates', () => {
  it('shows the sign-up day and the day 14 days later as dd-MMMM-yyyy', () => {
    expect(trialDates('2024-06-05T10:00:00Z')).toEqual({
      start: '05-June-2024',
      end: '19-June-2024',
    });
  });

  it('crosses months and years', () => {
    expect(trialDates('2024-12-25T10:00:00Z')).toEqual({
      start: '25-December-2024',
      end: '08-January-2025',
    });
  });
});
