import { dataExportFileName } from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { allStatementsHistory } from '../chat/all-statements';
import { chatHistory } from '../chat/service';
import { documentsOfUser } from '../documents/user-documents';
import { loadTransactions } from '../documents/stored-transactions';
import { listRowCorrections, listRules } from '../transactions/corrections-store';
import { syncPairsForExport } from '../sync/export-view';
import { presentPreferences } from '../users/presenter';
import type { UserRow } from '../users/store';
import { transactionsCsv } from './csv';
import { sheetReadings } from './sheet-readings';
import { EntryNames } from './entry-names';
import { README_TEXT } from './readme-text';
import type { ZipEntry } from './zip-stream';

export interface DataExport {
  /** `sheetwise-export-YYYY-MM-DD.zip`, dated in UTC. */
  fileName: string;
  /** The zip's files in order; each document's rows are read only when the zip reaches it. */
  entries: AsyncIterable<ZipEntry>;
}

/**
 * Everything the user has given us, as files. The document list is read here, before the route
 * answers, so a database failure is still a clean 500; each document's transactions and chat are
 * read one document at a time as the zip is written, so memory follows the largest statement, not
 * the account. (A background job with a mailed link was the alternative; see ARCHITECTURE.md.)
 */
export async function prepareExport(ctx: ServerContext, user: UserRow): Promise<DataExport> {
  const now = ctx.clock.now();
  const documents = await documentsOfUser(ctx.db, user.id);
  const names = new EntryNames();
  const profile = {
    name: user.name,
    email: user.email,
    plan: user.plan_type,
    createdAt: user.created_at.toISOString(),
    planStartDate: user.plan_start_date?.toISOString() ?? null,
    planEndDate: user.plan_end_date?.toISOString() ?? null,
    signsInWithPassword: user.password_hash !== null,
    displayPreferences: presentPreferences(user),
    exportedAt: now.toISOString(),
    documents: documents.map((document) => ({
      fileName: document.file_name,
      uploadedAt: document.created_at.toISOString(),
      mediaType: document.media_type,
      size: document.size,
    })),
  };

  async function* entries(): AsyncGenerator<ZipEntry> {
    yield { name: 'README.txt', content: [README_TEXT] };
    yield { name: 'profile.json', content: [`${JSON.stringify(profile, null, 2)}\n`] };
    for (const document of documents) {
      const rows = await loadTransactions(ctx.db, document.id);
      yield {
        name: names.take('statements', document.file_name, '.csv'),
        content: transactionsCsv(rows, await sheetReadings(ctx, user.id, document.file_name)),
      };
      const messages = await chatHistory(ctx, user.id, document.file_name);
      const chat = { document: document.file_name, messages };
      yield {
        name: names.take('chats', document.file_name, '.json'),
        content: [`${JSON.stringify(chat, null, 2)}\n`],
      };
    }
    const [rules, rows] = await Promise.all([
      listRules(ctx.db, user.id),
      listRowCorrections(ctx.db, user.id),
    ]);
    if (rules.length > 0 || rows.length > 0) {
      const corrections = {
        merchantRules: rules.map((rule) => ({
          merchantAsRead: rule.merchant_key,
          merchant: rule.merchant,
          category: rule.category,
        })),
        rows: rows.map((row) => ({
          statement: row.file_name,
          position: row.position,
          merchant: row.merchant,
          category: row.category,
        })),
      };
      yield {
        name: 'corrections.json',
        content: [`${JSON.stringify(corrections, null, 2)}\n`],
      };
    }
    const syncPairs = await syncPairsForExport(ctx.db, user.id);
    if (syncPairs.length > 0) {
      yield {
        name: 'sync-pairs.json',
        content: [`${JSON.stringify({ pairs: syncPairs }, null, 2)}\n`],
      };
    }
    const across = await allStatementsHistory(ctx, user.id);
    if (across.length > 0) {
      yield {
        name: 'all-statements-chat.json',
        content: [`${JSON.stringify({ messages: across }, null, 2)}\n`],
      };
    }
  }

  return { fileName: dataExportFileName(now), entries: entries() };
}
