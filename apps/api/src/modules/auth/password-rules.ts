import {
  authMessages,
  containsPersonalData,
  PASSWORD_MIN_LENGTH,
  type PasswordOwner,
} from '@app/contract';
import { fieldError } from '../../lib/validation';

/** How many of the most common passwords a new password may not be. */
export const COMMON_PASSWORDS_REFUSED = 10_000;

let common: Promise<Set<string>> | undefined;

/**
 * The COMMON_PASSWORDS_REFUSED most common passwords that are long enough to pass the length
 * rule, lower case. They come from `@zxcvbn-ts/language-common` (MIT licence): its
 * `passwords-common` list holds the passwords of Mark Burnett's ten-million-password set
 * (xato.net, released into the public domain), most frequent first, lower-cased, leaving out
 * those that are only a run of one character or of consecutive characters (refused below). The
 * shorter ones are passed over, so every one of the 10,000 is one the length rule would let
 * through. Read at the first new password rather than at start (about 30 ms and 2 MB).
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(
        dictionary['passwords-common']
          .filter((password) => password.length >= PASSWORD_MIN_LENGTH)
          .slice(0, COMMON_PASSWORDS_REFUSED),
      ),
  );
  return common;
}

/** One character over and over ('aaaaaaaa'), or a straight run ('abcdefgh', '87654321'). */
function isRun(password: string): boolean {
  const codes = Array.from(password, (char) => char.codePointAt(0)!);
  if (codes.length < 2) return true;
  const step = codes[1]! - codes[0]!;
  return Math.abs(step) <= 1 && codes.every((code, i) => i === 0 || code - codes[i - 1]! === step);
}

/** Whether a password is among the most common ones, whatever its case. */
export async function isCommonPassword(password: string): Promise<boolean> {
  const folded = password.toLowerCase();
  return isRun(folded) || (await commonPasswords()).has(folded);
}

/**
 * Refuses a new password with a 422 on `password` when it is among the most common passwords,
 * or when it contains the e-mail address or name of an owner (an account as it is, and as the
 * same change makes it). No rule asks for digits, capitals or symbols: length and these two
 * decide, as NIST SP 800-63B recommends.
 */
export async function assertPasswordAllowed(
  password: string,
  ...owners: PasswordOwner[]
): Promise<void> {
  if (await isCommonPassword(password)) {
    throw fieldError('password', authMessages.passwordTooCommon);
  }
  if (containsPersonalData(password, ...owners)) {
    throw fieldError('password', authMessages.passwordPersonal);
  }
}
