import {
  STATEMENT_EXPORT_ERROR_CODES,
  STATEMENT_EXPORT_MESSAGES,
  type StatementExportDestination,
} from '@sheetwise/contracts';
import { connectGoogleAccount } from '../sheets/sheets-api';
import { connectMicrosoftReturningTo, fetchOneDriveConnection } from '../sync/onedrive-api';
import { googleConnected } from './statement-exports-api';

/** A service statements are sent to, in the words its button and panel use. */
export interface SendTarget {
  readonly destination: StatementExportDestination;
  /** "Send to …", "Sending to …", the panel's name. */
  readonly serviceName: string;
  readonly accountName: string;
  readonly connectLabel: string;
  readonly openLabel: string;
  readonly notConnectedCode: string;
  readonly notConnectedMessage: string;
  readonly isConnected: () => Promise<boolean>;
  /** Sends the browser to the service's consent, which comes back to this page. */
  readonly connect: () => Promise<void>;
}

/** A path the connection may return to: this page, or the dashboard when it has other parts. */
const RETURN_PATH = /^\/(?!\/)[\w\-/]*$/;
const thisPage = () =>
  RETURN_PATH.test(window.location.pathname) ? window.location.pathname : '/dashboard';

export const GOOGLE_SHEETS: SendTarget = {
  destination: 'google',
  serviceName: 'Google Sheets',
  accountName: 'Google account',
  connectLabel: 'Connect Google Account',
  openLabel: 'Open in Google Sheets',
  notConnectedCode: STATEMENT_EXPORT_ERROR_CODES.googleNotConnected,
  notConnectedMessage: STATEMENT_EXPORT_MESSAGES.googleNotConnected,
  isConnected: googleConnected,
  connect: async () => {
    const { authorizeUrl } = await connectGoogleAccount();
    window.location.assign(authorizeUrl);
  },
};

export const ONEDRIVE: SendTarget = {
  destination: 'onedrive',
  serviceName: 'OneDrive',
  accountName: 'Microsoft account',
  connectLabel: 'Connect Microsoft account',
  openLabel: 'Open in OneDrive',
  notConnectedCode: STATEMENT_EXPORT_ERROR_CODES.microsoftNotConnected,
  notConnectedMessage: STATEMENT_EXPORT_MESSAGES.microsoftNotConnected,
  isConnected: async () => (await fetchOneDriveConnection()).connected,
  connect: () => connectMicrosoftReturningTo(thisPage()),
};
