import {
  GOOGLE_AUTH_RESULT_ELEMENT_ID,
  GOOGLE_AUTH_START_PATH,
  GoogleAuthResult,
} from '@sheetwise/contracts';
import { TestBrowser, isRedirect } from './browser';

const RESULT_BLOCK = new RegExp(
  `<script type="application/json" id="${GOOGLE_AUTH_RESULT_ELEMENT_ID}" data-target-origin="([^"]*)">(.*?)</script>`,
);

export interface ResultPage {
  response: Response;
  html: string;
  result: GoogleAuthResult;
  targetOrigin: string;
}

/** Reads the result the callback page would post to its opener. */
export async function readResultPage(response: Response): Promise<ResultPage> {
  const html = await response.text();
  const match = RESULT_BLOCK.exec(html);
  if (!match) throw new Error(`No result block in:\n${html}`);
  return {
    response,
    html,
    targetOrigin: match[1] ?? '',
    result: GoogleAuthResult.parse(JSON.parse(match[2] ?? 'null')),
  };
}

/**
 * Opens "Login with Google" on the app at `origin` and follows it to the development provider's
 * form. Returns the form page and the path its buttons post to.
 */
export async function openLoginForm(browser: TestBrowser, origin: string) {
  const { response, url } = await browser.navigate(`${origin}${GOOGLE_AUTH_START_PATH}`);
  const html = await response.text();
  const action = /<form method="post" action="([^"]+)\/login">/.exec(html)?.[1];
  if (!action) throw new Error(`No login form at ${url.href}:\n${html}`);
  return { response, html, action: new URL(action, origin) };
}

/**
 * Submits the form (Continue) or presses Cancel, and follows the provider's redirects until the
 * browser is about to open our callback, which is returned unopened so tests can tamper with it.
 */
export async function submitLoginForm(
  browser: TestBrowser,
  action: URL,
  choice: { name: string; email: string } | 'cancel',
): Promise<URL> {
  let response =
    choice === 'cancel'
      ? await browser.request(`${action.href}/abort`, { method: 'POST', form: {} })
      : await browser.request(`${action.href}/login`, { method: 'POST', form: choice });
  let url = action;
  while (isRedirect(response)) {
    url = new URL(response.headers.get('location') ?? '', url);
    if (url.pathname === '/api/auth/google/callback') return url;
    response = await browser.request(url);
  }
  throw new Error(`The provider answered ${response.status} instead of redirecting back`);
}

/** The whole popup flow with the development provider, ending on the result page. */
export async function signInWithDevGoogle(
  browser: TestBrowser,
  origin: string,
  choice: { name: string; email: string } | 'cancel',
): Promise<ResultPage> {
  const { action } = await openLoginForm(browser, origin);
  const callback = await submitLoginForm(browser, action, choice);
  return readResultPage(await browser.request(callback));
}
