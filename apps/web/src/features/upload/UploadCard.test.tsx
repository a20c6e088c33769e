import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_MESSAGES } from '@sheetwise/contracts';
import { FakeXhr, lastXhr, stubXhr } from '../../test/fake-xhr';
import { findToast } from '../../test/render';
import {
  choose,
  csv,
  DOCUMENT,
  drop,
  renderCard,
  status,
  SUCCESS,
  zone,
} from './upload-card-harness';

describe('UploadCard', () => {
  beforeEach(() => {
    stubXhr();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('browses: posts to upload-pdf, shows progress, then the summary and Analyze File', async () => {
    const user = userEvent.setup();
    const onUploaded = renderCard();
    expect(screen.getByRole('heading', { name: 'Upload local file to sync' })).toBeDefined();
    expect(zone().textContent).toContain(
      'PDF, XLS, XLSX, CSV, OFX, QIF, CAMT (.052, .053, .054) and MT940 up to 10 MB',
    );
    expect(screen.getByLabelText('Choose a file to upload').getAttribute('accept')).toContain(
      '.pdf,.csv,.xls,.xlsx',
    );
    expect(screen.queryByRole('link', { name: 'Analyze File' })).toBeNull();

    choose([csv()]);
    const xhr = lastXhr();
    expect(xhr.url).toBe('/api/embed/upload-pdf');
    expect(xhr.file.name).toBe('statement.csv');
    const bar = screen.getByRole('progressbar', { name: 'Upload of statement.csv' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(status().textContent).toBe('Uploading statement.csv…');

    act(() => {
      xhr.progress(40, 100);
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText(/Uploading… 40%/)).toBeDefined();

    act(() => {
      xhr.respond(201, { document: DOCUMENT });
    });
    expect(await findToast(SUCCESS)).toBeDefined();
    expect(status().textContent).toBe(SUCCESS);
    const list = screen.getByRole('list', { name: 'Uploaded files' });
    expect(within(list).getByText(SUCCESS)).toBeDefined();
    expect(within(list).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(onUploaded).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('link', { name: 'Analyze File' }));
    expect(screen.getByText('At /my-projects?doc=statement.csv')).toBeDefined();
  });

  it('says what the user should know about how the statement was read', async () => {
    renderCard();
    choose([csv()]);
    const note =
      "The printed balance doesn't follow from the amounts on 1 of 41 rows: 09-March-2026 Books. We kept every amount as the statement prints it.";
    act(() => {
      lastXhr().respond(201, { document: { ...DOCUMENT, warnings: [note] } });
    });
    expect(await findToast(SUCCESS)).toBeDefined();
    const notes = screen.getByRole('list', { name: 'Notes on statement.csv' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([note]);
  });

  it('lists no notes when there are none', async () => {
    renderCard();
    choose([csv()]);
    act(() => {
      lastXhr().respond(201, { document: DOCUMENT });
    });
    expect(await findToast(SUCCESS)).toBeDefined();
    expect(screen.queryByRole('list', { name: 'Notes on statement.csv' })).toBeNull();
  });

  it('opens the picker from Browse Files, by keyboard too, and from a click on the zone', async () => {
    const user = userEvent.setup();
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    renderCard();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Browse Files' }));
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
    await user.click(
      screen.getByText(
        'PDF, XLS, XLSX, CSV, OFX, QIF, CAMT (.052, .053, .054) and MT940 up to 10 MB',
      ),
    );
    expect(click).toHaveBeenCalledTimes(2);
    click.mockRestore();
  });

  it('drops: posts to upload-doc and highlights the zone while a file is over it', async () => {
    renderCard();
    fireEvent.dragEnter(zone(), { dataTransfer: { files: [], types: ['Files'] } });
    expect(zone().getAttribute('data-dragging')).toBe('true');
    expect(screen.getByText('Release to upload')).toBeDefined();
    fireEvent.dragLeave(zone());
    expect(zone().getAttribute('data-dragging')).toBeNull();

    fireEvent.dragEnter(zone(), { dataTransfer: { files: [], types: ['Files'] } });
    drop([csv()]);
    expect(zone().getAttribute('data-dragging')).toBeNull();
    expect(lastXhr().url).toBe('/api/embed/upload-doc');
    act(() => {
      lastXhr().respond(201, { document: DOCUMENT });
    });
    expect(await findToast(SUCCESS)).toBeDefined();
  });

  it('takes one at a time: refuses a drop while uploading, replaces a finished item', async () => {
    renderCard();
    drop([csv('first.csv')]);
    drop([csv('second.csv')]);
    expect(await findToast(UPLOAD_MESSAGES.tooManyFiles)).toBeDefined();
    expect(FakeXhr.requests).toHaveLength(1);
    act(() => {
      lastXhr().respond(201, { document: { ...DOCUMENT, fileName: 'first.csv' } });
    });
    await screen.findByRole('link', { name: 'Analyze File' });

    choose([csv('second.csv')]);
    expect(FakeXhr.requests).toHaveLength(2);
    const list = screen.getByRole('list', { name: 'Uploaded files' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('second.csv')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Analyze File' })).toBeNull();
  });

  it('removing an uploading file aborts it and frees the card for the next one', async () => {
    const user = userEvent.setup();
    const onUploaded = renderCard();
    drop([csv()]);
    await user.click(screen.getByRole('button', { name: 'Remove statement.csv' }));
    expect(lastXhr().aborted).toBe(true);
    expect(screen.queryByRole('list', { name: 'Uploaded files' })).toBeNull();
    expect(status().textContent).toBe('statement.csv removed.');
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Upload local file to sync' }),
    );
    drop([csv()]);
    expect(FakeXhr.requests).toHaveLength(2);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('asks "Replace or keep both?" when the name is taken, and uploads again as chosen', async () => {
    const user = userEvent.setup();
    const onUploaded = renderCard();
    const question = 'You already have a statement named statement.csv. Replace it, or keep both?';
    choose([csv()]);
    act(() => {
      lastXhr().respond(409, { code: 'duplicate-name', message: question });
    });
    const group = await screen.findByRole('group', {
      name: 'Replace or keep both: statement.csv',
    });
    expect(within(group).getByText(question)).toBeDefined();
    expect(status().textContent).toBe(question);
    expect(onUploaded).not.toHaveBeenCalled();

    await user.click(within(group).getByRole('button', { name: 'Keep both' }));
    const retry = lastXhr();
    expect(retry.url).toBe('/api/embed/upload-pdf');
    expect(retry.body?.get('duplicate')).toBe('keep-both');
    expect(retry.file.name).toBe('statement.csv');
    act(() => {
      retry.respond(201, { document: { ...DOCUMENT, fileName: 'statement (2).csv' } });
    });
    expect(
      await findToast(
        'statement (2).csv uploaded: 42 transactions, 01-March-2026 to 31-March-2026.',
      ),
    ).toBeDefined();
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it('sends Replace as the answer when that is the choice', async () => {
    const user = userEvent.setup();
    renderCard();
    drop([csv()]);
    act(() => {
      lastXhr().respond(409, { code: 'duplicate-name', message: 'Replace it, or keep both?' });
    });
    await user.click(await screen.findByRole('button', { name: 'Replace' }));
    expect(lastXhr().url).toBe('/api/embed/upload-doc');
    expect(lastXhr().body?.get('duplicate')).toBe('replace');
  });
});
