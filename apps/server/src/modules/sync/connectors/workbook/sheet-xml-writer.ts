import { zipSync, type Zippable } from 'fflate';
import { withHiddenColumns } from './hidden-columns';
import { editSheetXml } from './sheet-data-edit';
import { StyleEditor } from './style-editor';
import { chooseSheet, openWorkbook, partText, type OpenWorkbook } from './workbook-parts';
import type { CellChange, WorkbookWriter } from './workbook-writer';

const CALC_CHAIN_TYPE =
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/calcChain';
/** Elements that follow `<calcPr>` in a workbook part, in schema order. */
const AFTER_CALC_PR = [
  'oleSize',
  'customWorkbookViews',
  'pivotCaches',
  'smartTagPr',
  'smartTagTypes',
  'webPublishing',
  'fileRecoveryPr',
  'webPublishObjects',
  'extLst',
];

/**
 * Writes by editing the sheet part's text in place: the changed cells' elements are replaced
 * and every other part is carried over byte for byte (the styles part gains a cell format only
 * when a date goes into a cell without a date format). Text goes in as inline strings, so the
 * shared strings part is never rewritten. We chose this over xlsx-populate, which re-serialises
 * every sheet and drops every formula's cached result.
 */
export const sheetXmlWriter: WorkbookWriter = {
  apply(bytes, sheetName, changes, hideColumns = []) {
    return Promise.resolve(applyChanges(openWorkbook(bytes), sheetName, changes, hideColumns));
  },
};

function applyChanges(
  workbook: OpenWorkbook,
  sheetName: string,
  changes: readonly CellChange[],
  hideColumns: readonly number[],
): Uint8Array {
  const sheet = chooseSheet(workbook, sheetName);
  const encoder = new TextEncoder();
  const parts = new Map(workbook.parts);
  const styles = new StyleEditor(partText(workbook, workbook.stylesPath));
  const edited = editSheetXml(partText(workbook, sheet.path), changes, styles);
  parts.set(sheet.path, encoder.encode(withHiddenColumns(edited.xml, hideColumns)));
  const stylesXml = styles.edited();
  if (stylesXml !== undefined && workbook.stylesPath)
    parts.set(workbook.stylesPath, encoder.encode(stylesXml));
  let workbookXml = withFullCalculationOnLoad(partText(workbook, workbook.workbookPath));
  if (edited.clearedFormula) workbookXml = withoutCalcChain(workbook, parts, workbookXml);
  parts.set(workbook.workbookPath, encoder.encode(workbookXml));
  const zippable: Zippable = {};
  for (const [name, content] of parts) zippable[name] = [content, { level: 6 }];
  return zipSync(zippable);
}

/** Excel recalculates every formula when it opens the file, so results follow the new values. */
function withFullCalculationOnLoad(xml: string): string {
  const calcPr = /<calcPr\b([^>]*?)\/>|<calcPr\b([^>]*?)>/.exec(xml);
  if (calcPr) {
    const attributes = (calcPr[1] ?? calcPr[2] ?? '').replace(/\sfullCalcOnLoad="[^"]*"/, '');
    const element = calcPr[0].replace(
      /^<calcPr\b[^>]*?(\/?)>$/,
      `<calcPr${attributes} fullCalcOnLoad="1"$1>`,
    );
    return xml.slice(0, calcPr.index) + element + xml.slice(calcPr.index + calcPr[0].length);
  }
  const next = AFTER_CALC_PR.map((name) => xml.search(new RegExp(`<${name}\\b`))).filter(
    (index) => index >= 0,
  );
  const at = next.length > 0 ? Math.min(...next) : xml.lastIndexOf('</workbook>');
  return `${xml.slice(0, at)}<calcPr fullCalcOnLoad="1"/>${xml.slice(at)}`;
}

/**
 * Drops the calculation chain (its part, relationship and content type) once a formula was
 * cleared: Excel repairs a file whose chain names a cell without a formula, and rebuilds the
 * chain itself when it recalculates on open.
 */
function withoutCalcChain(
  workbook: OpenWorkbook,
  parts: Map<string, Uint8Array>,
  workbookXml: string,
): string {
  const relsPath = workbook.workbookPath.replace(/([^/]*)$/, '_rels/$1.rels');
  const rels = partText(workbook, relsPath);
  const relationship = new RegExp(`<Relationship\\b[^>]*Type="${CALC_CHAIN_TYPE}"[^>]*/>`).exec(
    rels,
  );
  if (!relationship) return workbookXml;
  const target = /Target="([^"]*)"/.exec(relationship[0])?.[1] ?? '';
  const path = target.startsWith('/')
    ? target.slice(1)
    : workbook.workbookPath.replace(/[^/]*$/, target);
  parts.delete(path);
  const encoder = new TextEncoder();
  parts.set(relsPath, encoder.encode(rels.replace(relationship[0], '')));
  const types = partText(workbook, '[Content_Types].xml').replace(
    new RegExp(`<Override\\b[^>]*PartName="/${path.replace(/[.]/g, '\\.')}"[^>]*/>`),
    '',
  );
  parts.set('[Content_Types].xml', encoder.encode(types));
  return workbookXml;
}
