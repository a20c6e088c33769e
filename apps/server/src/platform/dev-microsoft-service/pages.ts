import { DEV_ONEDRIVE_PATH } from '../../config-microsoft';
import type { FormScope } from '../dev-spreadsheet-service/form-token';
import { escapeHtml, plainPage } from '../html';

/**
 * The development Microsoft service's pages: plain HTML forms with no script, so they work
 * without it and pass the app's Content-Security-Policy. Every form carries the form token.
 */
export const DEV_ONEDRIVE_FORMS: FormScope = {
  cookie: 'dev_onedrive_form',
  path: DEV_ONEDRIVE_PATH,
};

const STYLE = `
body { font-family: system-ui, sans-serif; background: #f5f6f8; color: #1c1f24; margin: 0; }
main { max-width: 56rem; margin: 2rem auto; padding: 2rem; background: #fff; border-radius: 0.5rem;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
h1 { font-size: 1.375rem; margin: 0 0 0.5rem; }
p, li { line-height: 1.5; }
label { display: block; font-weight: 600; margin: 0.75rem 0 0.25rem; }
input { font: inherit; padding: 0.25rem 0.375rem; border: 1px solid #767b85; border-radius: 0.25rem; }
table { border-collapse: collapse; margin-top: 1rem; }
th, td { text-align: left; padding: 0.375rem 0.75rem; border-bottom: 1px solid #d6d9de; }
button { font: inherit; padding: 0.5rem 1rem; border-radius: 0.25rem; border: 1px solid #0f6cbd;
  background: #0f6cbd; color: #fff; cursor: pointer; margin-top: 1rem; margin-right: 0.5rem; }
button.secondary { background: #fff; color: #0f6cbd; }
a { color: #0f6cbd; }
:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

const tokenField = (formToken: string) =>
  `<input type="hidden" name="form_token" value="${escapeHtml(formToken)}">`;

export interface ListedItem {
  id: string;
  account: string;
  name: string;
  version: number;
  updated_at: Date;
}

export function renderHome(formToken: string, items: ListedItem[], notice?: string): string {
  const rows = items
    .map(
      (item) => `<tr><td>${escapeHtml(item.account)}</td><td>${escapeHtml(item.name)}</td>
<td>${item.version}</td><td>${escapeHtml(item.updated_at.toISOString())}</td>
<td><a href="${DEV_ONEDRIVE_PATH}/items/${encodeURIComponent(item.id)}">Download ${escapeHtml(item.name)}</a></td></tr>`,
    )
    .join('\n');
  return plainPage(
    'OneDrive (development)',
    STYLE,
    `<h1>OneDrive files</h1>
<p>Development OneDrive: in local mode, without Microsoft credentials, this service stands in for OneDrive and Excel for the web. Upload an .xlsx here, choose it in Sheetwise as a pair's workbook, download it to edit in Excel, and upload it again under the same name to put it back.</p>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
<form method="post" action="${DEV_ONEDRIVE_PATH}/files" enctype="multipart/form-data">
${tokenField(formToken)}
<label for="account">Account (the e-mail you allow Sheetwise with)</label>
<input id="account" name="account" type="email" required maxlength="320" value="you@example.com">
<label for="file">Workbook (.xlsx)</label>
<input id="file" name="file" type="file" required accept=".xlsx">
<div><button type="submit">Upload</button></div>
</form>
${
  items.length > 0
    ? `<table>
<caption>Files in the development OneDrive</caption>
<thead><tr><th scope="col">Account</th><th scope="col">Name</th><th scope="col">Version</th><th scope="col">Changed</th><th scope="col"><span class="sr-only">Download</span></th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>No files yet.</p>'
}`,
  );
}

export function renderConsent(options: {
  action: string;
  formToken: string;
  fields: Record<string, string>;
}): string {
  const hidden = Object.entries(options.fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
  return plainPage(
    'Sheetwise wants access to your OneDrive (development)',
    STYLE,
    `<h1>Sheetwise wants access to your OneDrive</h1>
<p>Development consent: in local mode this page stands in for Microsoft's. Allowing lets Sheetwise sign you in and read and write your files.</p>
<form method="post" action="${escapeHtml(options.action)}">
${tokenField(options.formToken)}
${hidden}
<label for="account">Microsoft account</label>
<input id="account" name="account" type="email" required maxlength="320" value="you@example.com">
<div>
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny" class="secondary">Deny</button>
</div>
</form>`,
  );
}

export function renderProblem(title: string, message: string): string {
  return plainPage(
    `${title} (development)`,
    STYLE,
    `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`,
  );
}
