import type { Page } from '@playwright/test';

/**
 * Collects what would show in the browser console as a problem: uncaught errors, console errors
 * (which include Content-Security-Policy violations) and failed requests.
 */
export function watchPageErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A navigation cancels what the previous page still had in flight; that is no fault.
    if (reason !== 'net::ERR_ABORTED') problems.push(`requestfailed: ${request.url()} ${reason}`);
  });
  return problems;
}
