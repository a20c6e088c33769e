import { describe, expect, it } from 'vitest';
import type { TransactionChunk } from '../transaction-chunks';
import { ChunkStream, ParseInterrupted } from './chunk-stream';

const chunk = (firstPosition: number): TransactionChunk => ({
  firstPosition,
  dates: '{"2024-01-01"}',
  descriptions: '{"x"}',
  amountsMinor: '{1}',
  balancesMinor: null,
  currencies: null,
  categories: null,
  references: null,
  pendings: null,
  types: null,
  feesMinor: null,
});

async function readAll(stream: ChunkStream): Promise<number[]> {
  const positions: number[] = [];
  for await (const { firstPosition } of stream) positions.push(firstPosition);
  return positions;
}

describe('the chunks of a statement as its thread sends them', () => {
  it('gives every chunk in order, those sent before the reading and those after', async () => {
    const stream = new ChunkStream();
    stream.push(chunk(0));
    const reading = readAll(stream);
    stream.push(chunk(20_000));
    await new Promise((resolve) => setTimeout(resolve, 5));
    stream.push(chunk(40_000));
    stream.end();
    expect(await reading).toEqual([0, 20_000, 40_000]);
  });

  it('throws the thread’s failure after the chunks it did send, so the storing rolls back', async () => {
    const stream = new ChunkStream();
    const seen: number[] = [];
    const reading = (async () => {
      for await (const { firstPosition } of stream) seen.push(firstPosition);
    })();
    stream.push(chunk(0));
    await new Promise((resolve) => setTimeout(resolve, 5));
    stream.fail('timed-out');
    await expect(reading).rejects.toEqual(new ParseInterrupted('timed-out'));
    expect(seen).toEqual([0]);
  });

  it('keeps the outcome it had first: a stream that ended does not fail afterwards', async () => {
    const stream = new ChunkStream();
    stream.push(chunk(0));
    stream.end();
    stream.fail('crashed');
    expect(await readAll(stream)).toEqual([0]);
  });
});
