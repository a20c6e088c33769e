import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISPLAY_PREFERENCES_PATH, DISPLAY_PREFERENCES_SAVED_MESSAGE } from '@sheetwise/contracts';
import { stubApi } from '../../test/api-stub';
import { findToast, renderPage } from '../../test/render';
import { ADA } from '../../test/session';
import { DisplaySection } from './DisplaySection';

const PATCH = `PATCH ${DISPLAY_PREFERENCES_PATH}`;

describe('DisplaySection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the current choices in named groups', () => {
    renderPage(<DisplaySection user={ADA} onSaved={vi.fn()} />);
    const theme = screen.getByRole('group', { name: 'Theme' });
    expect(theme).toBeDefined();
    expect(screen.getByRole('radio', { name: 'System' })).toHaveProperty('checked', true);
    expect(
      screen.getByRole('radio', { name: /^Day, month, year \(\d{2}-[A-Z][a-z]+-\d{4}\)$/ }),
    ).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Symbol first (₹1,234.56)' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('radio', { name: /^Symbol after \(1,234\.56\s₹\)$/ })).toBeDefined();
    expect(screen.getByRole('radio', { name: /^Currency code \(INR\s1,234\.56\)$/ })).toBeDefined();
  });

  it('saves a choice as it is made, hands the saved user on and says so', async () => {
    const saved = { ...ADA, preferences: { ...ADA.preferences, theme: 'dark' as const } };
    const fetch = stubApi({ [PATCH]: { status: 200, body: { user: saved } } });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderPage(<DisplaySection user={ADA} onSaved={onSaved} />);

    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(await findToast(DISPLAY_PREFERENCES_SAVED_MESSAGE)).toBeDefined();
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveProperty('checked', true);
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(DISPLAY_PREFERENCES_PATH);
    expect(JSON.parse(init.body as string)).toEqual({ theme: 'dark' });
  });

  it('puts the choice back when it could not be saved', async () => {
    stubApi({
      [PATCH]: { status: 500, body: { code: 'internal', message: 'Something went wrong.' } },
    });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderPage(<DisplaySection user={ADA} onSaved={onSaved} />);

    await user.click(screen.getByRole('radio', { name: /^Year-month-day/ }));
    expect(await findToast('Something went wrong.')).toBeDefined();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: /^Day, month, year/ })).toHaveProperty(
      'checked',
      true,
    );
  });
});
