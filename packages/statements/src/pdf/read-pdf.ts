import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { fail } from '../errors';
import type { ParseOptions, ParseResult } from '../types';
import { pageWords } from './page-words';
import { readPages } from './read-pages';
import { streamsWithinLimits } from './stream-limits';
import type { Word } from './types';

/** The zip bomb's sentence, said of a PDF. */
const TOO_LARGE =
  'This PDF unpacks to far more data than a bank statement holds, so we did not open it.';

/**
 * Reads a PDF statement from its text layer. A password-protected file opens with the password
 * given, and says whether it needs one or was given the wrong one; a scan (pages with no text)
 * gets its own error; a file pdf.js cannot open is damaged. A file whose streams inflate to far
 * more than a statement's is refused before pdf.js sees it (stream-limits.ts).
 */
export async function readPdf(bytes: Uint8Array, options: ParseOptions = {}): Promise<ParseResult> {
  if (!streamsWithinLimits(bytes)) return fail('too-large-unpacked', TOO_LARGE);
  let pages: Word[][];
  try {
    pages = await loadWords(bytes, options.password);
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') {
      return fail(await passwordProblem(error));
    }
    return fail('damaged-file');
  }
  if (pages.every((words) => words.length === 0)) return fail('pdf-no-text');
  return readPages(pages);
}

/** pdf.js says why it wants a password: none was given, or the one given is not this file's. */
async function passwordProblem(error: Error): Promise<'password-required' | 'wrong-password'> {
  const { PasswordResponses } = await getResolvedPDFJS();
  const { code } = error as Error & { code?: unknown };
  return code === PasswordResponses.INCORRECT_PASSWORD ? 'wrong-password' : 'password-required';
}

/** Every page's words, in page order; the document is always released. */
async function loadWords(bytes: Uint8Array, password: string | undefined): Promise<Word[][]> {
  // pdf.js takes ownership of the buffer it is given, so it gets a copy, a plain Uint8Array
  // (slice() on a Node.js buffer is no copy, and pdf.js refuses those); and it would print its
  // repairs of a damaged file to the console, which a library must not do.
  const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, password });
  try {
    const pages: Word[][] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(pageWords(content.items));
      page.cleanup();
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
