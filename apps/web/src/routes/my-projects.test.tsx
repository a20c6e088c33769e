import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_MESSAGES, planExpiredMessage } from '@sheetwise/contracts';
import {
  calls,
  conversation,
  defaultRoutes,
  HISTORY,
  MESSAGES_PATH,
  messageBox,
  NOW,
  renderMyProjects,
  sendButton,
  stubWithHeldQuery,
} from '../features/chat/chat-page-harness';
import { stubApi } from '../test/api-stub';
import { descriptionOf, findToast } from '../test/render';

function chatList() {
  return screen.findByRole('list', { name: 'Recent chats' });
}

describe('/my-projects', () => {
  beforeEach(() => {
    // Only the clock is fixed; real timers keep Testing Library's waiting working.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the chats, newest first, with their last message and age', async () => {
    stubApi(defaultRoutes());
    renderMyProjects();
    expect(screen.getByRole('heading', { level: 1, name: 'My Projects' })).toBeDefined();
    expect(document.title).toBe('My Projects · Sheetwise');
    const entries = within(await chatList()).getAllByRole('button', { name: /^[a-z]+\.csv$/ });
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'march.csv5m ago01-March-2026 – 31-March-2026The closing balance was 2,214.60. Ask me more.',
      'april.csv3h agoNo messages yet',
    ]);
    // Name is the document; its period, the preview and the age are its description.
    expect(entries[0] && descriptionOf(entries[0])).toBe(
      '01-March-2026 – 31-March-2026 The closing balance was 2,214.60. Ask me more. 5m ago',
    );
    expect(entries[1]?.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Delete march.csv' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'New Chat' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('heading', { level: 2, name: 'Banking Assistant' })).toBeDefined();
    expect(
      screen.getByText('Select a project from the left sidebar to start chatting.'),
    ).toBeDefined();
    expect(messageBox().disabled).toBe(true);
    expect(messageBox().placeholder).toBe('Type your message...');
    expect(sendButton().disabled).toBe(false);
  });

  it('says when there are no chats yet', async () => {
    stubApi({ 'GET /api/documents': { status: 200, body: [] } });
    renderMyProjects();
    expect(
      await screen.findByText('No recent chats found. Start a new project to begin!'),
    ).toBeDefined();
    expect(screen.queryByRole('list', { name: 'Recent chats' })).toBeNull();
  });

  it('opens the chat named by ?doc= with its history oldest first', async () => {
    stubApi(defaultRoutes());
    renderMyProjects('/my-projects?doc=march.csv');
    const items = within(await conversation()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p:nth-child(2)')?.textContent)).toEqual(
      HISTORY.map((entry) => entry.message),
    );
    expect(items[0]?.textContent).toMatch(/^You:/);
    expect(items[1]?.textContent).toMatch(/^Banking Assistant:/);
    expect(screen.getByRole('button', { name: 'march.csv' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(messageBox().disabled).toBe(false);
  });

  it('selects a chat from the list, replacing ?doc=, and shows an empty chat', async () => {
    const fetch = stubApi(defaultRoutes());
    renderMyProjects('/my-projects?doc=march.csv');
    await conversation();
    await userEvent.click(screen.getByRole('button', { name: 'april.csv' }));
    expect(await screen.findByText('No messages yet. Type your first message!')).toBeDefined();
    expect(screen.getByText('At /my-projects?doc=april.csv')).toBeDefined();
    expect(calls(fetch)).toContain(`GET ${MESSAGES_PATH('april.csv')}`);
  });

  it('shows an empty chat when the history cannot be loaded', async () => {
    stubApi(defaultRoutes({ [`GET ${MESSAGES_PATH('march.csv')}`]: { status: 500 } }));
    renderMyProjects('/my-projects?doc=march.csv');
    expect(await screen.findByText('No messages yet. Type your first message!')).toBeDefined();
    expect(screen.getByText('Earlier messages could not be loaded.')).toBeDefined();
    expect(messageBox().disabled).toBe(false);
  });

  it('selects nothing for a name that is not among the chats', async () => {
    stubApi(defaultRoutes());
    renderMyProjects('/my-projects?doc=gone.csv');
    expect(await screen.findByText('“gone.csv” is not among your chats.')).toBeDefined();
    expect(messageBox().disabled).toBe(true);
  });

  it('alerts when Send is pressed before a chat is chosen, and sends nothing', async () => {
    const fetch = stubApi(defaultRoutes());
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    renderMyProjects();
    await chatList();
    await userEvent.click(sendButton());
    expect(alert).toHaveBeenCalledWith(CHAT_MESSAGES.selectDocument);
    expect(calls(fetch)).not.toContain('POST /api/qa/query');
  });

  it('Shift+Enter makes a new line; Enter sends, shows Analyzing... and waits', async () => {
    const { fetch, answer } = stubWithHeldQuery(defaultRoutes());
    renderMyProjects('/my-projects?doc=april.csv');
    await screen.findByText('No messages yet. Type your first message!');
    expect(messageBox().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Press Enter to send, Shift+Enter for a new line.')).toBeDefined();

    await userEvent.type(messageBox(), 'How much{Shift>}{Enter}{/Shift}did I spend?');
    expect(messageBox().value).toBe('How much\ndid I spend?');
    expect(calls(fetch)).not.toContain('POST /api/qa/query');

    await userEvent.type(messageBox(), '{Enter}');
    const log = await conversation();
    expect(log.textContent).toContain('How much\ndid I spend?');
    expect(messageBox().value).toBe('');
    expect(screen.getByText('Analyzing...').closest('[role="status"]')).not.toBeNull();
    expect(messageBox().disabled).toBe(true);
    expect(sendButton().disabled).toBe(true);
    const [, init] = fetch.mock.calls.find(([path]) => path === '/api/qa/query') ?? [];
    expect(JSON.parse(init?.body as string)).toEqual({
      question: 'How much\ndid I spend?',
      filename: 'april.csv',
    });

    answer({ status: 200, body: { answer: 'You spent 1,285.40.' } });
    expect(await within(log).findByText('You spent 1,285.40.')).toBeDefined();
    expect(screen.queryByText('Analyzing...')).toBeNull();
    expect(messageBox().disabled).toBe(false);
    // The disabled box lost focus; it gets it back for the next question.
    await waitFor(() => {
      expect(document.activeElement).toBe(messageBox());
    });
    // The chat list shows the answer as the last message, just now, at the top.
    const first = within(await chatList()).getAllByRole('button', { name: /^[a-z]+\.csv$/ })[0];
    expect(first?.textContent).toBe('april.csvjust nowYou spent 1,285.40.');
  });

  it('does not send a blank message', async () => {
    const fetch = stubApi(defaultRoutes());
    renderMyProjects('/my-projects?doc=april.csv');
    await screen.findByText('No messages yet. Type your first message!');
    await userEvent.type(messageBox(), '   {Enter}');
    await userEvent.click(sendButton());
    expect(calls(fetch)).not.toContain('POST /api/qa/query');
  });

  it('says why when the plan has ended, instead of apologising', async () => {
    const ended = planExpiredMessage('Trial');
    stubApi(
      defaultRoutes({
        'POST /api/qa/query': { status: 403, body: { code: 'plan-expired', message: ended } },
      }),
    );
    renderMyProjects('/my-projects?doc=march.csv');
    await conversation();
    await userEvent.type(messageBox(), 'Largest expense?');
    await userEvent.click(sendButton());
    const log = await conversation();
    expect(await within(log).findByText(ended)).toBeDefined();
    expect(within(log).queryByText(CHAT_MESSAGES.answerFailed)).toBeNull();
  });

  it('apologises in the chat when the answer cannot be had', async () => {
    stubApi(defaultRoutes({ 'POST /api/qa/query': { status: 500 } }));
    renderMyProjects('/my-projects?doc=march.csv');
    await conversation();
    await userEvent.type(messageBox(), 'Largest expense?');
    await userEvent.click(sendButton());
    const log = await conversation();
    expect(await within(log).findByText(CHAT_MESSAGES.answerFailed)).toBeDefined();
    expect(within(log).getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows an answer as text, never as HTML', async () => {
    stubApi(defaultRoutes({ 'POST /api/qa/query': { status: 200, body: { answer: '<b>x</b>' } } }));
    renderMyProjects('/my-projects?doc=april.csv');
    await screen.findByText('No messages yet. Type your first message!');
    await userEvent.type(messageBox(), 'Bold?{Enter}');
    const log = await conversation();
    expect(await within(log).findByText('<b>x</b>')).toBeDefined();
    expect(log.querySelector('b')).toBeNull();
  });

  it('deletes a chat after confirmation, clearing the selection', async () => {
    const fetch = stubApi(defaultRoutes({ 'DELETE /api/documents/march.csv': { status: 204 } }));
    renderMyProjects('/my-projects?doc=march.csv');
    await conversation();
    await userEvent.click(screen.getByRole('button', { name: 'Delete march.csv' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete march.csv?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await findToast('march.csv and its chat were deleted.')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'march.csv' })).toBeNull();
    expect(await screen.findByText('At /my-projects')).toBeDefined();
    expect(
      screen.getByText('Select a project from the left sidebar to start chatting.'),
    ).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Recent chats' }));
    expect(calls(fetch)).toContain('DELETE /api/documents/march.csv');
  });
});
