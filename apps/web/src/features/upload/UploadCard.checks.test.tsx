import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@sheetwise/contracts';
import { FakeXhr, lastXhr, stubXhr } from '../../test/fake-xhr';
import { findToast } from '../../test/render';
import { choose, csv, drop, NO_TABLE, renderCard, status } from './upload-card-harness';

describe('UploadCard checks and failures', () => {
  beforeEach(() => {
    stubXhr();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    [
      'a file of 10485760 bytes',
      'big.csv',
      'text/csv',
      MAX_UPLOAD_BYTES,
      UPLOAD_MESSAGES.fileTooLarge,
    ],
    ['a text file', 'notes.txt', 'text/plain', undefined, UPLOAD_MESSAGES.unsupportedType],
  ])(
    'refuses %s here, in a toast and in the card, without uploading',
    async (_, name, type, size, message) => {
      renderCard();
      const file = new File(['x'], name, { type });
      if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
      drop([file]);
      expect(await findToast(message)).toBeDefined();
      expect(status().textContent).toBe(message);
      expect(FakeXhr.requests).toHaveLength(0);
      expect(screen.queryByRole('list', { name: 'Uploaded files' })).toBeNull();
    },
  );

  it('refuses two files at once, dropped or chosen', async () => {
    renderCard();
    drop([csv('a.csv'), csv('b.csv')]);
    expect(await findToast(UPLOAD_MESSAGES.tooManyFiles)).toBeDefined();
    choose([csv('a.csv'), csv('b.csv')]);
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it.each([
    ['drop', UPLOAD_MESSAGES.dropFailed],
    ['browse', UPLOAD_MESSAGES.browseFailed],
  ] as const)('a failed %s upload says so, with the server’s reason', async (flow, failed) => {
    renderCard();
    if (flow === 'drop') drop([csv()]);
    else choose([csv()]);
    act(() => {
      lastXhr().progress(100, 100);
      lastXhr().respond(422, { code: 'unreadable-statement', message: NO_TABLE });
    });
    // The flow's message is the toast's title and the reason its own line, not one run-on text.
    const title = await findToast(failed);
    expect(title.parentElement?.textContent).toBe(`${failed}${NO_TABLE}`);
    expect(await findToast(NO_TABLE)).not.toBe(title);
    expect(status().textContent).toBe(`${failed}: ${NO_TABLE}`);
    const list = screen.getByRole('list', { name: 'Uploaded files' });
    expect(within(list).getByText(NO_TABLE)).toBeDefined();
    expect(within(list).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(screen.queryByRole('link', { name: 'Analyze File' })).toBeNull();
  });

  it('says only the flow’s message when the server gave no reason', async () => {
    renderCard();
    choose([csv()]);
    act(() => {
      lastXhr().respond(502);
    });
    expect(await findToast(UPLOAD_MESSAGES.browseFailed)).toBeDefined();
    expect(
      within(screen.getByRole('list', { name: 'Uploaded files' })).getByText(
        UPLOAD_MESSAGES.browseFailed,
      ),
    ).toBeDefined();
  });
});
