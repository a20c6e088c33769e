import type { WorkbookSource } from '@sheetwise/contracts';
import type { SheetsTable } from '../../db/schema';
import type { Selectable } from 'kysely';

type PairColumns = Pick<
  Selectable<SheetsTable>,
  'excel_source' | 'workbook_name' | 'onedrive_item_id' | 'onedrive_item_name' | 'onedrive_web_url'
>;

/**
 * A pair's Excel side is the uploaded workbook or a OneDrive item (`excel_source`): whether it has
 * one yet, what it is called, and how the screens are told.
 */
export function hasExcelSide(pair: PairColumns): boolean {
  return pair.excel_source === 'onedrive'
    ? pair.onedrive_item_id !== null
    : pair.workbook_name !== null;
}

export function excelSideName(pair: PairColumns): string | null {
  return pair.excel_source === 'onedrive' ? pair.onedrive_item_name : pair.workbook_name;
}

export function workbookSourceOf(pair: PairColumns): WorkbookSource {
  if (pair.excel_source === 'onedrive' && pair.onedrive_item_id !== null) {
    return {
      kind: 'onedrive',
      itemId: pair.onedrive_item_id,
      name: pair.onedrive_item_name ?? '',
      webUrl: pair.onedrive_web_url ?? '',
    };
  }
  return { kind: 'upload' };
}
