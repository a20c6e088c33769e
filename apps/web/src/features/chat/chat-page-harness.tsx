import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { vi } from 'vitest';
import type { AnswerData, ChatHistory, ChatList } from '@sheetwise/contracts';
import { stubApi, type StubAnswer, type StubRoutes } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import { ADA, fakeSession } from '../../test/session';
import MyProjectsPage from '../../routes/my-projects';

/** What the /my-projects tests share: a clock, two chats, a history and the server's answers. */

export const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

export const CHATS: ChatList = [
  {
    fileName: 'march.csv',
    createdAt: minutesAgo(3 * 24 * 60),
    lastMessage: 'The closing balance was 2,214.60.\nAsk me more.',
    lastMessageAt: minutesAgo(5),
    period: { start: '2026-03-01', end: '2026-03-31' },
  },
  {
    fileName: 'april.csv',
    createdAt: minutesAgo(3 * 60),
    lastMessage: null,
    lastMessageAt: null,
    period: null,
  },
];

export const HISTORY: ChatHistory = [
  {
    id: '0d1f5e4c-6f1e-4a57-9d55-0d6a8f0b5a11',
    role: 'user',
    message: 'What is the closing balance?',
    timestamp: minutesAgo(6),
  },
  {
    id: '0d1f5e4c-6f1e-4a57-9d55-0d6a8f0b5a12',
    role: 'assistant',
    message: 'The closing balance was 2,214.60.\nAsk me more.',
    timestamp: minutesAgo(5),
  },
];

export const SPENT: AnswerData = {
  kind: 'money',
  value: 128540,
  currency: null,
  transactions: [
    { date: '2026-03-05', description: 'Rent', amountMinor: -120000, balanceMinor: 230000 },
    { date: '2026-03-09', description: 'Groceries', amountMinor: -8540, balanceMinor: 221460 },
  ],
  transactionCount: 2,
};

export const MESSAGES_PATH = (fileName: string) =>
  `/api/documents/${encodeURIComponent(fileName)}/messages`;

export function defaultRoutes(overrides: StubRoutes = {}): StubRoutes {
  return {
    'GET /api/documents': { status: 200, body: CHATS },
    [`GET ${MESSAGES_PATH('march.csv')}`]: { status: 200, body: HISTORY },
    [`GET ${MESSAGES_PATH('april.csv')}`]: { status: 200, body: [] },
    'POST /api/qa/query': { status: 200, body: { answer: 'You spent 1,285.40.', data: SPENT } },
    ...overrides,
  };
}

/**
 * Stubs the API, holding POST /api/qa/query until `answer` is called, so a test can look at the
 * page while the assistant is thinking.
 */
export function stubWithHeldQuery(routes: StubRoutes) {
  const base = stubApi(routes);
  let answer: (reply: StubAnswer) => void = () => undefined;
  const reply = new Promise<StubAnswer>((resolve) => {
    answer = resolve;
  });
  const fetch = vi.fn((path: string, init: RequestInit = {}) =>
    init.method === 'POST' && path === '/api/qa/query'
      ? reply.then(({ status, body }) => new Response(JSON.stringify(body), { status }))
      : base(path, init),
  );
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer };
}

/** The requests the page made, as "METHOD /path". */
export function calls(fetch: { mock: { calls: [string, RequestInit?][] } }): string[] {
  return fetch.mock.calls.map(([path, init]) => `${init?.method ?? 'GET'} ${path}`);
}

function WhereAmI() {
  const location = useLocation();
  return <p>At {location.pathname + location.search}</p>;
}

export function renderMyProjects(path = '/my-projects') {
  return renderPage(
    <>
      <MyProjectsPage />
      <WhereAmI />
    </>,
    path,
    fakeSession(ADA),
  );
}

export function messageBox() {
  return screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
}

export function sendButton() {
  return screen.getByRole<HTMLButtonElement>('button', { name: 'Send message' });
}

export function conversation() {
  return screen.findByRole('log', { name: 'Conversation' });
}
