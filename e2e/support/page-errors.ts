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
  page.on('requestfailed', (request) =>
    problems.push(`requestfailed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  return problems;
}
