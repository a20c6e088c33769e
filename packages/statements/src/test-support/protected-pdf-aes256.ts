import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { PERMISSIONS } from './protected-pdf';
import { serializePdf, statementPdfObjects, type PdfObject, type PdfText } from './write-pdf';
import type { PdfOptions } from './write-pdf';

/**
 * Writes a PDF 2.0 statement under the Standard Security Handler, revision 6 with AES-256
 * (AESV3), for tests: the one revision whose passwords are UTF-8, so any script can be a
 * password. Written from ISO 32000-2 section 7.6.4.3.3 (algorithms 2.B, 8, 9 and 10) with
 * node:crypto; the owner password is the user password.
 */
export function writeAes256Pdf(
  pages: readonly PdfText[][],
  password: string,
  options: PdfOptions = {},
): Uint8Array {
  // The spec asks for SASLprep; pdf.js takes the password's UTF-8 as it is, and so do we.
  const secret = Buffer.from(password, 'utf8').subarray(0, 127);
  const key = randomBytes(32);
  const [userValidation, userKeySalt, ownerValidation, ownerKeySalt] = [8, 8, 8, 8].map((size) =>
    randomBytes(size),
  ) as [Buffer, Buffer, Buffer, Buffer];
  const user = Buffer.concat([hash(secret, userValidation), userValidation, userKeySalt]);
  const userKey = aes256NoPadding(hash(secret, userKeySalt), key);
  const owner = Buffer.concat([hash(secret, ownerValidation, user), ownerValidation, ownerKeySalt]);
  const ownerKey = aes256NoPadding(hash(secret, ownerKeySalt, user), key);
  const objects: PdfObject[] = statementPdfObjects(pages, options).map((object) =>
    typeof object === 'string' ? object : encryptStream(key, object),
  );
  objects.push(
    '<< /Filter /Standard /V 5 /R 6 /Length 256 /CF << /StdCF << /Type /CryptFilter ' +
      '/CFM /AESV3 /AuthEvent /DocOpen /Length 32 >> >> /StmF /StdCF /StrF /StdCF ' +
      `/O <${owner.toString('hex')}> /U <${user.toString('hex')}> ` +
      `/OE <${ownerKey.toString('hex')}> /UE <${userKey.toString('hex')}> ` +
      `/Perms <${permissionsValue(key).toString('hex')}> /P ${String(PERMISSIONS)} >>`,
  );
  const id = randomBytes(16).toString('hex');
  return serializePdf(objects, {
    version: '2.0',
    trailer: `/Encrypt ${String(objects.length)} 0 R /ID [<${id}> <${id}>]`,
  });
}

/**
 * Algorithm 2.B: SHA-256 of the password, salt and user data, then at least 64 rounds of AES-128
 * over 64 copies of (password, hash, user data), each round's hash chosen by its output.
 */
function hash(password: Buffer, salt: Buffer, userData: Buffer = Buffer.alloc(0)): Buffer {
  let k = createHash('sha256')
    .update(Buffer.concat([password, salt, userData]))
    .digest();
  let e = Buffer.alloc(1);
  for (let round = 0; round < 64 || (e.at(-1) ?? 0) > round - 32; round += 1) {
    const block = Buffer.concat([password, k, userData]);
    const cipher = createCipheriv('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32));
    cipher.setAutoPadding(false);
    e = Buffer.concat([cipher.update(Buffer.concat(Array.from({ length: 64 }, () => block)))]);
    // The first 16 bytes as a big number, mod 3, is their sum mod 3 (256 is 1 mod 3).
    const choice = e.subarray(0, 16).reduce((sum, byte) => sum + byte, 0) % 3;
    k = createHash(['sha256', 'sha384', 'sha512'][choice] ?? 'sha256')
      .update(e)
      .digest();
  }
  return k.subarray(0, 32);
}

/** AES-256-CBC with a zero IV and no padding: how the file key is wrapped (UE, OE). */
function aes256NoPadding(key: Buffer, data: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-cbc', key, Buffer.alloc(16));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

/** Algorithm 10: the permissions, encrypted so that a reader can tell they were not altered. */
function permissionsValue(key: Buffer): Buffer {
  const block = Buffer.alloc(16);
  block.writeInt32LE(PERMISSIONS, 0);
  block.writeInt32LE(-1, 4);
  block.write('Tadb', 8, 'latin1');
  const cipher = createCipheriv('aes-256-ecb', key, null);
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(block), cipher.final()]);
}

/** AESV3: a random IV, then the stream in AES-256-CBC under the file key itself. */
function encryptStream(key: Buffer, data: Uint8Array): Buffer {
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([iv, cipher.update(data), cipher.final()]);
}
