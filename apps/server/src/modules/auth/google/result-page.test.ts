import { runInNewContext } from 'node:vm';
import { DEFAULT_DISPLAY_PREFERENCES, GoogleAuthResult } from '@sheetwise/contracts';
import { describe, expect, it } from 'vitest';
import { POPUP_SCRIPT } from './popup-script';
import { failureResult, renderResultPage, successResult } from './result-page';

const BLOCK =
  /<script type="application\/json" id="oidc-result" data-target-origin="([^"]*)">(.*?)<\/script>/;

const hostile = '</script><script>alert(1)</script><!--';
const user = {
  uid: 'u1',
  name: hostile,
  email: 'ada@example.com',
  planType: 'Trial' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
  planStartDate: null,
  planEndDate: null,
  loginTime: 1,
  hasPassword: false,
  preferences: DEFAULT_DISPLAY_PREFERENCES,
};

/** Runs the popup script against a page holding `html`, with or without an opener. */
function runPopupScript(html: string, withOpener: boolean) {
  const match = BLOCK.exec(html);
  const posted: unknown[][] = [];
  let closed = false;
  const block = match && {
    textContent: match[2],
    getAttribute: (name: string) => (name === 'data-target-origin' ? match[1] : null),
  };
  runInNewContext(POPUP_SCRIPT, {
    document: { getElementById: (id: string) => (id === 'oidc-result' ? block : null) },
    window: {
      opener: withOpener ? { postMessage: (...args: unknown[]) => posted.push(args) } : null,
      close: () => {
        closed = true;
      },
    },
  });
  return { posted, closed };
}

describe('the callback page', () => {
  it('carries a result nothing in it can break out of', () => {
    const result = successResult(user, true);
    const html = renderResultPage(result, 'https://app.example.com');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<script>');
    expect(GoogleAuthResult.parse(JSON.parse(BLOCK.exec(html)?.[2] ?? 'null'))).toEqual(result);
  });

  it('posts the result to the opener at the app’s exact origin, then closes', () => {
    const result = failureResult('popup-closed-by-user', 'Login canceled. Please try again.');
    const html = renderResultPage(result, 'https://app.example.com');
    const { posted, closed } = runPopupScript(html, true);
    expect(posted).toEqual([[result, 'https://app.example.com']]);
    expect(closed).toBe(true);
  });

  it('stays open with its message when nothing opened it', () => {
    const html = renderResultPage(successResult(user, false), 'https://app.example.com');
    expect(runPopupScript(html, false)).toEqual({ posted: [], closed: false });
    expect(html).toContain('You can close this window');
  });
});
