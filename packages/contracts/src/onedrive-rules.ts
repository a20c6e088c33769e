/**
 * OneDrive and Excel for the web as a pair's Excel side (issue #21): the words the screens and
 * the server share, free of zod like sheet-rules.ts.
 */
export const ONEDRIVE_MESSAGES = {
  /** Production without MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET. */
  notConfigured: 'OneDrive is not configured on this server.',
  notConnected: 'Connect your Microsoft account before choosing a OneDrive workbook.',
  /** Microsoft's consent was refused or did not complete (`?onedrive=denied`). */
  connectDenied:
    'Microsoft did not give Sheetwise access to your OneDrive, so nothing was connected. Try again and allow access.',
  notFound: 'That workbook was not found in your OneDrive.',
  notAWorkbook: 'Please choose an Excel workbook (.xlsx) from your OneDrive.',
  linkInvalid: 'Please paste a OneDrive or SharePoint link to the workbook.',
} as const;

export const ONEDRIVE_ERROR_CODES = {
  notConfigured: 'onedrive-not-configured',
  notConnected: 'onedrive-not-connected',
  notFound: 'onedrive-item-not-found',
  notAWorkbook: 'onedrive-not-a-workbook',
  linkInvalid: 'onedrive-link-invalid',
} as const;

/** Where the pair page sends people back after Microsoft's consent. */
export const ONEDRIVE_CONNECTED_QUERY = 'onedrive';
