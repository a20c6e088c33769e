import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GOOGLE_MESSAGES } from '@sheetwise/contracts';
import { ADA } from '../../test/session';
import { signInWithGooglePopup } from './google-popup';

interface FakePopup {
  closed: boolean;
  focus: () => void;
}

function openReturns(popup: FakePopup | null) {
  const open = vi.fn(() => popup as unknown as Window | null);
  vi.stubGlobal('open', open);
  return open;
}

function post(data: unknown, source: FakePopup, origin = window.location.origin) {
  window.dispatchEvent(
    new MessageEvent('message', { data, origin, source: source as unknown as Window }),
  );
}

describe('signInWithGooglePopup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens the start route and resolves with the user the popup posts back', async () => {
    const popup = { closed: false, focus: vi.fn() };
    const open = openReturns(popup);
    const outcome = signInWithGooglePopup();
    expect(open).toHaveBeenCalledWith(
      '/api/auth/google/start',
      expect.any(String),
      expect.any(String),
    );
    post({ type: 'sheetwise:google-auth', ok: true, user: ADA, isNewUser: true }, popup);
    await expect(outcome).resolves.toEqual({ ok: true, user: ADA, isNewUser: true });
  });

  it('ignores messages from other origins, other windows and other shapes', async () => {
    const popup = { closed: false, focus: vi.fn() };
    openReturns(popup);
    const outcome = signInWithGooglePopup();
    const forged = { type: 'sheetwise:google-auth', ok: true, user: ADA, isNewUser: false };
    post(forged, popup, 'https://evil.example');
    post(forged, { closed: false, focus: vi.fn() });
    post({ type: 'something-else' }, popup);
    post(
      {
        type: 'sheetwise:google-auth',
        ok: false,
        code: 'popup-closed-by-user',
        message: GOOGLE_MESSAGES.popupClosedByUser,
      },
      popup,
    );
    await expect(outcome).resolves.toMatchObject({ ok: false, code: 'popup-closed-by-user' });
  });

  it('reports a blocked popup', async () => {
    openReturns(null);
    await expect(signInWithGooglePopup()).resolves.toEqual({
      ok: false,
      code: 'popup-blocked',
      message: GOOGLE_MESSAGES.popupBlocked,
    });
  });

  it('reports a popup the person closed without finishing', async () => {
    const popup = { closed: false, focus: vi.fn() };
    openReturns(popup);
    const outcome = signInWithGooglePopup();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1000);
    await expect(outcome).resolves.toMatchObject({ message: GOOGLE_MESSAGES.popupClosedByUser });
  });

  it('takes the result the popup posted just before it closed itself', async () => {
    const popup = { closed: false, focus: vi.fn() };
    openReturns(popup);
    const outcome = signInWithGooglePopup();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(450);
    post({ type: 'sheetwise:google-auth', ok: true, user: ADA, isNewUser: false }, popup);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(outcome).resolves.toEqual({ ok: true, user: ADA, isNewUser: false });
  });

  it('refuses a second sign-in while the first popup is open, and focuses it', async () => {
    const popup = { closed: false, focus: vi.fn() };
    const open = openReturns(popup);
    const first = signInWithGooglePopup();
    await expect(signInWithGooglePopup()).resolves.toMatchObject({
      message: GOOGLE_MESSAGES.cancelledPopupRequest,
    });
    expect(open).toHaveBeenCalledTimes(1);
    expect(popup.focus).toHaveBeenCalled();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1000);
    await first;
  });
});
