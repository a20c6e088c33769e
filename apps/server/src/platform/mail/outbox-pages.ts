import { escapeHtml, plainPage } from '../html';
import type { OutboxMessage } from './outbox-store';

/**
 * The local outbox's pages: plain HTML with no script, so they pass the app's
 * Content-Security-Policy (inline styles are allowed; inline scripts are not).
 */

const STYLE = `
body { font-family: system-ui, sans-serif; background: #f5f6f8; color: #1c1f24; margin: 0; }
main { max-width: 48rem; margin: 2rem auto; padding: 2rem; background: #fff; border-radius: 0.5rem;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
h1 { font-size: 1.375rem; margin: 0 0 0.5rem; }
p, li { line-height: 1.5; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #d6d9de; vertical-align: top; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; background: #f5f6f8;
  padding: 1rem; border-radius: 0.25rem; }
a { color: #1a56db; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden;
  clip-path: inset(50%); white-space: nowrap; }
:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

function page(title: string, body: string): string {
  return plainPage(title, STYLE, body);
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** The message's text, escaped, with every web address made a link that can be followed. */
function textWithLinks(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    html += escapeHtml(text.slice(last, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

function when(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

export function renderOutboxList(basePath: string, messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (m) => `<tr>
<td>${escapeHtml(when(m.sent_at))}</td>
<td>${escapeHtml(m.to_address)}</td>
<td><a href="${basePath}/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td>
</tr>`,
    )
    .join('\n');
  const list =
    messages.length === 0
      ? '<p>No e-mail has been sent yet.</p>'
      : `<table>
<caption class="visually-hidden">Sent e-mail, newest first</caption>
<thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  return page(
    'Outbox (development)',
    `<h1>Outbox</h1>
<p>Development mail: in local mode, without SMTP_URL, Sheetwise delivers its e-mail here instead of sending it. Newest first.</p>
${list}`,
  );
}

export function renderOutboxMessage(basePath: string, message: OutboxMessage): string {
  return page(
    `${message.subject || '(no subject)'} (development outbox)`,
    `<p><a href="${basePath}">Back to the outbox</a></p>
<h1>${escapeHtml(message.subject || '(no subject)')}</h1>
<dl>
<dt>From</dt><dd>${escapeHtml(message.from_address)}</dd>
<dt>To</dt><dd>${escapeHtml(message.to_address)}</dd>
<dt>Sent</dt><dd>${escapeHtml(when(message.sent_at))}</dd>
</dl>
<pre>${textWithLinks(message.text_body)}</pre>`,
  );
}

export function renderOutboxNotFound(basePath: string): string {
  return page(
    'Message not found (development outbox)',
    `<h1>Message not found</h1>
<p><a href="${basePath}">Back to the outbox</a></p>`,
  );
}
