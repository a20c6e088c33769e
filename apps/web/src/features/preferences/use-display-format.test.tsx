import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DisplayPreferences } from '@sheetwise/contracts';
import { SessionContext } from '../session/session-context';
import { ADA, fakeSession } from '../../test/session';
import { useDisplayFormat } from './use-display-format';

function Sample() {
  const display = useDisplayFormat();
  return (
    <p>
      {display.date('2026-11-26')} | {display.period({ start: '2026-03-01', end: '2026-03-31' })} |{' '}
      {display.calendarDate('2026-11-05')} | {display.money(123456, 'INR')}
    </p>
  );
}

const text = () => screen.getByText(/\|/).textContent.replace(/\u00a0/g, ' ');

describe('useDisplayFormat', () => {
  it('formats as the signed-in user chose', () => {
    const preferences: DisplayPreferences = {
      theme: 'dark',
      dateDisplay: 'month-day-year',
      currencyDisplay: 'code',
    };
    render(
      <SessionContext.Provider value={fakeSession({ ...ADA, preferences })}>
        <Sample />
      </SessionContext.Provider>,
    );
    expect(text()).toBe(
      'November 26, 2026 | March 1, 2026 – March 31, 2026 | November 5, 2026 | INR 1,234.56',
    );
  });

  it('formats in the defaults for a visitor, and outside any session', () => {
    const defaults =
      '26-November-2026 | 01-March-2026 – 31-March-2026 | 05-November-2026 | ₹1,234.56';
    const { unmount } = render(
      <SessionContext.Provider value={fakeSession()}>
        <Sample />
      </SessionContext.Provider>,
    );
    expect(text()).toBe(defaults);
    unmount();
    render(<Sample />);
    expect(text()).toBe(defaults);
  });
});
