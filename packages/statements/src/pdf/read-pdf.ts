import { getDocumentProxy } from 'unpdf';
import { fail } from '../errors';
import type { ParseResult } from '../types';

/** Reads a PDF statement's text layer. */
export async function readPdf(bytes: Uint8Array): Promise<ParseResult> {
  try {
    // pdf.js takes ownership of the buffer it is given, so it gets a copy.
    const document = await getDocumentProxy(bytes.slice());
    let textItems = 0;
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      textItems += content.items.filter((item) => 'str' in item && item.str.trim() !== '').length;
    }
    await document.destroy();
    return textItems === 0 ? fail('pdf-no-text') : fail('not-a-statement');
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') return fail('pdf-protected');
    return fail('damaged-file');
  }
}
