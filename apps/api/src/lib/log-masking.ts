/**
 * The one filter every log line passes through (logger.ts hands it to pino as its last step, on
 * the line as it is about to be written): whatever put a value in the line (a request's path, an
 * error's message or cause, a value logged by hand), what follows never reaches the log.
 *
 * - E-mail addresses, also percent-encoded (`a%40b.org`) as in a query string.
 * - The token of a link (a password reset, an e-mail change's undo, a guest donor's erasure, a
 *   monthly gift's stop link), whatever it looks like, after the paths that carry one.
 * - Anything that looks made to be unguessable: a run of 32 or more URL-safe characters that
 *   mixes letters and digits or capitals and small letters (session and reset tokens, hashes),
 *   and dotted values with such a part (sealed links, `v1.<iv>.<tag>.<body>`, and JWTs).
 *   UUIDs are the names of public files and are kept.
 * - The credentials after `Bearer` or `Basic`.
 * - The value of every query-string parameter, except the few that only page or sort a list.
 * - One-time codes: 6 to 8 digits shortly after a word like code, otp, totp or pin; the words
 *   after "recovery code(s)" that hold a digit or are groups joined by hyphens.
 * - In a logged object: every string under a key that names a secret (token, secret, password,
 *   cookie, authorization, recovery), and 6 to 8 digits under a key that names a code.
 */

export const MASKED = {
  email: '[email]',
  secret: '[secret]',
  code: '[code]',
  value: '[masked]',
} as const;

const URL_SAFE = 'A-Za-z0-9_\\-';

/**
 * An address is found by its `@` (or `%40`) and domain; its local part is then read backwards.
 * A pattern that starts with the local part is tried at every character of a long run and takes
 * seconds on a hostile 30 kB path.
 */
const ADDRESS_DOMAIN = /(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![A-Za-z0-9-])/g;
const LOCAL_PART = /[A-Za-z0-9._%+-]/;

function maskAddresses(text: string): string {
  let out = '';
  let done = 0;
  for (const { 0: domain, index } of text.matchAll(ADDRESS_DOMAIN)) {
    let start = index;
    while (start > done && LOCAL_PART.test(text[start - 1]!)) start -= 1;
    out += `${text.slice(done, start)}${MASKED.email}`;
    done = index + domain.length;
  }
  return done === 0 ? text : out + text.slice(done);
}

/** Paths whose next segment is a link's token (web pages and the API's stop-link lookup). */
export const TOKEN_PATHS = [
  'forgot-password',
  'email-change/undo',
  'confirm-email',
  'donor-erasure',
  'monthly-giving',
  'invitation',
  'subscriptions/link',
] as const;

const TOKEN_IN_PATH = new RegExp(
  // A route's own `:token` is not one.
  `(/(?:${TOKEN_PATHS.join('|')})/)([^/?#\\s"'<>:][^/?#\\s"'<>]*)`,
  'gi',
);

const CREDENTIALS = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;

/** `?name=value` and `&name=value` anywhere in a text (a URL in an error message). */
const QUERY_PARAM = /([?&])([^=&#\s"'<>]+)=([^&#\s"'<>]*)/g;

/** Parameters that only page, sort or filter a list by a kind, and whose short values stay. */
const HARMLESS_PARAMS = new Set([
  'page',
  'per_page',
  'lang',
  'sort',
  'order',
  'type',
  'object_type',
  'status',
  'kind',
  'months',
]);

const DOTTED = new RegExp(
  `(?<![${URL_SAFE}.])[${URL_SAFE}]+(?:\\.[${URL_SAFE}]+){2,}(?![${URL_SAFE}])`,
  'g',
);

const LONG_RUN = new RegExp(`(?<![${URL_SAFE}])[${URL_SAFE}]{32,}(?![${URL_SAFE}])`, 'g');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ONE_TIME_CODE =
  /((?<![a-z])(?:codes?|otps?|totp|passcodes?|pins?)(?![a-z])[^\d\n]{0,12}?)\d{6,8}(?!\d)/gi;

const RECOVERY_CODES = /((?<![a-z])recovery[ _-]?codes?(?![a-z]))([^\n]*)/gi;

const RECOVERY_CODE_WORD =
  /(?<![A-Za-z0-9-])(?:[A-Za-z0-9]{3,}(?:-[A-Za-z0-9]{3,})+|(?=[A-Za-z-]*\d)[A-Za-z0-9-]{6,})(?![A-Za-z0-9-])/g;

/** Made to be guessed by nobody: mixes at least two of small letters, capitals and digits. */
function looksRandom(text: string): boolean {
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((kind) => kind.test(text)).length;
  return kinds >= 2 && !UUID.test(text);
}

const WORDS = new RegExp(`bearer|basic|recovery|${TOKEN_PATHS.join('|')}`, 'i');

/**
 * Whether the text has what some pattern above needs: an `@`, `%`, `?` or `&`, six digits in a
 * row, a run of 16 URL-safe characters, or one of the words. Most texts of a line (a method, a
 * route, a message) have none of it and are kept without trying each pattern; a loop over the
 * characters does this several times faster than one regular expression.
 */
function mightHold(text: string): boolean {
  let run = 0;
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // @ ? & %
    if (c === 64 || c === 63 || c === 38 || c === 37) return true;
    const digit = c >= 48 && c <= 57;
    const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    digits = digit ? digits + 1 : 0;
    // A-Z a-z 0-9 _ -
    run = digit || letter || c === 95 || c === 45 ? run + 1 : 0;
    if (digits >= 6 || run >= 16) return true;
  }
  return (text.includes('/') || text.includes(' ')) && WORDS.test(text);
}

/** The text with every address, token, credential, query value and one-time code masked. */
export function maskSecrets(text: string): string {
  // Shorter than the shortest address (a@b.nl) or code: nothing to find.
  if (text.length < 6 || !mightHold(text)) return text;
  return maskAddresses(text)
    .replace(QUERY_PARAM, (_all, sep: string, name: string, value: string) =>
      value === '' || (HARMLESS_PARAMS.has(name) && /^[A-Za-z0-9_-]{1,20}$/.test(value))
        ? `${sep}${name}=${value}`
        : `${sep}${name}=${MASKED.value}`,
    )
    .replace(CREDENTIALS, (_all, scheme: string) => `${scheme} ${MASKED.secret}`)
    .replace(TOKEN_IN_PATH, (_all, path: string) => `${path}${MASKED.secret}`)
    .replace(DOTTED, (run) =>
      run.split('.').some((part) => part.length >= 16 && looksRandom(part)) ? MASKED.secret : run,
    )
    .replace(LONG_RUN, (run) => (looksRandom(run) ? MASKED.secret : run))
    .replace(ONE_TIME_CODE, (_all, before: string) => `${before}${MASKED.code}`)
    .replace(
      RECOVERY_CODES,
      (_all, words: string, rest: string) =>
        `${words}${rest.replace(RECOVERY_CODE_WORD, MASKED.code)}`,
    );
}

/** Keys whose string values are secrets whatever they look like. */
const SECRET_KEY = /token|secret|passw|cookie|authori[sz]ation|recovery|^otp$|^totp$/i;
/** Keys whose 6- to 8-digit values are one-time codes. */
const CODE_KEY = /(?:code|otp|totp|pin|passcode)s?$/i;

function maskValue(value: unknown, key: string | undefined, depth: number): unknown {
  if (typeof value === 'string') {
    if (key !== undefined && SECRET_KEY.test(key) && value !== '') return MASKED.secret;
    if (key !== undefined && CODE_KEY.test(key) && /^\s*\d{6,8}\s*$/.test(value)) {
      return MASKED.code;
    }
    return maskSecrets(value);
  }
  if (typeof value === 'number') {
    return key !== undefined && CODE_KEY.test(key) && /^\d{6,8}$/.test(String(value))
      ? MASKED.code
      : value;
  }
  if (typeof value !== 'object' || value === null || depth > 20) return value;
  if (Array.isArray(value)) return value.map((item) => maskValue(item, key, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    out[maskSecrets(name)] = maskValue(item, name, depth + 1);
  }
  return out;
}

/**
 * A line as pino writes it (JSON and a newline) with everything above masked in its values and
 * keys. The JSON is read first, so that a secret next to an escaped character (`\n`) is found
 * as it reads; a line that is not JSON is masked as text.
 */
export function maskLogLine(line: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return maskSecrets(line);
  }
  return `${JSON.stringify(maskValue(parsed, undefined, 0))}\n`;
}
