import { randomBytes } from 'node:crypto';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipStream, type ZipEntry } from './zip-stream';

async function readAll(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

describe('zipStream', () => {
  it('writes a zip whose files hold exactly their pieces', async () => {
    const entries: ZipEntry[] = [
      { name: 'README.txt', content: ['hello'] },
      { name: 'statements/a.csv', content: ['x,y\r\n', '1,2\r\n'] },
      { name: 'empty.json', content: [] },
    ];
    const files = unzipSync(await readAll(zipStream(entries)));
    expect(Object.keys(files)).toEqual(['README.txt', 'statements/a.csv', 'empty.json']);
    expect(strFromU8(files['statements/a.csv'] ?? new Uint8Array())).toBe('x,y\r\n1,2\r\n');
    expect(files['empty.json']).toHaveLength(0);
  });

  it('asks for the next piece only as the reader takes bytes, so memory stays flat', async () => {
    let produced = 0;
    // Random text hardly compresses, so each 64 KiB piece comes out at once as bytes to send.
    function* pieces(): Generator<string> {
      for (let index = 0; index < 1_000; index += 1) {
        produced += 1;
        yield randomBytes(49_152).toString('base64');
      }
    }
    const stream = zipStream([{ name: 'big.csv', content: pieces() }]);
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A few pieces fill the stream's buffer; the other 990-odd wait for the reader.
    expect(produced).toBeLessThan(20);
    await iterator.return?.();
    expect(produced).toBeLessThan(20);
  });
});
