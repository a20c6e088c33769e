import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SYNC_CONFLICT_LABELS, SYNC_MESSAGES, type SyncConflict } from '@sheetwise/contracts';
import { stubApi } from '../test/api-stub';
import { renderPage } from '../test/render';
import { ADA, fakeSession } from '../test/session';
import { PAIR_ID, syncConflict, syncPair } from '../features/sync/sync-fixtures';
import SyncConflictsPage from './sync-conflicts';

function serve(conflicts: SyncConflict[]) {
  const resolved: { id: string; body: unknown }[] = [];
  const routes: Parameters<typeof stubApi>[0] = {
    [`GET /api/sync/pairs/${PAIR_ID}`]: { status: 200, body: syncPair() },
    [`GET /api/sync/pairs/${PAIR_ID}/conflicts`]: { status: 200, body: { conflicts } },
  };
  for (const conflict of conflicts) {
    routes[`POST /api/sync/conflicts/${conflict.id}/resolve`] = (body) => {
      resolved.push({ id: conflict.id, body });
      const { choice, value } = body as { choice: 'google'; value?: string };
      return { status: 200, body: { ...conflict, decision: { choice, value: value ?? null } } };
    };
  }
  const fetch = stubApi(routes);
  return { fetch, resolved };
}

function renderConflicts() {
  renderPage(
    <Routes>
      <Route path="/sync/:pairId/conflicts" element={<SyncConflictsPage />} />
    </Routes>,
    `/sync/${PAIR_ID}/conflicts`,
    fakeSession(ADA),
  );
}

async function card(name: string) {
  return screen.findByRole('article', { name });
}

describe('the conflicts page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows base, Google and Excel side by side with the changed words marked', async () => {
    serve([syncConflict()]);
    renderConflicts();
    const conflict = await card('Row 7, column Description');
    expect(within(conflict).getByText(SYNC_CONFLICT_LABELS['both-edited'])).toBeDefined();
    const headers = within(conflict)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Base (last sync)', 'Google Sheets', 'Excel']);
    const [, google, excel] = within(conflict).getAllByRole('cell');
    expect(google?.querySelector('del')?.textContent).toBe('removed: Bottle');
    expect(google?.querySelector('ins')?.textContent).toBe('added: Tokai');
    expect(excel?.querySelector('ins')?.textContent).toBe('added: Team ');
    expect(excel?.querySelector('del')).toBeNull();
    // The title waits for the pair, which may answer after the conflicts.
    await vi.waitFor(() => {
      expect(document.title).toBe('Conflicts: Budget · Sheetwise');
    });
  });

  it.each([
    ["Keep Google's value", { choice: 'google' }],
    ["Keep Excel's value", { choice: 'excel' }],
  ] as const)('%s sends that choice and shows it', async (label, body) => {
    const user = userEvent.setup();
    const conflict = syncConflict();
    const server = serve([conflict]);
    renderConflicts();
    const article = await card('Row 7, column Description');
    await user.click(within(article).getByRole('radio', { name: label }));
    await user.click(within(article).getByRole('button', { name: 'Save choice' }));
    expect(await within(article).findByText(new RegExp(`Your choice: ${label}`))).toBeDefined();
    expect(server.resolved).toEqual([{ id: conflict.id, body }]);
    expect(screen.getByRole('button', { name: 'Sync now to apply' })).toBeDefined();
  });

  it('refuses an empty typed value here, then sends the typed one', async () => {
    const user = userEvent.setup();
    const conflict = syncConflict();
    const server = serve([conflict]);
    renderConflicts();
    const article = await card('Row 7, column Description');
    await user.click(within(article).getByRole('radio', { name: 'Type a value' }));
    await user.click(within(article).getByRole('button', { name: 'Save choice' }));
    const input = within(article).getByLabelText('Value to keep');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(within(article).getByText(SYNC_MESSAGES.manualValueRequired)).toBeDefined();
    expect(document.activeElement).toBe(input);
    expect(server.resolved).toEqual([]);

    await user.type(input, 'Coffee with the team');
    await user.click(within(article).getByRole('button', { name: 'Save choice' }));
    expect(await within(article).findByText(/Your choice: Type a value/)).toBeDefined();
    expect(server.resolved).toEqual([
      { id: conflict.id, body: { choice: 'manual', value: 'Coffee with the team' } },
    ]);
  });

  it('explains a formula conflict without offering choices', async () => {
    serve([
      syncConflict({
        kind: 'formula',
        choosable: false,
        base: { kind: 'formula', text: '=SUM(R2C3:R9C3)' },
        google: { kind: 'formula', text: '=SUM(R2C3:R10C3)' },
        excel: { kind: 'number', text: '120' },
      }),
    ]);
    renderConflicts();
    const article = await card('Row 7, column Description');
    expect(within(article).getByText(SYNC_CONFLICT_LABELS.formula)).toBeDefined();
    expect(within(article).queryByRole('radio')).toBeNull();
    expect(article.textContent).toContain('Sheetwise leaves this cell as it is on both sides.');
  });
});
