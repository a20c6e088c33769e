import { useState } from 'react';
import { toast } from 'sonner';
import { SHEET_ERROR_CODES, type Sheet, type SheetsPanel } from '@sheetwise/contracts';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { useApiResource, type Resource } from '../../lib/use-api-resource';
import {
  addSheet,
  connectGoogleAccount,
  disconnectGoogleAccount,
  removeSheet,
  SHEETS_PATH,
} from './sheets-api';

const FAILED = 'That did not work. Please try again.';
const URL_CODES: string[] = [SHEET_ERROR_CODES.urlRequired, SHEET_ERROR_CODES.urlInvalid];

/** What became of an Add Sheet: added, or refused with a problem to show beside the URL field. */
export type AddSheetResult = { added: true } | { added: false; urlProblem: string | null };

export interface SheetsPanelModel {
  panel: Resource<SheetsPanel>;
  /** True while a change is on its way to the server; the controls wait for it. */
  busy: boolean;
  /** Each resolves to whether the change went through. */
  /** Sends the browser to Google's consent page; resolves only when that could not start. */
  connect: () => Promise<boolean>;
  disconnect: () => Promise<boolean>;
  add: (url: string) => Promise<AddSheetResult>;
  remove: (sheet: Sheet) => Promise<boolean>;
}

/**
 * The sheets panel's state, kept on the server per user. Every change reports itself in a toast;
 * `onChange` lets the dashboard recount its figures afterwards.
 */
export function useSheetsPanel(onChange: () => void): SheetsPanelModel {
  const panel = useApiResource<SheetsPanel>(SHEETS_PATH);
  const [busy, setBusy] = useState(false);

  /** Sends one change; on failure says why in a toast and hands the error back. */
  async function run<T>(request: () => Promise<T>, apply: (result: T) => void): Promise<unknown> {
    setBusy(true);
    try {
      apply(await request());
      onChange();
      return null;
    } catch (error) {
      toast.error(errorMessage(error, FAILED));
      // The list changed elsewhere (another tab disconnected or removed it): show it as it is.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        panel.refresh();
      }
      return error;
    } finally {
      setBusy(false);
    }
  }

  const replaceWith = (next: SheetsPanel) => {
    panel.update(() => next);
  };

  return {
    panel,
    busy,
    connect: async () =>
      (await run(connectGoogleAccount, ({ authorizeUrl }) => {
        window.location.assign(authorizeUrl);
      })) === null,
    disconnect: async () =>
      (await run(disconnectGoogleAccount, (next) => {
        replaceWith(next);
        toast.success('Google account disconnected.');
      })) === null,
    add: async (url) => {
      const error = await run(
        () => addSheet(url),
        (sheet) => {
          panel.update((current) => ({ ...current, sheets: [...current.sheets, sheet] }));
          toast.success(`${sheet.name} added.`);
        },
      );
      if (error === null) return { added: true };
      const urlProblem =
        error instanceof ApiError && URL_CODES.includes(error.code) ? error.message : null;
      return { added: false, urlProblem };
    },
    remove: async (sheet) =>
      (await run(
        () => removeSheet(sheet.id),
        () => {
          panel.update((current) => ({
            ...current,
            sheets: current.sheets.filter((other) => other.id !== sheet.id),
          }));
          toast.success(`${sheet.name} removed.`);
        },
      )) === null,
  };
}
