import { GOOGLE_SHEETS } from './send-targets';
import { SendToSpreadsheet } from './SendToSpreadsheet';

/** "Send to Google Sheets" on a statement's transactions. */
export function SendToGoogleSheets({ file }: { file: string }) {
  return <SendToSpreadsheet file={file} target={GOOGLE_SHEETS} />;
}
