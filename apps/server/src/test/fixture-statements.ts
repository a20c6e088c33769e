import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ReadingChoice, ReadingQuestionBody } from '@sheetwise/contracts';
import { parseStatement, type ParseResult } from '@sheetwise/statements';
import { expect } from 'vitest';
import { FIXTURES } from './fixtures';
import type { SessionClient } from './session-client';

/** Fixtures that are not statements we accept: other formats, and the two PDFs with no text. */
const NOT_STATEMENTS = new Set([
  'ofxparse/checking.ofx',
  'csv2ofx/default.qif',
  'monopoly/protected.pdf',
  'monopoly/4_pages_blank.pdf',
]);

/** The second public set, which no reader was built on (issue #16). */
export const SECOND_SET = path.resolve(FIXTURES, '../statements-2');

/** The statement files of a fixture set, as `bank/file`, sorted. */
export async function statementFixtures(root: string): Promise<string[]> {
  const folders = await readdir(root, { withFileTypes: true });
  const files = await Promise.all(
    folders
      .filter((entry) => entry.isDirectory())
      .map(async ({ name }) => (await readdir(path.join(root, name))).map((f) => `${name}/${f}`)),
  );
  return files
    .flat()
    .filter((file) => !NOT_STATEMENTS.has(file))
    .sort();
}

/**
 * Uploads a statement as a person would: a file the reader is unsure of is asked about, and the
 * reading as shown is confirmed. Returns the upload's response and the statement as parsed with
 * the same reading.
 */
export async function uploadConfirmed(
  client: SessionClient,
  fileName: string,
  bytes: Buffer,
): Promise<{ response: Awaited<ReturnType<SessionClient['upload']>>; parsed: ParseResult }> {
  const part = { fileName, content: bytes };
  let response = await client.upload('/api/embed/upload-doc', [part]);
  let parsed = await parseStatement(new Uint8Array(bytes), fileName);
  if (response.statusCode === 422) {
    const { code, reading } = response.json<ReadingQuestionBody>();
    expect(code).toBe('reading-needs-confirmation');
    const choice: ReadingChoice = {
      headerSignature: reading.headerSignature,
      roles: Object.fromEntries(reading.columns.map((c) => [String(c.index), c.role])),
      dateOrder: reading.dateOrder,
      flipSign: false,
    };
    const field = { fileName: null, field: 'reading', content: JSON.stringify(choice) };
    response = await client.upload('/api/embed/upload-doc', [field, part]);
    parsed = await parseStatement(new Uint8Array(bytes), fileName, { reading: choice });
  }
  return { response, parsed };
}
