import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATEMENT_EXPORT_MESSAGES, type SendStatementResponse } from '@sheetwise/contracts';
import { stubApi } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import { ADA, fakeSession } from '../../test/session';
import { SendToOneDrive } from './SendToOneDrive';

const WORKBOOK_URL = 'https://onedrive.live.com/edit?id=ABC!12';
const AUTHORIZE_URL = 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?state=s1';
const CONNECTED = { connected: true, account: 'ada@contoso.com' };

async function openControl() {
  renderPage(<SendToOneDrive file="march 2026.csv" />, '/transactions', fakeSession(ADA));
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Send to OneDrive' }));
  return { user, group: screen.getByRole('group', { name: 'Send to OneDrive' }) };
}

describe('SendToOneDrive', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the statement to a new OneDrive workbook and links to it', async () => {
    const sent: SendStatementResponse = {
      kind: 'single',
      url: WORKBOOK_URL,
      rowsSent: 4,
      rowsAlreadySent: 0,
    };
    const bodies: unknown[] = [];
    stubApi({
      'GET /api/onedrive/connection': { status: 200, body: CONNECTED },
      'POST /api/statement-exports': (body) => {
        bodies.push(body);
        return { status: 200, body: sent };
      },
    });
    const { user, group } = await openControl();
    await user.click(
      await within(group).findByRole('button', { name: 'A new spreadsheet of this statement' }),
    );
    const link = await within(group).findByRole('link', {
      name: 'Open in OneDrive (opens in a new tab)',
    });
    expect(link.getAttribute('href')).toBe(WORKBOOK_URL);
    expect(within(group).getByRole('status').textContent).toContain(
      'Sent 4 transactions to a new spreadsheet.',
    );
    expect(bodies).toEqual([{ file: 'march 2026.csv', kind: 'single', destination: 'onedrive' }]);
  });

  it('connects a Microsoft account first, coming back to this page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const asked: unknown[] = [];
    stubApi({
      'GET /api/onedrive/connection': { status: 200, body: { connected: false, account: null } },
      'POST /api/onedrive/connection': (body) => {
        asked.push(body);
        return { status: 200, body: { authorizeUrl: AUTHORIZE_URL } };
      },
    });
    const { user, group } = await openControl();
    expect(
      await within(group).findByText(STATEMENT_EXPORT_MESSAGES.microsoftNotConnected),
    ).toBeDefined();
    expect(within(group).queryByRole('button', { name: /new spreadsheet/ })).toBeNull();
    await user.click(within(group).getByRole('button', { name: 'Connect Microsoft account' }));
    await vi.waitFor(() => {
      expect(assign).toHaveBeenCalledWith(AUTHORIZE_URL);
    });
    expect(asked).toEqual([{ returnTo: window.location.pathname }]);
    assign.mockRestore();
  });

  it('offers the connection when the server says Microsoft is no longer connected', async () => {
    stubApi({
      'GET /api/onedrive/connection': { status: 200, body: CONNECTED },
      'POST /api/statement-exports': {
        status: 409,
        body: {
          code: 'microsoft-not-connected',
          message: STATEMENT_EXPORT_MESSAGES.microsoftNotConnected,
        },
      },
    });
    const { user, group } = await openControl();
    await user.click(
      await within(group).findByRole('button', { name: 'Add to my All transactions spreadsheet' }),
    );
    expect(
      await within(group).findByRole('button', { name: 'Connect Microsoft account' }),
    ).toBeDefined();
  });
});
