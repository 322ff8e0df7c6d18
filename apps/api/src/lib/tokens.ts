import { createHash, randomBytes } from 'node:crypto';
import { secretIssued } from './issued-secrets';

/** A 256-bit random secret, URL-safe, for `purpose` (e.g. 'session token'). */
export function newSecret(purpose: string): string {
  const secret = randomBytes(32).toString('base64url');
  secretIssued(purpose, secret);
  return secret;
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
