import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  DOCUMENT_ERROR_CODES,
  DUPLICATE_FIELD,
  PASSWORD_FIELD,
  READING_FIELD,
  READING_NEEDS_CONFIRMATION,
  UPLOAD_MESSAGES,
  type DuplicateChoice,
  type ReadingChoice,
  type ReadingQuestionBody,
  type StatementReadingQuestion,
  type UploadedDocument,
} from '@sheetwise/contracts';
import { ApiError } from '../../lib/api';
import { isAbortError } from '../../lib/upload';
import { uploadStatement, type UploadFlow } from './upload-api';
import { uploadProblem } from './upload-rules';
import { useDisplayPreferences } from '../preferences/use-display-format';
import { uploadSummary } from './upload-summary';

/** The spec's upload list item (section 3), plus what the server read once it succeeded. */
export interface UploadItem {
  id: string;
  file: File;
  flow: UploadFlow;
  /** The answer to "Replace or keep both?", sent again with the file if its password is asked. */
  choice?: DuplicateChoice;
  /**
   * 'duplicate': the name is taken by another statement, and the person is asked what to do.
   * 'password-required' and 'wrong-password': a protected PDF, and its password is asked for.
   * 'reading': we were unsure how to read the file, and the person is asked to check `question`.
   */
  status: 'uploading' | 'success' | 'error' | 'duplicate' | 'reading' | PasswordStatus;
  question?: StatementReadingQuestion;
  progress: number;
  error: string | null;
  document: UploadedDocument | null;
}

/** The server's answers that ask for a protected PDF's password; the item's status keeps which. */
const PASSWORD_STATUSES = [
  DOCUMENT_ERROR_CODES.passwordRequired,
  DOCUMENT_ERROR_CODES.wrongPassword,
] as const;
type PasswordStatus = (typeof PASSWORD_STATUSES)[number];

/** Whether the item is a protected PDF waiting for its password. */
export function needsPassword(item: UploadItem): boolean {
  return (PASSWORD_STATUSES as readonly string[]).includes(item.status);
}

/** What an upload sends beside the file, once the person has been asked. */
interface Answers {
  choice?: DuplicateChoice;
  password?: string;
  reading?: ReadingChoice;
}

export interface FileUploadModel {
  item: UploadItem | null;
  /** The latest status change in words, for the card's polite live region. */
  announcement: string;
  start: (files: readonly File[], flow: UploadFlow) => void;
  remove: (id: string) => void;
  /** Uploads the asked-about file again, replacing the statement of its name or beside it. */
  resolve: (id: string, choice: DuplicateChoice) => void;
  /** Uploads the protected PDF again with the password typed; the password is not kept. */
  unlock: (id: string, password: string) => void;
  /** Uploads the file again with the person's reading of its columns, dates and signs. */
  confirmReading: (id: string, reading: ReadingChoice) => void;
}

const FAILED: Record<UploadFlow, string> = {
  drop: UPLOAD_MESSAGES.dropFailed,
  browse: UPLOAD_MESSAGES.browseFailed,
};

// Ids only tell items apart within this page; randomUUID would need a secure context.
let lastId = 0;

/**
 * One upload at a time (spec section 4): a new one replaces a finished item, and anything offered
 * while one is in flight is refused. Every outcome is said in a toast and in the live region;
 * `onUploaded` lets the dashboard recount its figures.
 */
export function useFileUpload(onUploaded: () => void): FileUploadModel {
  const [item, setItem] = useState<UploadItem | null>(null);
  const { dateDisplay } = useDisplayPreferences();
  const [announcement, setAnnouncement] = useState('');
  // A ref, not state, so two drops in the same tick still see the first one in flight.
  const inFlight = useRef<AbortController | null>(null);

  // Leaving the page cancels the upload rather than letting it finish unseen.
  useEffect(
    () => () => {
      inFlight.current?.abort();
    },
    [],
  );

  /** A toast and the live region; a reason is the toast's own line under its title. */
  function say(message: string, kind: 'error' | 'success', reason?: string) {
    const options = reason ? { description: reason } : {};
    if (kind === 'error') toast.error(message, options);
    else toast.success(message, options);
    setAnnouncement(reason ? `${message}: ${reason}` : message);
  }

  /** Applies a change to the item if it is still the one this upload started. */
  function updateItem(id: string, change: Partial<UploadItem>) {
    setItem((current) => (current?.id === id ? { ...current, ...change } : current));
  }

  async function upload(
    file: File,
    flow: UploadFlow,
    controller: AbortController,
    { choice, password, reading }: Answers,
  ) {
    lastId += 1;
    const id = `upload-${lastId}`;
    setItem({
      id,
      file,
      flow,
      choice,
      status: 'uploading',
      progress: 0,
      error: null,
      document: null,
    });
    setAnnouncement(`Uploading ${file.name}…`);
    // The password goes into this request's form only, never into the item or any state.
    const fields: Record<string, string> = {};
    if (choice) fields[DUPLICATE_FIELD] = choice;
    if (password) fields[PASSWORD_FIELD] = password;
    if (reading) fields[READING_FIELD] = JSON.stringify(reading);
    try {
      const { document } = await uploadStatement(flow, file, {
        signal: controller.signal,
        fields,
        onProgress: (progress) => {
          updateItem(id, { progress });
        },
      });
      updateItem(id, { status: 'success', progress: 100, document });
      say(uploadSummary(document, dateDisplay), 'success');
      onUploaded();
    } catch (error) {
      // Removed by the person (or the page left): nothing went wrong, nothing to say.
      if (isAbortError(error)) return;
      if (error instanceof ApiError && error.code === DOCUMENT_ERROR_CODES.duplicateName) {
        updateItem(id, { status: 'duplicate', progress: 0, error: error.message });
        setAnnouncement(error.message);
        return;
      }
      if (error instanceof ApiError && error.code === READING_NEEDS_CONFIRMATION) {
        // The server checks this body against the contract before sending it.
        const { reading: question } = error.body as ReadingQuestionBody;
        updateItem(id, { status: 'reading', progress: 0, error: error.message, question });
        setAnnouncement(error.message);
        return;
      }
      const asked =
        error instanceof ApiError && PASSWORD_STATUSES.find((code) => code === error.code);
      if (asked) {
        updateItem(id, { status: asked, progress: 0, error: error.message });
        setAnnouncement(error.message);
        return;
      }
      const reason = error instanceof ApiError && error.explained ? error.message : null;
      updateItem(id, { status: 'error', progress: 0, error: reason ?? FAILED[flow] });
      say(FAILED[flow], 'error', reason ?? undefined);
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }

  function begin(file: File, flow: UploadFlow, answers: Answers = {}) {
    const controller = new AbortController();
    inFlight.current = controller;
    void upload(file, flow, controller, answers);
  }

  return {
    item,
    announcement,
    start: (files, flow) => {
      if (files.length === 0) return;
      const problem = inFlight.current ? UPLOAD_MESSAGES.tooManyFiles : uploadProblem(files);
      if (problem) {
        say(problem, 'error');
        return;
      }
      const [file] = files;
      if (file) begin(file, flow);
    },
    resolve: (id, choice) => {
      if (item?.id !== id || item.status !== 'duplicate' || inFlight.current) return;
      begin(item.file, item.flow, { choice });
    },
    unlock: (id, password) => {
      if (item?.id !== id || !needsPassword(item) || inFlight.current) return;
      begin(item.file, item.flow, { choice: item.choice, password });
    },
    confirmReading: (id, reading) => {
      if (item?.id !== id || item.status !== 'reading' || inFlight.current) return;
      begin(item.file, item.flow, { choice: item.choice, reading });
    },
    remove: (id) => {
      if (item?.id !== id) return;
      if (item.status === 'uploading') {
        inFlight.current?.abort();
        inFlight.current = null;
      }
      setItem(null);
      setAnnouncement(`${item.file.name} removed.`);
    },
  };
}
