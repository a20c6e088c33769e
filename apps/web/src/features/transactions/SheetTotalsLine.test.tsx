import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { ADA, fakeSession } from '../../test/session';
import { SheetTotalsLine } from './SheetTotalsLine';

describe('SheetTotalsLine', () => {
  it('shows each currency as the server counted it, own moves said apart', () => {
    renderPage(
      <SheetTotalsLine
        filtered=""
        summary={{
          total: 9,
          categories: [],
          totals: [
            { currency: 'EUR', count: 7, inMinor: 250_000, outMinor: -37_460, ownMoves: 2 },
            { currency: 'HUF', count: 2, inMinor: 45_000_000, outMinor: -499_000, ownMoves: 0 },
          ],
        }}
      />,
      '/transactions',
      fakeSession(ADA),
    );
    const lines = [...screen.getByRole('status').querySelectorAll('p')].map((line) =>
      line.textContent.replace(/\u00a0/g, ' '),
    );
    expect(lines).toEqual([
      '9 transactions',
      'EUR: Money in €2,500.00 · Money out €374.60 · Net €2,125.40 · 2 moves between your own accounts, not counted',
      expect.stringMatching(/^HUF: Money in HUF 450,000\.00 · Money out HUF 4,990\.00 · Net/),
    ]);
  });
});
