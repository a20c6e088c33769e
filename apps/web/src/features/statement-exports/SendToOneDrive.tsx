import { ONEDRIVE } from './send-targets';
import { SendToSpreadsheet } from './SendToSpreadsheet';

/** "Send to OneDrive" on a statement's transactions: an Excel workbook in the user's OneDrive. */
export function SendToOneDrive({ file }: { file: string }) {
  return <SendToSpreadsheet file={file} target={ONEDRIVE} />;
}
