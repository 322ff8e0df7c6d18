import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { appKeyBytes } from '../config';
import { secretIssued } from './issued-secrets';

/**
 * Encrypts secrets kept in the database (a connected non-profit's provider tokens) with
 * AES-256-GCM under APP_KEY, so that a copy of the database alone does not hand them out.
 * The server always has a key (its own APP_KEY, or one it made and keeps, see withAppKey in
 * config.ts); the fixed development key below is for tests that build the app without one.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const VERSION = 'v1';
/**
 * GCM's whole tag. A decipher checks only as many tag bytes as it is handed (down to 4), so a
 * shorter tag would let a forger guess a sealed link's tag in 2^32 tries: only 16 bytes open.
 */
const TAG_BYTES = 16;

export function createSecretBox(appKey: string | undefined): SecretBox {
  const key =
    (appKey ? appKeyBytes(appKey) : null) ??
    createHash('sha256').update('pifworld development key: set APP_KEY').digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const sealed = [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
      secretIssued('sealed value', sealed);
      return sealed;
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) {
        throw new Error('not a sealed secret');
      }
      const tagBytes = Buffer.from(tag, 'base64url');
      if (tagBytes.length !== TAG_BYTES) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAuthTag(tagBytes);
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
