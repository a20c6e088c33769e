import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/api-stub';
import { renderPage } from '../test/render';
import { ADA, fakeSession } from '../test/session';
import CreateProjectPage from './create-project';
import MyProjectsPage from './my-projects';
import RecentProjectPage from './rescent-project';
import UsersPage from './users';

const PAGES: [string, ReactElement, string, string][] = [
  ['/create-project', <CreateProjectPage key="c" />, 'Create a project', 'Create project'],
  ['/users', <UsersPage key="u" />, 'Manage Users', 'Manage Users'],
  ['/rescent-project', <RecentProjectPage key="r" />, 'Recent project', 'Recent project'],
  ['/my-projects', <MyProjectsPage key="m" />, 'My Projects', 'My Projects'],
];

describe('the static signed-in pages', () => {
  // /my-projects asks for its chats: a new account has none.
  beforeEach(() => {
    stubApi({ 'GET /api/documents': { status: 200, body: [] } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(PAGES)('%s has one h1 and its title', (path, page, heading, title) => {
    renderPage(page, path, fakeSession(ADA));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      heading,
    ]);
    expect(document.title).toBe(`${title} · Sheetwise`);
  });

  it('/create-project offers both starts, disabled and marked Coming soon', () => {
    renderPage(<CreateProjectPage />, '/create-project', fakeSession(ADA));
    for (const [card, action] of [
      ['Start from Scratch', 'Create blank project'],
      ['Import Existing Data', 'Choose data to import'],
    ] as const) {
      expect(screen.getByRole('heading', { level: 2, name: card })).toBeDefined();
      const button = screen.getByRole<HTMLButtonElement>('button', { name: action });
      expect(button.disabled).toBe(true);
      expect(
        document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
      ).toBe('Coming soon');
    }
    expect(screen.getByText('Sample data')).toBeDefined();
    expect(screen.getByText('Household budget 2024')).toBeDefined();
  });

  it('/rescent-project shows a sample conversation with the message box disabled', () => {
    renderPage(<RecentProjectPage />, '/rescent-project', fakeSession(ADA));
    const conversation = screen.getByRole('list', { name: 'Sample conversation' });
    expect(conversation.textContent).toContain('How much did I spend on groceries in March?');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Message' }).disabled).toBe(true);
  });

  it('/my-projects says there are no chats yet and leads to the dashboard', async () => {
    renderPage(<MyProjectsPage />, '/my-projects', fakeSession(ADA));
    expect(
      await screen.findByText('No recent chats found. Start a new project to begin!'),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'New Chat' }).getAttribute('href')).toBe('/dashboard');
  });
});
