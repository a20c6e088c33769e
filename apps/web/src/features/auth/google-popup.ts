import {
  GOOGLE_AUTH_ERROR_CODES,
  GOOGLE_AUTH_START_PATH,
  GOOGLE_MESSAGES,
  GoogleAuthResult,
  type Me,
} from '@sheetwise/contracts';

const POPUP_NAME = 'sheetwise-google-sign-in';
const POPUP_FEATURES = 'popup,width=480,height=640';
/** How often to notice that the person closed the popup themselves. */
const CLOSED_POLL_MS = 400;
const CLOSED_GRACE_MS = 500;

export type GoogleOutcome =
  { ok: true; user: Me; isNewUser: boolean } | { ok: false; code: string; message: string };

let inProgress: Window | null = null;

function failure(code: string, message: string): GoogleOutcome {
  return { ok: false, code, message };
}

/**
 * Runs "Login with Google" in a popup, the way the spec's error catalogue describes it. Must be
 * called straight from the click, or the browser blocks the popup. Resolves with what the popup
 * posted back, or with the spec's message for a blocked, closed or second popup.
 */
export function signInWithGooglePopup(): Promise<GoogleOutcome> {
  if (inProgress && !inProgress.closed) {
    inProgress.focus();
    return Promise.resolve(
      failure('cancelled-popup-request', GOOGLE_MESSAGES.cancelledPopupRequest),
    );
  }
  if (!navigator.onLine) {
    return Promise.resolve(failure('network-request-failed', GOOGLE_MESSAGES.networkRequestFailed));
  }
  const popup = window.open(GOOGLE_AUTH_START_PATH, POPUP_NAME, POPUP_FEATURES);
  if (!popup) {
    return Promise.resolve(failure('popup-blocked', GOOGLE_MESSAGES.popupBlocked));
  }
  inProgress = popup;

  return new Promise((resolve) => {
    let finished = false;
    const finish = (outcome: GoogleOutcome) => {
      if (finished) return;
      finished = true;
      window.removeEventListener('message', onMessage);
      window.clearInterval(closedPoll);
      inProgress = null;
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      // Only our own callback page, in the popup we opened, may answer.
      if (event.origin !== window.location.origin || event.source !== popup) return;
      const parsed = GoogleAuthResult.safeParse(event.data);
      if (!parsed.success) return;
      const result = parsed.data;
      finish(
        result.ok
          ? { ok: true, user: result.user, isNewUser: result.isNewUser }
          : failure(result.code, result.message),
      );
    };
    const closedPoll = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(closedPoll);
      // The callback page posts its result and closes at once; the message can reach us after we
      // notice the closed window, so give it a moment before calling the sign-in canceled.
      window.setTimeout(() => {
        finish(
          failure(GOOGLE_AUTH_ERROR_CODES.popupClosedByUser, GOOGLE_MESSAGES.popupClosedByUser),
        );
      }, CLOSED_GRACE_MS);
    }, CLOSED_POLL_MS);
    window.addEventListener('message', onMessage);
  });
}
