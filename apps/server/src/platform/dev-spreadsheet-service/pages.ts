import { columnLetters, isoToSerial, serialToIso } from '@sheetwise/sync';
import { DEV_SHEETS_PATH } from '../../config';
import type { FormScope } from '../dev-oauth/form-token';
import { devServiceStyle, formTokenField, renderDevProblem } from '../dev-oauth/pages';
import { escapeHtml, plainPage } from '../html';
import { cellAt, typedCell, type DevCell, type DevSheet } from './document';

/** The development spreadsheet service's pages, in the look all development stand-ins share. */
export const DEV_SHEETS_FORMS: FormScope = { cookie: 'dev_sheets_form', path: DEV_SHEETS_PATH };

export const DEV_SHEETS_STYLE = devServiceStyle({
  accent: '#1a56db',
  width: '72rem',
  extra: `main { overflow-x: auto; }
label { font-weight: 600; margin-right: 0.5rem; }
table { border-collapse: collapse; }
th { background: #eef0f3; font-weight: 600; padding: 0.25rem 0.5rem; }
th.hidden-column { color: #5f6368; font-style: italic; }
td { padding: 0; border: 1px solid #d6d9de; }
td input { border: 0; border-radius: 0; width: 8rem; }
`,
});

export function renderHome(
  basePath: string,
  formToken: string,
  spreadsheets: { id: string; title: string }[],
): string {
  const items = spreadsheets
    .map(
      (s) =>
        `<li><a href="${basePath}/spreadsheets/d/${escapeHtml(s.id)}/edit">${escapeHtml(s.title)}</a></li>`,
    )
    .join('\n');
  return plainPage(
    'Spreadsheets (development)',
    DEV_SHEETS_STYLE,
    `<h1>Spreadsheets</h1>
<p>Development spreadsheets: in local mode, without Google credentials, this service stands in for Google Sheets. Paste a spreadsheet's address into Sheetwise to sync it.</p>
<form method="post" action="${basePath}/spreadsheets">
${formTokenField(formToken)}
<label for="title">Title</label>
<input id="title" name="title" required maxlength="200" value="Untitled spreadsheet">
<button type="submit">Create spreadsheet</button>
</form>
${spreadsheets.length > 0 ? `<h2>Your spreadsheets</h2>\n<ul>\n${items}\n</ul>` : '<p>No spreadsheets yet.</p>'}`,
  );
}

/** A cell as a person would type it to get it back: text that would read as something else gets `'`. */
export function typedText(cell: DevCell | undefined): string {
  if (!cell) return '';
  if (cell.formula !== undefined) return cell.formula;
  const { value } = cell;
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') {
    const iso =
      cell.format === 'DATE' && Number.isInteger(value) ? serialToIso(value, 'sheets') : undefined;
    return iso && isoToSerial(iso, 'sheets') === value ? iso : String(value);
  }
  const reread = typedCell(value);
  return reread.value === value && reread.formula === undefined ? value : `'${value}`;
}

/** The cells shown: what is used, and a little room to grow. */
export function shownExtent(sheet: DevSheet, used: { rows: number; columns: number }) {
  return { rows: Math.max(used.rows + 3, 10), columns: Math.max(used.columns + 2, 6) };
}

export function renderGrid(options: {
  basePath: string;
  formToken: string;
  spreadsheet: { id: string; title: string; version: number };
  sheet: DevSheet;
  extent: { rows: number; columns: number };
  saved: boolean;
}): string {
  const { basePath, formToken, spreadsheet, sheet, extent } = options;
  const columns = Array.from({ length: extent.columns }, (_, column) => columnLetters(column + 1));
  const hidden = new Set(sheet.hiddenColumns ?? []);
  // The page shows every column, so a person can see what Sheets would hide; hidden ones say so.
  const head = columns
    .map((letters, column) =>
      hidden.has(column)
        ? `<th scope="col" class="hidden-column">${letters} (hidden)</th>`
        : `<th scope="col">${letters}</th>`,
    )
    .join('');
  const rows = Array.from({ length: extent.rows }, (_, row) => {
    const cells = columns
      .map((letters, column) => {
        const name = `${letters}${row + 1}`;
        const value = escapeHtml(typedText(cellAt(sheet, row, column)));
        return `<td><input name="cell_${name}" aria-label="${name}" value="${value}"></td>`;
      })
      .join('');
    return `<tr><th scope="row">${row + 1}</th>${cells}</tr>`;
  }).join('\n');
  const editUrl = `${basePath}/spreadsheets/d/${escapeHtml(spreadsheet.id)}/edit`;
  return plainPage(
    `${spreadsheet.title} (development spreadsheet)`,
    DEV_SHEETS_STYLE,
    `<p><a href="${basePath}">All spreadsheets</a></p>
<h1>${escapeHtml(spreadsheet.title)}</h1>
<p>Sheet <strong>${escapeHtml(sheet.title)}</strong>, version ${spreadsheet.version}. Type <code>=</code> for a formula, a date as 2024-03-01, and start with <code>'</code> to keep digits as text.</p>
${options.saved ? '<p role="status">Saved.</p>' : ''}
<form method="post" action="${editUrl}">
${formTokenField(formToken)}
<table>
<caption>Cells of ${escapeHtml(sheet.title)}</caption>
<thead><tr><td></td>${head}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
<button type="submit">Save</button>
</form>`,
  );
}

export function renderProblem(title: string, message: string): string {
  return renderDevProblem(DEV_SHEETS_STYLE, title, message);
}
