import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_CURRENCY_MESSAGES } from '@sheetwise/contracts';
import { stubApi } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import { CurrencyForm } from './CurrencyForm';

const PATH = 'PATCH /api/documents/my%20statement.csv';

describe('CurrencyForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the currency chosen and says so once it is saved', async () => {
    const sent: unknown[] = [];
    stubApi({
      [PATH]: (body) => {
        sent.push(body);
        return { status: 200, body: { fileName: 'my statement.csv', currency: 'NZD' } };
      },
    });
    const user = userEvent.setup();
    renderPage(<CurrencyForm fileName="my statement.csv" />);
    await user.selectOptions(
      screen.getByLabelText('Currency of this statement'),
      'New Zealand Dollar (NZD)',
    );
    await user.click(screen.getByRole('button', { name: 'Save currency' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Amounts in my statement.csv are in New Zealand Dollar (NZD).',
    );
    expect(sent).toEqual([{ currency: 'NZD' }]);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it("shows the server's refusal beside the field and keeps the form", async () => {
    const fetch = stubApi({
      [PATH]: {
        status: 409,
        body: {
          code: 'currency-too-precise',
          message: DOCUMENT_CURRENCY_MESSAGES.tooPrecise('JPY'),
        },
      },
    });
    const user = userEvent.setup();
    renderPage(<CurrencyForm fileName="my statement.csv" />);
    const field = screen.getByLabelText('Currency of this statement');
    await user.click(screen.getByRole('button', { name: 'Save currency' }));
    // Nothing chosen: the browser's own check stops the form, and nothing is sent.
    expect(fetch).not.toHaveBeenCalled();
    await user.selectOptions(field, 'Japanese Yen (JPY)');
    await user.click(screen.getByRole('button', { name: 'Save currency' }));
    expect(await screen.findByText(DOCUMENT_CURRENCY_MESSAGES.tooPrecise('JPY'))).toBeDefined();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('form', { name: 'Currency of my statement.csv' })).toBeDefined();
  });
});
