import { Readable } from 'node:stream';
import { Zip, ZipDeflate, strToU8 } from 'fflate';

export interface ZipEntry {
  /** The path inside the zip, e.g. `statements/march.csv`. */
  name: string;
  /** The file's text in pieces; each is compressed before the next is asked for. */
  content: AsyncIterable<string> | Iterable<string>;
}

/**
 * A zip written while it is read. fflate's synchronous `Zip` hands over compressed bytes as each
 * piece is pushed; the generator yields them and only then asks for the next piece, and
 * Readable.from asks the generator only when the response wants more. So a slow download holds
 * the export at the current piece instead of buffering the whole archive in memory, and a closed
 * connection stops the export (the generator is returned) without reading further.
 */
export function zipStream(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>): Readable {
  return Readable.from(zipChunks(entries), { objectMode: false });
}

async function* zipChunks(
  entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>,
): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  const take = () => {
    if (failure) throw failure;
    return ready.splice(0);
  };
  for await (const entry of entries) {
    const file = new ZipDeflate(entry.name, { level: 6 });
    zip.add(file);
    for await (const piece of entry.content) {
      file.push(strToU8(piece));
      yield* take();
    }
    file.push(new Uint8Array(0), true);
    yield* take();
  }
  zip.end();
  yield* take();
}
