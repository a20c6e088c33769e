import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import {
  serializePdf,
  statementPdfObjects,
  type PdfObject,
  type PdfOptions,
  type PdfText,
} from './write-pdf';

/** Every permission granted: only the two low bits, reserved, are clear. */
export const PERMISSIONS = -4;

/** The spec's 32 bytes that pad a password (algorithm 2, step a). */
const PADDING = Buffer.from(
  '28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a',
  'hex',
);

/**
 * Writes a password-protected PDF as banks e-mail them, for tests: write-pdf.ts's pages under the
 * Standard Security Handler, revision 4 with AES-128 (AESV2), which is what pdf.js must undo to
 * read them. Written from ISO 32000-1 section 7.6 (algorithms 1, 2, 3 and 5), with node:crypto's
 * MD5 and AES; RC4, which the O and U values still use and OpenSSL 3 no longer offers by
 * default, is a few lines here. The owner password is the user password (algorithm 3 allows it).
 */
export function writeProtectedPdf(
  pages: readonly PdfText[][],
  password: string,
  options: PdfOptions = {},
): Uint8Array {
  const id = randomBytes(16);
  const padded = padPassword(password);
  const owner = ownerValue(padded);
  const key = fileKey(padded, owner, id);
  const objects: PdfObject[] = statementPdfObjects(pages, options).map((object, index) =>
    typeof object === 'string' ? object : encryptObject(key, index + 1, object),
  );
  objects.push(
    '<< /Filter /Standard /V 4 /R 4 /Length 128 /CF << /StdCF << /Type /CryptFilter ' +
      '/CFM /AESV2 /AuthEvent /DocOpen /Length 16 >> >> /StmF /StdCF /StrF /StdCF ' +
      `/O <${owner.toString('hex')}> /U <${userValue(key, id).toString('hex')}> ` +
      `/P ${String(PERMISSIONS)} >>`,
  );
  const encrypt = `${String(objects.length)} 0 R`;
  const ids = `<${id.toString('hex')}> <${id.toString('hex')}>`;
  // AESV2 arrived with PDF 1.6.
  return serializePdf(objects, { version: '1.6', trailer: `/Encrypt ${encrypt} /ID [${ids}]` });
}

const md5 = (...parts: Uint8Array[]) => createHash('md5').update(Buffer.concat(parts)).digest();

/**
 * The password's first 32 bytes, padded: one byte per character, as pdf.js takes a password's
 * characters for revisions before 6.
 */
function padPassword(password: string): Buffer {
  return Buffer.concat([Buffer.from(password, 'latin1').subarray(0, 32), PADDING]).subarray(0, 32);
}

/** Algorithm 3: the O value, the padded user password encrypted under the owner's key. */
function ownerValue(padded: Buffer): Buffer {
  let hash = md5(padded);
  for (let round = 0; round < 50; round += 1) hash = md5(hash);
  return rc4Rounds(hash.subarray(0, 16), padded);
}

/** Algorithm 2: the file's 16-byte key, from the password, O, the permissions and the ID. */
function fileKey(padded: Buffer, owner: Buffer, id: Buffer): Buffer {
  const permissions = Buffer.alloc(4);
  permissions.writeInt32LE(PERMISSIONS);
  let hash = md5(padded, owner, permissions, id);
  for (let round = 0; round < 50; round += 1) hash = md5(hash.subarray(0, 16));
  return hash.subarray(0, 16);
}

/** Algorithm 5: the U value, which a reader recomputes to tell a right password from a wrong one. */
function userValue(key: Buffer, id: Buffer): Buffer {
  // The last 16 bytes are arbitrary padding: readers compare the first 16 only.
  return Buffer.concat([rc4Rounds(key, md5(PADDING, id)), Buffer.alloc(16)]);
}

/** Algorithm 1 with AESV2: a random IV, then the data in AES-128-CBC under the object's key. */
function encryptObject(key: Buffer, objectNumber: number, data: Uint8Array): Buffer {
  const number = Buffer.alloc(3);
  number.writeUIntLE(objectNumber, 0, 3);
  // The generation number, 0, in two bytes; then "sAlT", which marks an AES key.
  const objectKey = md5(key, number, Buffer.from([0, 0]), Buffer.from('sAlT', 'latin1'));
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-128-cbc', objectKey, iv);
  return Buffer.concat([iv, cipher.update(data), cipher.final()]);
}

/** RC4 under the key, then 19 more times under the key XORed with the round's number. */
function rc4Rounds(key: Buffer, data: Buffer): Buffer {
  let out = data;
  for (let round = 0; round < 20; round += 1)
    out = rc4(
      key.map((byte) => byte ^ round),
      out,
    );
  return out;
}

function rc4(key: Uint8Array, data: Uint8Array): Buffer {
  const state = Uint8Array.from({ length: 256 }, (_, index) => index);
  const at = (index: number) => state[index] ?? 0;
  const swap = (i: number, j: number) => {
    const held = at(i);
    state[i] = at(j);
    state[j] = held;
  };
  let j = 0;
  for (let i = 0; i < 256; i += 1) {
    j = (j + at(i) + (key[i % key.length] ?? 0)) & 0xff;
    swap(i, j);
  }
  const out = Buffer.alloc(data.length);
  let i = 0;
  j = 0;
  for (let index = 0; index < data.length; index += 1) {
    i = (i + 1) & 0xff;
    j = (j + at(i)) & 0xff;
    swap(i, j);
    out[index] = (data[index] ?? 0) ^ at((at(i) + at(j)) & 0xff);
  }
  return out;
}
