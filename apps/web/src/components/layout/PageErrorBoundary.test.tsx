import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './PageErrorBoundary';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('PageErrorBoundary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the page when nothing fails', () => {
    render(
      <PageErrorBoundary>
        <p>The page</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('The page')).toBeDefined();
  });

  it('replaces a failed page with an explanation and a way to try again', () => {
    // React reports the caught error on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PageErrorBoundary>
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Could not load this page.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDefined();
  });
});
