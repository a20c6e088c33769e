import {
  GOOGLE_AUTH_MESSAGE_TYPE,
  GOOGLE_AUTH_RESULT_ELEMENT_ID,
  type GoogleAuthResult,
  type GoogleAuthFailureCode,
  type Me,
} from '@sheetwise/contracts';

/** Where the callback page loads its script from; the sign-in routes serve it. */
export const POPUP_SCRIPT_PATH = '/api/auth/google/popup.js';

export function successResult(user: Me, isNewUser: boolean): GoogleAuthResult {
  return { type: GOOGLE_AUTH_MESSAGE_TYPE, ok: true, user, isNewUser };
}

export function failureResult(code: GoogleAuthFailureCode, message: string): GoogleAuthResult {
  return { type: GOOGLE_AUTH_MESSAGE_TYPE, ok: false, code, message };
}

/** JSON that is safe inside a <script> element: nothing in it can close the element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The page the popup lands on at the end of the flow: the result as a JSON data block, and the
 * script that posts it to the opener at `appOrigin` and closes the popup. Opened without an
 * opener (or if the script cannot run), it says what to do instead.
 */
export function renderResultPage(result: GoogleAuthResult, appOrigin: string): string {
  const heading = result.ok ? 'You are signed in' : 'Sign-in did not finish';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading} · Sheetwise</title>
<script type="application/json" id="${GOOGLE_AUTH_RESULT_ELEMENT_ID}" data-target-origin="${escapeAttribute(appOrigin)}">${scriptSafeJson(result)}</script>
<script src="${POPUP_SCRIPT_PATH}" defer></script>
</head>
<body style="font-family: system-ui, sans-serif; margin: 2rem; line-height: 1.5">
<h1 style="font-size: 1.25rem">${heading}</h1>
<p>You can close this window and return to Sheetwise.</p>
</body>
</html>
`;
}
