import { DEV_ONEDRIVE_PATH } from '../../config-microsoft';
import type { FormScope } from '../dev-oauth/form-token';
import { devServiceStyle, formTokenField, renderDevProblem } from '../dev-oauth/pages';
import { escapeHtml, plainPage } from '../html';

/** The development Microsoft service's pages, in the look all development stand-ins share. */
export const DEV_ONEDRIVE_FORMS: FormScope = {
  cookie: 'dev_onedrive_form',
  path: DEV_ONEDRIVE_PATH,
};

export const DEV_ONEDRIVE_STYLE = devServiceStyle({
  accent: '#0f6cbd',
  width: '56rem',
  extra: `label { display: block; font-weight: 600; margin: 0.75rem 0 0.25rem; }
table { border-collapse: collapse; margin-top: 1rem; }
th, td { text-align: left; padding: 0.375rem 0.75rem; border-bottom: 1px solid #d6d9de; }
button { margin-right: 0.5rem; }
`,
});

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
    DEV_ONEDRIVE_STYLE,
    `<h1>OneDrive files</h1>
<p>Development OneDrive: in local mode, without Microsoft credentials, this service stands in for OneDrive and Excel for the web. Upload an .xlsx here, choose it in Sheetwise as a pair's workbook, download it to edit in Excel, and upload it again under the same name to put it back.</p>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
<form method="post" action="${DEV_ONEDRIVE_PATH}/files" enctype="multipart/form-data">
${formTokenField(formToken)}
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

export function renderProblem(title: string, message: string): string {
  return renderDevProblem(DEV_ONEDRIVE_STYLE, title, message);
}
