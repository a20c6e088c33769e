import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnswerData, CitedTransaction } from '@sheetwise/contracts';
import { MemoryRouter } from 'react-router';
import { AnswerDetails } from './AnswerDetails';
import { SPENT } from './chat-page-harness';
import type { ChatTarget } from './chat-api';

const MARCH: ChatTarget = { kind: 'document', fileName: 'march 2026.csv' };

const ANSWER_ID = '6a0e2b1c-3d4f-4a5b-8c6d-7e8f9a0b1c2d';

function renderDetails(data: AnswerData, busy = false, target: ChatTarget = MARCH) {
  const onAsk = vi.fn();
  render(
    <MemoryRouter>
      <AnswerDetails data={data} messageId={ANSWER_ID} target={target} onAsk={onAsk} busy={busy} />
    </MemoryRouter>,
  );
  return onAsk;
}

/**
 * Each cell's text as a wide screen shows it: jsdom applies no styles, so the phone's copy of the
 * date is taken out.
 */
function rowTexts(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) =>
      Array.from(row.children, (cell) => {
        const wide = cell.cloneNode(true) as HTMLElement;
        for (const copy of wide.querySelectorAll('[data-narrow-only]')) copy.remove();
        return wide.textContent;
      }),
    );
}

describe('AnswerDetails', () => {
  it('shows the cited transactions with dates, money out and the balance', () => {
    renderDetails(SPENT);
    const table = screen.getByRole('table', { name: 'Transactions behind this answer' });
    expect(rowTexts(table)).toEqual([
      ['Date', 'Description', 'Amount', 'Balance'],
      ['05-March-2026', 'Rent', '-1,200.00', '2,300.00'],
      ['09-March-2026', 'Groceries', '-85.40', '2,214.60'],
    ]);
    // It fits (no layout here is wider than its box), so it is no tab stop of its own.
    const scroller = screen.getByRole('group', { name: 'Transactions behind this answer' });
    expect(scroller.hasAttribute('tabindex')).toBe(false);
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('makes the table a tab stop when it scrolls sideways, so the keyboard can scroll it', () => {
    const wider = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
    const box = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
    try {
      renderDetails(SPENT);
      const scroller = screen.getByRole('group', { name: 'Transactions behind this answer' });
      expect(scroller.tabIndex).toBe(0);
    } finally {
      wider.mockRestore();
      box.mockRestore();
    }
  });

  it('uses the currency, leaves out a balance column none has, and shows at most 50 rows', () => {
    const rows: CitedTransaction[] = Array.from({ length: 53 }, (_, index) => ({
      date: '2026-03-02',
      description: `Coffee ${index + 1}`,
      amountMinor: -450,
    }));
    rows[0] = { date: '2026-03-01', description: 'Refund', amountMinor: 1999 };
    renderDetails({ kind: 'list', currency: 'USD', transactions: rows, transactionCount: 53 });
    const table = screen.getByRole('table', { name: 'Transactions behind this answer' });
    const texts = rowTexts(table);
    expect(texts[0]).toEqual(['Date', 'Description', 'Amount']);
    expect(texts[1]).toEqual(['01-March-2026', 'Refund', '$19.99']);
    expect(texts[2]).toEqual(['02-March-2026', 'Coffee 2', '-$4.50']);
    expect(texts).toHaveLength(51);
    expect(screen.getByText('and 3 more transactions not shown')).toBeDefined();
  });

  it('counts the transactions the server left out in the note', () => {
    renderDetails({ ...SPENT, transactionCount: 180 });
    expect(screen.getByText('and 178 more transactions not shown')).toBeDefined();
  });

  it('draws a breakdown as a labelled list of bars, widest for the largest', () => {
    renderDetails({
      ...SPENT,
      chart: {
        title: 'Spending by category',
        points: [
          { label: 'Rent', valueMinor: 120000 },
          { label: 'Groceries', valueMinor: 30000 },
        ],
      },
    });
    const chart = screen.getByRole('figure', { name: 'Spending by category' });
    const points = within(chart).getAllByRole('listitem');
    expect(points.map((point) => point.textContent)).toEqual(['Rent1,200.00', 'Groceries300.00']);
    const widths = points.map(
      (point) => point.querySelector<HTMLElement>('[aria-hidden="true"] > div')?.style.width,
    );
    expect(widths).toEqual(['100.0%', '25.0%']);
  });

  it('offers suggestions that ask themselves, but not while an answer is awaited', async () => {
    const data: AnswerData = {
      kind: 'unanswerable',
      transactions: [],
      transactionCount: 0,
      suggestions: ['What was the closing balance?', 'Show my spending by category'],
    };
    const onAsk = renderDetails(data);
    const group = screen.getByRole('group', { name: 'Try asking' });
    await userEvent.click(
      within(group).getByRole('button', { name: 'Show my spending by category' }),
    );
    expect(onAsk).toHaveBeenCalledWith('Show my spending by category');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows how the question was read, and what was assumed when the reading is not sure', () => {
    renderDetails({
      ...SPENT,
      reading: {
        understood: 'total · money out · Zomato',
        sure: false,
        assumed: ['“zomatoo” read as Zomato'],
      },
    });
    expect(screen.getByText('Read as:').parentElement?.textContent).toBe(
      'Read as: total · money out · Zomato',
    );
    expect(screen.getByText('Assumed:').parentElement?.textContent).toContain(
      '“zomatoo” read as Zomato.',
    );
  });

  it('says nothing was assumed of a sure reading', () => {
    renderDetails({
      ...SPENT,
      reading: { understood: 'total · money out', sure: true, assumed: [] },
    });
    expect(screen.getByText('Read as:')).toBeTruthy();
    expect(screen.queryByText('Assumed:')).toBeNull();
  });

  it('disables the suggestions while busy', () => {
    renderDetails(
      {
        kind: 'unanswerable',
        transactions: [],
        transactionCount: 0,
        suggestions: ['Closing balance?'],
      },
      true,
    );
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Closing balance?' }).disabled,
    ).toBe(true);
  });

  it('offers every row behind an answer that kept them, as CSV and Excel', () => {
    renderDetails({ ...SPENT, transactionCount: 2000, download: { rows: 2000 } });
    const excel = screen.getByRole('link', {
      name: 'Download the 2000 rows behind this answer as Excel',
    });
    expect(excel.getAttribute('href')).toBe(
      `/api/documents/march%202026.csv/messages/${ANSWER_ID}/export.xlsx`,
    );
    expect(
      screen
        .getByRole('link', { name: 'Download the 2000 rows behind this answer as CSV' })
        .getAttribute('href'),
    ).toBe(`/api/documents/march%202026.csv/messages/${ANSWER_ID}/export.csv`);
    expect(screen.queryByRole('link', { name: 'Open in the transactions sheet' })).toBeNull();
  });

  it('offers no download for an answer from before rows were kept', () => {
    renderDetails(SPENT);
    expect(screen.queryByRole('link', { name: /^Download/ })).toBeNull();
  });

  it('shows an export answer its rows and the transactions sheet, in the all-statements chat too', () => {
    renderDetails(
      {
        kind: 'export',
        exportOf: 'answer',
        transactions: [],
        transactionCount: 0,
        download: { rows: 1 },
      },
      false,
      { kind: 'all' },
    );
    expect(
      screen
        .getByRole('link', { name: 'Download the 1 row behind this answer as Excel' })
        .getAttribute('href'),
    ).toBe(`/api/chats/all/messages/${ANSWER_ID}/export.xlsx`);
    expect(
      screen.getByRole('link', { name: 'Open in the transactions sheet' }).getAttribute('href'),
    ).toBe('/transactions?file=all');
  });

  it('offers the whole statement when an export has no answer to export', () => {
    renderDetails({ kind: 'export', exportOf: 'statement', transactions: [], transactionCount: 0 });
    expect(
      screen.getByRole('link', { name: 'Download every transaction as CSV' }).getAttribute('href'),
    ).toBe('/api/transactions/export.csv?file=march%202026.csv');
    expect(
      screen.getByRole('link', { name: 'Open in the transactions sheet' }).getAttribute('href'),
    ).toBe('/transactions?file=march%202026.csv');
  });
});
