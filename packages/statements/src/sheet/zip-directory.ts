/**
 * A zip archive's entries as its central directory declares them, each checked against its own
 * local header. Readers disagree about which of the two to trust (SheetJS sizes its buffers from
 * the local header), so an entry whose two headers disagree is refused, never chosen between.
 */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  packedSize: number;
  unpackedSize: number;
  /** Where the entry's packed bytes start; they run for packedSize bytes. */
  dataStart: number;
}

export type ZipDirectory = { ok: true; entries: ZipEntry[] } | { ok: false };

const END_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_SIZE = 22;
const MAX_COMMENT = 0xffff;
/** Set when the sizes follow the data in a descriptor, the local header's being zero. */
const DESCRIPTOR_FLAG = 0x8;
/** Encryption and central-directory encryption: nothing a spreadsheet reader can open. */
const ENCRYPTED_FLAGS = 0x2041;
/** A 32-bit size of all ones says the real one is in the ZIP64 extra field. */
const ZIP64_MARK = 0xffffffff;
const ZIP64_EXTRA = 0x0001;

class Damaged extends Error {}

/** The archive's entries, or not ok when any part of the directory is missing or inconsistent. */
export function readZipDirectory(bytes: Uint8Array): ZipDirectory {
  try {
    return { ok: true, entries: readEntries(new Reader(bytes)) };
  } catch (error) {
    if (error instanceof Damaged) return { ok: false };
    throw error;
  }
}

function readEntries(reader: Reader): ZipEntry[] {
  const end = findEnd(reader);
  const count = reader.u16(end + 10);
  let at = reader.u32(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    reader.expect(at, CENTRAL_SIGNATURE);
    const nameLength = reader.u16(at + 28);
    const extraLength = reader.u16(at + 30);
    const extra = reader.bytes(at + 46 + nameLength, extraLength);
    const [unpackedSize, packedSize, offset] = zip64(
      [reader.u32(at + 24), reader.u32(at + 20), reader.u32(at + 42)],
      extra,
    ) as [number, number, number];
    const central = {
      name: latin1(reader.bytes(at + 46, nameLength)),
      method: reader.u16(at + 10),
      packedSize,
      unpackedSize,
    };
    entries.push({ ...central, dataStart: checkLocal(reader, offset, central) });
    at += 46 + nameLength + extraLength + reader.u16(at + 32);
  }
  return entries;
}

/** The end-of-directory record: the last one in the file, as every reader looks for it. */
function findEnd(reader: Reader): number {
  const last = reader.length - END_SIZE;
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT; at -= 1) {
    if (reader.u32(at) === END_SIGNATURE) return at;
  }
  throw new Damaged();
}

/**
 * Checks the local header against the central directory and returns where the data starts. A
 * local header with zero sizes and the descriptor flag is allowed: its sizes come after the
 * data, and the capped inflation holds the entry to the central directory's.
 */
function checkLocal(reader: Reader, at: number, central: Omit<ZipEntry, 'dataStart'>): number {
  reader.expect(at, LOCAL_SIGNATURE);
  const flags = reader.u16(at + 6);
  const nameLength = reader.u16(at + 26);
  const extraLength = reader.u16(at + 28);
  const declared = [reader.u32(at + 22), reader.u32(at + 18)];
  const [unpacked, packed] = zip64(declared, reader.bytes(at + 30 + nameLength, extraLength));
  const deferred = (flags & DESCRIPTOR_FLAG) !== 0 && declared.every((size) => size === 0);
  const agrees = deferred || (unpacked === central.unpackedSize && packed === central.packedSize);
  if ((flags & ENCRYPTED_FLAGS) !== 0 || reader.u16(at + 8) !== central.method || !agrees) {
    throw new Damaged();
  }
  const dataStart = at + 30 + nameLength + extraLength;
  if (dataStart + central.packedSize > reader.length) throw new Damaged();
  return dataStart;
}

/** Replaces each value marked as ZIP64 with the extra field's next one, in the format's order. */
function zip64(values: number[], extra: Uint8Array): number[] {
  if (!values.includes(ZIP64_MARK)) return values;
  const reader = new Reader(extra);
  for (let at = 0; at + 4 <= extra.length; at += 4 + reader.u16(at + 2)) {
    if (reader.u16(at) !== ZIP64_EXTRA) continue;
    let next = at + 4;
    return values.map((value) => {
      if (value !== ZIP64_MARK) return value;
      next += 8;
      return reader.u64(next - 8);
    });
  }
  throw new Damaged();
}

function latin1(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return text;
}

/** Little-endian reads that call the archive damaged rather than read past its end. */
class Reader {
  private readonly view: DataView;

  constructor(private readonly data: Uint8Array) {
    this.view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  }

  get length(): number {
    return this.data.length;
  }

  u16(at: number): number {
    this.within(at, 2);
    return this.view.getUint16(at, true);
  }

  u32(at: number): number {
    this.within(at, 4);
    return this.view.getUint32(at, true);
  }

  /** Sizes past 2^53 cannot be real here; they come out as a huge number the limits refuse. */
  u64(at: number): number {
    return this.u32(at) + this.u32(at + 4) * 0x1_0000_0000;
  }

  bytes(at: number, length: number): Uint8Array {
    this.within(at, length);
    return this.data.subarray(at, at + length);
  }

  expect(at: number, signature: number): void {
    if (this.u32(at) !== signature) throw new Damaged();
  }

  private within(at: number, length: number): void {
    if (at < 0 || at + length > this.data.length) throw new Damaged();
  }
}
