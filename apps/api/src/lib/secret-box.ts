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

export function createSecretBox(appKey: string | undefined): SecretBox {
  const key =
    (appKey ? appKeyBytes(appKey) : null) ??
    createHash('sha256').update('pifworld development key: set APP_KEY').digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
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
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
