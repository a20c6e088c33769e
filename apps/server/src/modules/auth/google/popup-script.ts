import { GOOGLE_AUTH_RESULT_ELEMENT_ID } from '@sheetwise/contracts';

/**
 * The callback page's only script, served from our origin because the Content-Security-Policy
 * allows no inline script. It hands the result to the window that opened the popup, addressed to
 * the app's exact origin so no other page can read it, then closes the popup. Kept as text (not a
 * file beside this one) because the server ships as a single bundle.
 */
export const POPUP_SCRIPT = `'use strict';
(function () {
  var block = document.getElementById(${JSON.stringify(GOOGLE_AUTH_RESULT_ELEMENT_ID)});
  if (!block || !window.opener) return;
  window.opener.postMessage(JSON.parse(block.textContent), block.getAttribute('data-target-origin'));
  window.close();
})();
`;
