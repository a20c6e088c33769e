import type {
  SendStatementResponse,
  SheetsPanel,
  StatementExportDestination,
  StatementExportKind,
} from '@sheetwise/contracts';
import { apiRequest } from '../../lib/api';
import { SHEETS_PATH } from '../sheets/sheets-api';

export function sendStatement(
  file: string,
  kind: StatementExportKind,
  destination: StatementExportDestination,
): Promise<SendStatementResponse> {
  return apiRequest<SendStatementResponse>('POST', '/api/statement-exports', {
    body: { file, kind, destination },
  });
}

/** Whether the user's Google account is connected, as the sheets panel knows it. */
export async function googleConnected(): Promise<boolean> {
  return (await apiRequest<SheetsPanel>('GET', SHEETS_PATH)).connected;
}
