import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CleanerProposal } from '@sheetwise/contracts';
import { stubApi } from '../test/api-stub';
import { renderPage } from '../test/render';
import { ADA, fakeSession } from '../test/session';
import { PAIR_ID } from '../features/sync/sync-fixtures';
import SyncCleanerPage from './sync-cleaner';

function proposal(id: string, description: string, before: string, after: string): CleanerProposal {
  return {
    id,
    kind: 'spaces',
    row: '4',
    column: 'Description',
    before: { kind: 'text', text: before },
    after: { kind: 'text', text: after },
    description,
  };
}

const spaces = proposal('p1', 'Collapse spaces', 'Blue  Bottle ', 'Blue Bottle');
const caps = proposal('p2', 'Capitalise', 'blue bottle', 'Blue Bottle');
const twins: CleanerProposal = {
  id: 'duplicate:0',
  kind: 'likely-duplicate',
  row: 'Row 4, Row 9',
  column: null,
  before: null,
  after: null,
  description: 'These rows look the same.',
};

describe('the cleaner', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('applies nothing unasked and sends only the changes ticked', async () => {
    const user = userEvent.setup();
    const accepted: unknown[] = [];
    const fetch = stubApi({
      [`GET /api/sync/pairs/${PAIR_ID}/cleaner`]: {
        status: 200,
        body: { proposals: [spaces, caps, twins] },
      },
      [`POST /api/sync/pairs/${PAIR_ID}/cleaner`]: (body) => {
        accepted.push(body);
        return { status: 200, body: { proposals: [spaces] } };
      },
    });
    renderPage(
      <Routes>
        <Route path="/sync/:pairId/cleaner" element={<SyncCleanerPage />} />
      </Routes>,
      `/sync/${PAIR_ID}/cleaner`,
      fakeSession(ADA),
    );
    const box = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: 'Accept: Capitalise (row 4, column Description)',
    });
    const other = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Accept: Collapse spaces (row 4, column Description)',
    });
    expect(box.checked || other.checked).toBe(false);
    // Likely duplicates are pointed out, never offered for removal.
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByText('These rows look the same.')).toBeDefined();
    const acceptButton = screen.getByRole<HTMLButtonElement>('button', { name: 'Accept selected' });
    expect(acceptButton.disabled).toBe(true);

    await user.click(box);
    await user.click(acceptButton);
    await vi.waitFor(() => {
      expect(screen.queryByRole('checkbox', { name: /Capitalise/ })).toBeNull();
    });
    expect(accepted).toEqual([{ accept: ['p2'] }]);
    expect(screen.getByRole('checkbox', { name: /Collapse spaces/ })).toBeDefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
