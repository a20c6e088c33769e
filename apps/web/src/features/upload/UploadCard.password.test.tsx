import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, lastXhr, stubXhr } from '../../test/fake-xhr';
import { descriptionOf, findToast } from '../../test/render';
import { choose, DOCUMENT, drop, renderCard, status } from './upload-card-harness';

const NEEDS = 'This PDF is protected by a password. Enter its password to open it.';
const WRONG = "That password doesn't open this PDF. Check it and try again.";

function pdf(): File {
  return new File(['%PDF-1.6 locked'], 'statement.pdf', { type: 'application/pdf' });
}

/** The row's question, once it is there. */
function findForm() {
  return screen.findByRole('form', { name: 'Password for statement.pdf' });
}

describe('UploadCard and a password-protected PDF', () => {
  beforeEach(() => {
    stubXhr();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the password in the row, says when it is wrong, then opens the file', async () => {
    const user = userEvent.setup();
    const onUploaded = renderCard();
    choose([pdf()]);
    expect(lastXhr().body?.get('password')).toBeNull();
    act(() => {
      lastXhr().respond(422, { code: 'password-required', message: NEEDS });
    });
    const asked = await findForm();
    expect(within(asked).getByText(NEEDS)).toBeDefined();
    expect(status().textContent).toBe(NEEDS);
    expect(screen.getByText(/Waiting for the password/)).toBeDefined();
    const field = within(asked).getByLabelText<HTMLInputElement>('PDF password');
    expect(field.type).toBe('password');
    // The next step is typing it: the field has the focus.
    expect(document.activeElement).toBe(field);

    await user.type(field, 'abcd0101');
    await user.click(within(asked).getByRole('button', { name: 'Open' }));
    const second = lastXhr();
    expect(FakeXhr.requests).toHaveLength(2);
    expect(second.url).toBe('/api/embed/upload-pdf');
    expect(second.file.name).toBe('statement.pdf');
    expect(second.body?.get('password')).toBe('abcd0101');
    expect(screen.queryByRole('form')).toBeNull();

    act(() => {
      second.respond(422, { code: 'wrong-password', message: WRONG });
    });
    const again = within(await findForm()).getByLabelText<HTMLInputElement>('PDF password');
    expect(again.value).toBe('');
    expect(again.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(again)).toBe(WRONG);
    expect(status().textContent).toBe(WRONG);
    expect(onUploaded).not.toHaveBeenCalled();

    // By keyboard this time: the field has the focus again, and Enter sends the form.
    expect(document.activeElement).toBe(again);
    await user.keyboard('ABCD0101{Enter}');
    const third = lastXhr();
    expect(third.body?.get('password')).toBe('ABCD0101');
    act(() => {
      third.respond(201, { document: { ...DOCUMENT, fileName: 'statement.pdf' } });
    });
    expect(
      await findToast('statement.pdf uploaded: 42 transactions, 01-March-2026 to 31-March-2026.'),
    ).toBeDefined();
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText('PDF password')).toBeNull();
  });

  it('sends nothing for an empty password', async () => {
    const user = userEvent.setup();
    renderCard();
    drop([pdf()]);
    act(() => {
      lastXhr().respond(422, { code: 'password-required', message: NEEDS });
    });
    await user.click(within(await findForm()).getByRole('button', { name: 'Open' }));
    expect(FakeXhr.requests).toHaveLength(1);
  });

  it('keeps the answer to "Replace or keep both?" when the password is asked next', async () => {
    const user = userEvent.setup();
    renderCard();
    drop([pdf()]);
    act(() => {
      lastXhr().respond(409, { code: 'duplicate-name', message: 'Replace it, or keep both?' });
    });
    await user.click(await screen.findByRole('button', { name: 'Keep both' }));
    act(() => {
      lastXhr().respond(422, { code: 'password-required', message: NEEDS });
    });
    await user.type(within(await findForm()).getByLabelText('PDF password'), 'abcd0101{Enter}');
    expect(lastXhr().url).toBe('/api/embed/upload-doc');
    expect(lastXhr().body?.get('duplicate')).toBe('keep-both');
    expect(lastXhr().body?.get('password')).toBe('abcd0101');
  });
});
