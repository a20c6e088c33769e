/**
 * Generators of the hostile files in issue #15: archives and PDFs a megabyte or three long that
 * unpack to a gigabyte. Made here rather than kept as files, in a few milliseconds each.
 */
import { constants, deflateRawSync } from 'node:zlib';

export const MiB = 1024 * 1024;

/** A deflate stream's final block with nothing in it: fixed codes, end of block at once. */
const FINAL_EMPTY_BLOCK = Uint8Array.of(0x03, 0x00);

/**
 * Raw deflate data of `piece` repeated `times` times. The piece is packed once with a full
 * flush, which ends its blocks on a byte and forgets the history, so its copies can be
 * concatenated; a final empty block closes the stream.
 */
export function repeatedDeflate(piece: Uint8Array, times: number): Uint8Array {
  const packed = deflateRawSync(piece, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const out = new Uint8Array(packed.length * times + FINAL_EMPTY_BLOCK.length);
  for (let i = 0; i < times; i += 1) out.set(packed, i * packed.length);
  out.set(FINAL_EMPTY_BLOCK, packed.length * times);
  return out;
}

/** A mebibyte of sheet XML rows: what a sheet that unpacks to gigabytes is made of. */
function sheetRows(): Uint8Array {
  const row = '<row r="1"><c r="A1" t="n"><v>1</v></c><c r="B1" t="n"><v>2</v></c></row>';
  return new TextEncoder().encode(row.repeat(Math.ceil(MiB / row.length)).slice(0, MiB));
}

export interface HostileEntry {
  name: string;
  /** The entry's bytes as stored (deflated unless method is 0). */
  data: Uint8Array;
  method?: number;
  flags?: number;
  central: { unpacked: number; packed: number };
  local: { unpacked: number; packed: number };
  /** The local header's extra field (a ZIP64 record, say). */
  localExtra?: Uint8Array;
}

/** A zip archive written field by field, so that each header can say what a test wants. */
export function writeZip(entries: HostileEntry[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = new TextEncoder().encode(entry.name);
    const extra = entry.localExtra ?? new Uint8Array(0);
    const local = header(30 + name.length + extra.length, (view) => {
      view.setUint32(0, 0x04034b50, true);
      view.setUint16(4, 20, true);
      view.setUint16(6, entry.flags ?? 0, true);
      view.setUint16(8, entry.method ?? 8, true);
      view.setUint32(18, entry.local.packed, true);
      view.setUint32(22, entry.local.unpacked, true);
      view.setUint16(26, name.length, true);
      view.setUint16(28, extra.length, true);
    });
    local.set(name, 30);
    local.set(extra, 30 + name.length);
    central.push(
      header(46 + name.length, (view) => {
        view.setUint32(0, 0x02014b50, true);
        view.setUint16(4, 20, true);
        view.setUint16(6, 20, true);
        view.setUint16(8, entry.flags ?? 0, true);
        view.setUint16(10, entry.method ?? 8, true);
        view.setUint32(20, entry.central.packed, true);
        view.setUint32(24, entry.central.unpacked, true);
        view.setUint16(28, name.length, true);
        view.setUint32(42, offset, true);
      }),
    );
    central.at(-1)?.set(name, 46);
    parts.push(local, entry.data);
    offset += local.length + entry.data.length;
  }
  const directorySize = central.reduce((sum, part) => sum + part.length, 0);
  const end = header(22, (view) => {
    view.setUint32(0, 0x06054b50, true);
    view.setUint16(8, entries.length, true);
    view.setUint16(10, entries.length, true);
    view.setUint32(12, directorySize, true);
    view.setUint32(16, offset, true);
  });
  return concat([...parts, ...central, end]);
}

/**
 * The XLSX of issue #15: one sheet that inflates to `mebibytes` MiB (1 GiB in the issue), whose
 * central directory declares its packed size as its unpacked one (so the ratio looks like 1)
 * and whose local header claims 0xFFFFFFFF bytes, which SheetJS allocated.
 * `lie`: 'local' is the file; 'both' has both headers agree on the small size;
 * 'descriptor' has zero local sizes and the data-descriptor flag, as streaming writers do.
 */
export function lyingXlsx(mebibytes: number, lie: 'local' | 'both' | 'descriptor'): Uint8Array {
  const data = repeatedDeflate(sheetRows(), mebibytes);
  const declared = { unpacked: data.length, packed: data.length };
  const local = {
    local: { unpacked: 0xffffffff, packed: data.length },
    both: declared,
    descriptor: { unpacked: 0, packed: 0 },
  }[lie];
  const flags = lie === 'descriptor' ? 0x8 : 0;
  return writeZip([{ name: 'xl/worksheets/sheet1.xml', data, flags, central: declared, local }]);
}

/**
 * The PDF of issue #15: one page whose content is a zlib stream of `mebibytes` MiB of text
 * operators (1 GiB in the issue, from 3 MB). 'hidden' puts a hex filter before the Flate one,
 * which hides the stream from our check of the file, and fills it with comments, which pdf.js
 * reads past without making anything of them: only its buffer of the inflated stream grows.
 */
export function bombPdf(mebibytes: number, kind: 'text' | 'hidden' = 'text'): Buffer {
  const line =
    kind === 'text'
      ? 'BT /F1 9 Tf 72 700 Td (Card payment 12.00) Tj ET\n'
      : '% nothing to see here, only a comment\n';
  const text = new TextEncoder().encode(line.repeat(Math.ceil(MiB / line.length)).slice(0, MiB));
  // zlib's header (deflate, default level, no dictionary), the data, and a checksum pdf.js skips.
  const zlib = Buffer.concat([
    Uint8Array.of(0x78, 0x9c),
    repeatedDeflate(text, mebibytes),
    new Uint8Array(4),
  ]);
  const stream = kind === 'text' ? zlib : Buffer.from(`${zlib.toString('hex')}>`);
  const filter = kind === 'text' ? '/FlateDecode' : '[/ASCIIHexDecode /FlateDecode]';
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R ' +
        '/Resources << /Font << /F1 5 0 R >> >> >>',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter ${filter} >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
  ];
  const parts = [Buffer.from('%PDF-1.4\n')];
  let length = parts[0]?.length ?? 0;
  const offsets = objects.map((object, index) => {
    const offset = length;
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      object,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(part);
    length += part.length;
    return offset;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(xref)]);
}

/** A ZIP64 extra field giving an entry's unpacked and packed sizes. */
export function zip64Extra(unpacked: number, packed: number): Uint8Array {
  return header(20, (view) => {
    view.setUint16(0, 0x0001, true);
    view.setUint16(2, 16, true);
    view.setBigUint64(4, BigInt(unpacked), true);
    view.setBigUint64(12, BigInt(packed), true);
  });
}

function header(length: number, fill: (view: DataView) => void): Uint8Array {
  const bytes = new Uint8Array(length);
  fill(new DataView(bytes.buffer));
  return bytes;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
