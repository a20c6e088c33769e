// The consistency run: one user uploads every statement of a set (two accounts twice, under
// other names, over overlapping months) and every screen's figures are checked against the
// generator's: the sheet, the insights, all statements together, the chat and the downloads.
import { Client } from './client';
import { expectedOf, type Expected, type Figures } from './expected';
import type { StatementFile } from './model';
import { checkAllStatements } from './checks/all-statements';
import { checkAllChat, checkStatementChat } from './checks/chat';
import { checkDownloads } from './checks/exports';
import { checkAllDownload, checkDataExport } from './checks/exports-all';
import type { StatementCtx } from './checks/helpers';
import { checkInsights } from './checks/insights';
import { Recorder, type CheckClass } from './checks/record';
import { checkSheet } from './checks/sheet';

export { Recorder, type Check, type CheckClass } from './checks/record';
export { parseCsv } from './checks/helpers';
export { printScore, score } from './checks/score';

export interface RunOptions {
  baseUrl: string;
  files: StatementFile[];
  setName: string;
  say?: (line: string) => void;
}

export async function runConsistency({ baseUrl, files, setName, say = console.log }: RunOptions) {
  const rec = new Recorder();
  const expected: Expected = expectedOf(files);
  const client = new Client(baseUrl);
  await client.signUp(
    `blind-consistency-${setName}-${Date.now()}@example.com`,
    'not-a-real-password-42',
  );
  const uploaded = new Map<string, string>(); // our file name → the product's

  // ---- uploads ----
  for (const file of files) {
    const up = await client.upload(file.fileName, file.bytes);
    const doc = up.body.document;
    say(
      `upload ${file.fileName}: ${up.status} ${doc ? `${doc.transactionCount} rows, ${doc.currency}` : `${up.body.code} ${up.body.message}`}${up.confirmed ? ' (reading confirmed as shown)' : ''}`,
    );
    rec.log.push(
      `upload ${file.fileName}: ${up.status} ${JSON.stringify(doc ?? up.body)}${up.confirmed ? ' (asked to confirm the reading; confirmed as shown)' : ''}`,
    );
    if (!doc) {
      rec.truth(
        'sheet',
        file.currency,
        file.fileName,
        'upload accepted',
        'upload card',
        false,
        'the statement read',
        `${up.status} ${up.body.code ?? ''} ${up.body.message ?? ''}`,
      );
      continue;
    }
    uploaded.set(file.fileName, doc.fileName);
    rec.truth(
      'sheet',
      file.currency,
      file.fileName,
      'upload accepted',
      'upload card',
      true,
      'read',
      'read',
    );
    rec.figure(
      'sheet',
      file.currency,
      file.fileName,
      'upload card: transaction count',
      'upload card',
      file.rows.length,
      doc.transactionCount,
      null,
    );
    const currency = doc.currency;
    if (currency === null) {
      // The card asks which currency; the owner knows it.
      const patch = await client.json<{ currency?: string }>(
        'PATCH',
        `/api/documents/${encodeURIComponent(doc.fileName)}`,
        { currency: file.currency },
      );
      rec.log.push(
        `  currency asked; PATCH ${file.currency}: ${patch.status} ${JSON.stringify(patch.body)}`,
      );
      if (file.namesCurrency) {
        rec.truth(
          'sheet',
          file.currency,
          file.fileName,
          'currency read from the file',
          'upload card',
          false,
          file.currency,
          'none (asked)',
        );
      }
    } else {
      // A currency the file names must be read from it, not taken from an earlier choice.
      const fromMemory = doc.warnings.some((w) => /names no currency/i.test(w));
      const readOk = currency === file.currency && !(file.namesCurrency && fromMemory);
      rec.truth(
        'sheet',
        file.currency,
        file.fileName,
        file.namesCurrency ? 'currency read from the file' : 'currency (file names none)',
        'upload card',
        readOk,
        file.currency,
        `${currency}${fromMemory ? ' (from an earlier choice: "the file names no currency")' : ''}`,
        currency !== file.currency,
      );
    }
  }

  // ---- per statement ----
  for (const file of files) {
    const name = uploaded.get(file.fileName);
    const fx = expected.perFile[file.fileName] as Figures;
    const cur = file.currency;
    const exp = file.exponent;
    const fig = (
      cls: CheckClass,
      what: string,
      screen: string,
      e: number,
      s: number | null | undefined,
    ) => {
      rec.figure(cls, cur, file.fileName, what, screen, e, s, exp);
    };
    const cnt = (
      cls: CheckClass,
      what: string,
      screen: string,
      e: number,
      s: number | null | undefined,
    ) => {
      rec.figure(cls, cur, file.fileName, what, screen, e, s, null);
    };
    const months = Object.keys(fx.months).sort();
    const screenSheet = `/transactions?file=${file.fileName}`;

    const ctx: StatementCtx = {
      client,
      rec,
      file,
      name,
      fx,
      cur,
      exp,
      fig,
      cnt,
      months,
      screenSheet,
    };

    // Sheet
    const rows = await checkSheet(ctx);

    // Insights
    await checkInsights(ctx);

    // Chat about this statement
    await checkStatementChat(ctx);

    // Downloads: CSV and XLSX of the sheet, and the data export (checked after the loop)
    await checkDownloads(client, rec, file, name, rows);
  }

  // ---- all statements ----
  const { currencies, allSum } = await checkAllStatements(client, rec, files, expected);

  // Chat about all statements
  await checkAllChat(client, rec, files, expected, currencies, allSum);

  // All-statements download, and the data export's statement files
  await checkAllDownload(client, rec, files, expected);
  await checkDataExport(client, rec, files, uploaded);
  return { rec, expected };
}
