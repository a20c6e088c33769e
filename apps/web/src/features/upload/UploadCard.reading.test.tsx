import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  READING_QUESTION_MESSAGE,
  READING_REASONS,
  type ReadingQuestionBody,
} from '@sheetwise/contracts';
import { FakeXhr, lastXhr, stubXhr } from '../../test/fake-xhr';
import { findToast } from '../../test/render';
import { DOCUMENT, SUCCESS, choose, drop, renderCard, status } from './upload-card-harness';

const QUESTION: ReadingQuestionBody = {
  code: 'reading-needs-confirmation',
  message: READING_QUESTION_MESSAGE,
  reading: {
    headerSignature: 'h:date|description|amount|memo',
    reasons: [READING_REASONS.dateOrder, READING_REASONS.sign],
    columns: [
      { index: 0, header: 'Date', role: 'date' },
      { index: 1, header: 'Description', role: 'description' },
      { index: 2, header: 'Amount', role: 'amount' },
      { index: 3, header: 'Memo', role: 'ignore' },
    ],
    dateOrder: 'dmy',
    dateOrderUncertain: true,
    signUncertain: true,
    currency: 'USD',
    preview: [
      {
        cells: ['01/02/2024', 'COFFEE', '3.50', 'card'],
        date: '2024-02-01',
        description: 'COFFEE',
        amountMinor: 350,
      },
    ],
  },
};

function findForm() {
  return screen.findByRole('form', { name: 'Check how we read statement.csv' });
}

describe('UploadCard and a statement we are unsure how to read', () => {
  beforeEach(() => {
    stubXhr();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the first rows as read, and sends the checked reading with the same file', async () => {
    const user = userEvent.setup();
    const onUploaded = renderCard();
    choose([new File(['Date,Description,Amount,Memo\n'], 'statement.csv')]);
    act(() => {
      lastXhr().respond(422, QUESTION);
    });
    const form = await findForm();
    expect(status().textContent).toBe(READING_QUESTION_MESSAGE);
    expect(screen.getByText(/Waiting for you to check how we read it/)).toBeDefined();
    expect(within(form).getByText(READING_REASONS.sign)).toBeDefined();
    const table = within(form).getByRole('table', {
      name: 'First rows of statement.csv as we read them',
    });
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['01/02/2024', 'COFFEE', '3.50', 'card', '01-February-2024', '$3.50']);

    const amount = within(form).getByRole('combobox', { name: 'Amount' });
    expect((amount as HTMLSelectElement).value).toBe('amount');
    // Amount is one column's: giving it to Memo takes it from the Amount column.
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Memo' }), 'Amount');
    expect((amount as HTMLSelectElement).value).toBe('ignore');
    await user.click(within(form).getByRole('radio', { name: 'Month/Day (01/31)' }));
    await user.click(
      within(form).getByRole('checkbox', { name: 'Money out is shown as positive' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Use this reading' }));

    const second = lastXhr();
    expect(FakeXhr.requests).toHaveLength(2);
    expect(second.url).toBe('/api/embed/upload-pdf');
    expect(second.file.name).toBe('statement.csv');
    expect(JSON.parse(second.body?.get('reading') as string)).toEqual({
      headerSignature: 'h:date|description|amount|memo',
      roles: { 0: 'date', 1: 'description', 2: 'ignore', 3: 'amount' },
      dateOrder: 'mdy',
      flipSign: true,
    });
    expect(screen.queryByRole('form')).toBeNull();
    act(() => {
      second.respond(201, { document: DOCUMENT });
    });
    expect(await findToast(SUCCESS)).toBeDefined();
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it('asks only what the file leaves open, works by keyboard, and Cancel drops the file', async () => {
    const user = userEvent.setup();
    renderCard();
    drop([new File(['x'], 'statement.csv')]);
    act(() => {
      lastXhr().respond(422, {
        ...QUESTION,
        reading: { ...QUESTION.reading, dateOrderUncertain: false, signUncertain: false },
      });
    });
    const form = await findForm();
    expect(within(form).queryByRole('radio')).toBeNull();
    expect(within(form).queryByRole('checkbox')).toBeNull();
    within(form).getByRole('combobox', { name: 'Date' }).focus();
    await user.keyboard('{Tab}{Tab}{Tab}{Tab}{Enter}');
    expect(lastXhr().url).toBe('/api/embed/upload-doc');
    expect(JSON.parse(lastXhr().body?.get('reading') as string)).toMatchObject({
      dateOrder: 'dmy',
      flipSign: false,
    });
    act(() => {
      lastXhr().respond(422, QUESTION);
    });
    await user.click(within(await findForm()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Uploaded files' })).toBeNull();
    expect(FakeXhr.requests).toHaveLength(2);
  });
});
