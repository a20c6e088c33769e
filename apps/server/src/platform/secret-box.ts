import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_LENGTH = 12;
const TAG_LENGTH = 16;
const FORMAT = 'v1';

/** The master keys as main.ts holds them: the current one first, then any older ones. */
export interface MasterKeys {
  readonly current: Buffer;
  readonly old: readonly Buffer[];
}

/** A stored secret that no configured key opens, or that was moved to another owner. */
export class SecretUnreadableError extends Error {
  constructor() {
    super('A stored secret cannot be decrypted with the configured keys');
    this.name = 'SecretUnreadableError';
  }
}

/**
 * Seals short secrets kept in the database (refresh tokens) with AES-256-GCM, under a key derived
 * from the file-encryption master key for one purpose, so the master key itself never touches
 * them and a secret sealed for one purpose cannot be opened as another. `context` (e.g. the
 * owner's id) is authenticated too: a sealed value copied to another row fails to open.
 */
export class SecretBox {
  private readonly keys: Buffer[];

  constructor(masterKeys: MasterKeys, purpose: string) {
    this.keys = [masterKeys.current, ...masterKeys.old].map((master) =>
      Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `sheetwise secret: ${purpose}`, 32)),
    );
  }

  seal(plaintext: string, context: string): string {
    const [key] = this.keys;
    if (!key) throw new Error('No master key');
    const iv = randomBytes(IV_LENGTH);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(`${FORMAT}:${context}`, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${FORMAT}.${Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64url')}`;
  }

  open(sealed: string, context: string): string {
    const [format, body = ''] = sealed.split('.');
    const bytes = Buffer.from(body, 'base64url');
    if (format !== FORMAT || bytes.length < IV_LENGTH + TAG_LENGTH) {
      throw new SecretUnreadableError();
    }
    const iv = bytes.subarray(0, IV_LENGTH);
    const tag = bytes.subarray(bytes.length - TAG_LENGTH);
    const ciphertext = bytes.subarray(IV_LENGTH, bytes.length - TAG_LENGTH);
    for (const key of this.keys) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_LENGTH });
        decipher.setAAD(Buffer.from(`${FORMAT}:${context}`, 'utf8'));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
      } catch {
        // Sealed under another (older or newer) master key; try the next.
      }
    }
    throw new SecretUnreadableError();
  }
}
