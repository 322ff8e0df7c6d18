/**
 * The rules of a new password that need no schema, in plain functions: `auth.ts` builds its
 * schemas with them, the API applies them where the account is only known on the server (a
 * reset link, a profile change), and the web app checks a password with them before sending,
 * without loading zod. The list of common passwords is not here: it is large, and only the API
 * holds it.
 */

/** Minimum password length. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * Longest password taken, new or to sign in with: long enough for any passphrase (argon2 hashes
 * whatever length it is given), short enough that a request cannot make the server hash
 * megabytes.
 */
export const PASSWORD_MAX_LENGTH = 256;

/**
 * Shortest part of an e-mail address or name that a password may not contain: shorter parts
 * ("an", "jo") are inside too many ordinary words to refuse them.
 */
export const PERSONAL_PART_MIN_LENGTH = 4;

export interface PasswordOwner {
  email?: string | null;
  name?: string | null;
}

const fold = (text: string) => text.normalize('NFKC').toLowerCase();

/** Runs of letters and digits, in any script: the words a name or an address is made of. */
const partsOf = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * What a new password may not contain, lower case: the whole e-mail address, its local part and
 * the words of that part, and the words of the name, each when at least
 * PERSONAL_PART_MIN_LENGTH long.
 */
export function personalWords(owner: PasswordOwner): string[] {
  const words = new Set<string>();
  const long = (word: string) => word.length >= PERSONAL_PART_MIN_LENGTH;
  const email = fold(owner.email?.trim() ?? '');
  const at = email.lastIndexOf('@');
  if (at > 0) {
    words.add(email);
    const local = email.slice(0, at);
    if (long(local)) words.add(local);
    for (const part of partsOf(local)) if (long(part)) words.add(part);
  }
  for (const part of partsOf(fold(owner.name ?? ''))) if (long(part)) words.add(part);
  return [...words];
}

/** Whether `password` contains, in any case, the e-mail address or name of one of `owners`. */
export function containsPersonalData(password: string, ...owners: PasswordOwner[]): boolean {
  const folded = fold(password);
  return owners.some((owner) => personalWords(owner).some((word) => folded.includes(word)));
}
