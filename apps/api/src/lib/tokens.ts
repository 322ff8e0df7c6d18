import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random secret, URL-safe. Only its hash is ever stored. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a secret, hex: what the database stores and looks up. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
