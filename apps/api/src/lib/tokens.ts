import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random secret, URL-safe. Only its hash is ever stored. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a secret, hex: what the database stores and looks up. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A public payment reference: 20 Crockford base-32 characters (100 random bits), easy to read
 * out and impossible to guess, e.g. `7KQ2M9X4TZ8WE3HB6N5R`.
 */
export function newReference(): string {
  let out = '';
  for (const byte of randomBytes(20)) out += CROCKFORD[byte & 31];
  return out;
}
