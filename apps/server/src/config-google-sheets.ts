/** Where the Google Sheets connector and its connection talk to: Google, or the development service. */

export interface GoogleSheetsEndpoints {
  /** The Sheets API's base (`…/v4/spreadsheets` below it). */
  sheetsApiUrl: string;
  /** The Drive API's base (`…/drive/v3/files` below it). */
  driveApiUrl: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** Where tokens are revoked on disconnect. */
  revokeUrl: string;
  /** Local mode without Google credentials: the development spreadsheet service answers. */
  devService: boolean;
}

/** The path the development spreadsheet service is mounted at, in local mode only. */
export const DEV_SHEETS_PATH = '/dev-sheets';

export function googleSheetsEndpoints(
  env: {
    GOOGLE_SHEETS_API_URL?: string | undefined;
    GOOGLE_DRIVE_API_URL?: string | undefined;
    GOOGLE_OAUTH_AUTHORIZE_URL?: string | undefined;
    GOOGLE_OAUTH_TOKEN_URL?: string | undefined;
  },
  appUrl: string,
  useDevService: boolean,
): GoogleSheetsEndpoints {
  const dev = `${appUrl}${DEV_SHEETS_PATH}`;
  const base = (variable: string | undefined, google: string, local: string) =>
    (variable ?? (useDevService ? local : google)).replace(/\/+$/, '');
  return {
    sheetsApiUrl: base(env.GOOGLE_SHEETS_API_URL, 'https://sheets.googleapis.com', dev),
    driveApiUrl: base(env.GOOGLE_DRIVE_API_URL, 'https://www.googleapis.com', dev),
    authorizeUrl: base(
      env.GOOGLE_OAUTH_AUTHORIZE_URL,
      'https://accounts.google.com/o/oauth2/v2/auth',
      `${dev}/oauth/authorize`,
    ),
    tokenUrl: base(
      env.GOOGLE_OAUTH_TOKEN_URL,
      'https://oauth2.googleapis.com/token',
      `${dev}/oauth/token`,
    ),
    revokeUrl: useDevService ? `${dev}/oauth/revoke` : 'https://oauth2.googleapis.com/revoke',
    devService: useDevService,
  };
}
