import type { ApiHttp } from '../http/api-http';
import { itemUrl, type DriveItemAnswer, type DriveItemsAnswer } from './graph-api';

/** A drive item as the pair page shows it. */
export interface DriveWorkbook {
  readonly id: string;
  readonly name: string;
  readonly webUrl: string;
  readonly lastModified: string | null;
}

const ITEM_SELECT = 'id,name,webUrl,eTag,lastModifiedDateTime,file';
export const WORKBOOK_EXTENSION = '.xlsx';

function workbookOf(item: DriveItemAnswer): DriveWorkbook | undefined {
  if (!item.id || !item.name || !item.file) return undefined;
  if (!item.name.toLowerCase().endsWith(WORKBOOK_EXTENSION)) return undefined;
  return {
    id: item.id,
    name: item.name,
    webUrl: item.webUrl ?? '',
    lastModified: item.lastModifiedDateTime ?? null,
  };
}

/** The user's .xlsx files, newest first, as Graph's search of their drive finds them. */
export async function listWorkbooks(http: ApiHttp, graphUrl: string): Promise<DriveWorkbook[]> {
  const url = new URL(`${graphUrl}/me/drive/root/search(q='${WORKBOOK_EXTENSION}')`);
  url.searchParams.set('$select', ITEM_SELECT);
  url.searchParams.set('$top', '200');
  const answer = await http.json<DriveItemsAnswer>('GET', url.href);
  return (answer.value ?? [])
    .flatMap((item) => workbookOf(item) ?? [])
    .sort((a, b) => (b.lastModified ?? '').localeCompare(a.lastModified ?? ''));
}

/**
 * The item by id in the user's own drive (`/me/drive`), so an id of another person's file is
 * not found; undefined when it is not an .xlsx workbook. Throws SideNotFoundError when missing.
 */
export async function ownWorkbook(
  http: ApiHttp,
  graphUrl: string,
  itemId: string,
): Promise<DriveWorkbook | undefined> {
  const item = await http.json<DriveItemAnswer>(
    'GET',
    itemUrl(graphUrl, itemId, '', { $select: ITEM_SELECT }),
  );
  return workbookOf(item);
}

/** Graph's share id for a sharing or web URL: "u!" and the URL in unpadded base64url. */
export const shareIdOf = (url: string) => `u!${Buffer.from(url, 'utf8').toString('base64url')}`;

/** The id of the item a pasted OneDrive or SharePoint link points to. */
export async function itemIdOfLink(http: ApiHttp, graphUrl: string, link: string): Promise<string> {
  const item = await http.json<DriveItemAnswer>(
    'GET',
    `${graphUrl}/shares/${shareIdOf(link)}/driveItem?$select=id`,
  );
  if (!item.id) throw new Error('Graph sent no item id');
  return item.id;
}
