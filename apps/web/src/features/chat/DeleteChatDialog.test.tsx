import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { findToast } from '../../test/render';
import { calls, conversation, defaultRoutes, renderMyProjects } from './chat-page-harness';

async function openDialog(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Delete ${name}` }));
  return screen.getByRole('dialog', { name: `Delete ${name}?` });
}

describe('deleting a chat', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks first: Cancel keeps the chat, deletes nothing and gives focus back', async () => {
    const fetch = stubApi(defaultRoutes());
    renderMyProjects('/my-projects?doc=march.csv');
    await conversation();
    const dialog = await openDialog('march.csv');
    expect(within(dialog).getByText(/This cannot be undone\./)).toBeDefined();
    // Focus moves in, to the safe choice.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete march.csv' }));
    expect(screen.getByRole('button', { name: 'march.csv' })).toBeDefined();
    expect(calls(fetch).filter((call) => call.startsWith('DELETE'))).toEqual([]);
  });

  it('Escape cancels too', async () => {
    const fetch = stubApi(defaultRoutes());
    renderMyProjects();
    await openDialog('april.csv');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete april.csv' }));
    expect(calls(fetch).filter((call) => call.startsWith('DELETE'))).toEqual([]);
  });

  it('deletes a chat that is not the open one and keeps the open one', async () => {
    stubApi(defaultRoutes({ 'DELETE /api/documents/april.csv': { status: 204 } }));
    renderMyProjects('/my-projects?doc=march.csv');
    await conversation();
    const dialog = await openDialog('april.csv');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findToast('april.csv and its chat were deleted.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'april.csv' })).toBeNull();
    expect(screen.getByText('At /my-projects?doc=march.csv')).toBeDefined();
    expect(screen.getByRole('log', { name: 'Conversation' })).toBeDefined();
  });

  it('says why when the deletion fails, and keeps the chat', async () => {
    stubApi(
      defaultRoutes({
        'DELETE /api/documents/april.csv': {
          status: 500,
          body: { code: 'internal', message: 'Something went wrong on our side.' },
        },
      }),
    );
    renderMyProjects();
    const dialog = await openDialog('april.csv');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Something went wrong on our side.')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'april.csv' })).toBeDefined();
  });
});
