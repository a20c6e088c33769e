import { unpackZip } from '@sheetwise/statements';
import { SideNotFoundError } from '../side-connector';
import { attribute } from './xml-text';

export type WorkbookDateSystem = 'excel-1900' | 'excel-1904';

export interface WorkbookSheet {
  readonly name: string;
  readonly hidden: boolean;
  /** The sheet's part in the archive, e.g. `xl/worksheets/sheet1.xml`. */
  readonly path: string;
  /** False for a chart sheet, which has no cells. */
  readonly hasCells: boolean;
}

/** An unpacked .xlsx: its parts in archive order, and where the workbook keeps what we need. */
export interface OpenWorkbook {
  readonly parts: Map<string, Uint8Array>;
  readonly workbookPath: string;
  readonly sheets: readonly WorkbookSheet[];
  readonly dateSystem: WorkbookDateSystem;
  readonly sharedStringsPath: string | undefined;
  readonly stylesPath: string | undefined;
}

export const NOT_A_WORKBOOK_MESSAGE =
  'This file is not an Excel workbook (.xlsx) that Sheetwise can read. Save it from Excel as .xlsx and try again.';

const RELATIONSHIP_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';

/**
 * Unpacks a workbook within the limits the statement reader uses (entries, unpacked size and
 * packing ratio checked before anything inflates), and finds its sheets from the workbook's own
 * relationships rather than assuming `sheetN.xml` names.
 */
export function openWorkbook(bytes: Uint8Array): OpenWorkbook {
  const zip = unpackZip(bytes);
  if (!zip.ok) {
    throw new SideNotFoundError(
      zip.reason === 'too-large'
        ? 'This workbook unpacks to more than Sheetwise can read safely.'
        : NOT_A_WORKBOOK_MESSAGE,
    );
  }
  const parts = new Map(zip.entries.map((entry) => [entry.name, entry.content]));
  const text = (path: string): string | undefined => {
    const content = parts.get(path);
    return content ? new TextDecoder().decode(content) : undefined;
  };
  const workbookPath =
    relationships(text('_rels/.rels') ?? '', '').get(`${RELATIONSHIP_TYPE}officeDocument`)?.[0] ??
    'xl/workbook.xml';
  const workbookXml = text(workbookPath);
  if (workbookXml === undefined) throw new SideNotFoundError(NOT_A_WORKBOOK_MESSAGE);
  const relsPath = workbookPath.replace(/([^/]*)$/, '_rels/$1.rels');
  const targets = relationshipTargets(text(relsPath) ?? '', directoryOf(workbookPath));
  const sheets = [...workbookXml.matchAll(/<sheet\b([^>]*?)\/?>/g)].map(([, attributes = '']) => {
    const target = targets.get(attribute(attributes, 'r:id') ?? '');
    const state = attribute(attributes, 'state');
    return {
      name: attribute(attributes, 'name') ?? '',
      hidden: state === 'hidden' || state === 'veryHidden',
      path: target?.path ?? '',
      hasCells: target?.type === `${RELATIONSHIP_TYPE}worksheet`,
    };
  });
  const byType = relationships(text(relsPath) ?? '', directoryOf(workbookPath));
  return {
    parts,
    workbookPath,
    sheets,
    dateSystem: /<workbookPr\b[^>]*\bdate1904="(?:1|true)"/.test(workbookXml)
      ? 'excel-1904'
      : 'excel-1900',
    sharedStringsPath: byType.get(`${RELATIONSHIP_TYPE}sharedStrings`)?.[0],
    stylesPath: byType.get(`${RELATIONSHIP_TYPE}styles`)?.[0],
  };
}

/** The sheet named `sheetName`, or the first visible sheet of cells. */
export function chooseSheet(workbook: OpenWorkbook, sheetName?: string): WorkbookSheet {
  const sheet =
    sheetName === undefined
      ? workbook.sheets.find((candidate) => candidate.hasCells && !candidate.hidden)
      : workbook.sheets.find((candidate) => candidate.name === sheetName);
  if (!sheet) {
    throw new SideNotFoundError(
      sheetName === undefined
        ? 'This workbook has no visible sheet of cells.'
        : `The workbook has no sheet named "${sheetName}". It may have been renamed or deleted.`,
    );
  }
  if (!sheet.hasCells || !workbook.parts.has(sheet.path)) {
    throw new SideNotFoundError(
      `The sheet "${sheet.name}" has no cells to sync (it may be a chart).`,
    );
  }
  return sheet;
}

export function partText(workbook: OpenWorkbook, path: string | undefined): string {
  const content = path === undefined ? undefined : workbook.parts.get(path);
  return content ? new TextDecoder().decode(content) : '';
}

function directoryOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/') + 1);
}

/** A relationship's target as an archive path: absolute targets start at the root. */
function resolveTarget(target: string, directory: string): string {
  const segments: string[] = [];
  for (const segment of (target.startsWith('/') ? target.slice(1) : directory + target).split(
    '/',
  )) {
    if (segment === '..') segments.pop();
    else if (segment !== '.') segments.push(segment);
  }
  return segments.join('/');
}

function relationshipTargets(
  xml: string,
  directory: string,
): Map<string, { path: string; type: string }> {
  const targets = new Map<string, { path: string; type: string }>();
  for (const [, attributes = ''] of xml.matchAll(/<Relationship\b([^>]*?)\/?>/g)) {
    const id = attribute(attributes, 'Id');
    const target = attribute(attributes, 'Target');
    if (id === undefined || target === undefined) continue;
    targets.set(id, {
      path: resolveTarget(target, directory),
      type: attribute(attributes, 'Type') ?? '',
    });
  }
  return targets;
}

function relationships(xml: string, directory: string): Map<string, string[]> {
  const byType = new Map<string, string[]>();
  for (const { path, type } of relationshipTargets(xml, directory).values()) {
    byType.set(type, [...(byType.get(type) ?? []), path]);
  }
  return byType;
}
