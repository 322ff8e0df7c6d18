import { type Language, serverTranslations } from './index';

/**
 * The API's messages in the reader's language (ADR 016). The code writes English (the product
 * specification's Laravel wording); the API's one edge hands every `message` and field error
 * it sends through `translateServerMessage`, which finds the English template it was made from
 * in `areas/server.en.json` and fills the same key's template in the asked language.
 *
 * Placeholders: `{{attribute}}` and `{{other}}` are field names, translated through
 * `server.attributes`; `{{message}}` is a message itself (Laravel's "first (and N more
 * errors)"); `{{max}}`, `{{min}}`, `{{count}}` and `{{divisor}}` are numbers; any other name is
 * copied as it is (a language code, a provider's name).
 */

const ATTRIBUTES = 'server.attributes.';
const NUMBERS = new Set(['max', 'min', 'count', 'divisor']);
const FIELD_NAMES = new Set(['attribute', 'other']);
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template as a regular expression; field names match `attributePattern` when it is given. */
function compile(key: string, text: string, attributePattern = '(.+?)'): Template {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    names.push(name);
    source += escape(text.slice(last, match.index));
    source += NUMBERS.has(name)
      ? '(-?[\\d.,]+)'
      : FIELD_NAMES.has(name)
        ? attributePattern
        : name === 'message'
          ? '(.+)'
          : '(.+?)';
    last = match.index + match[0].length;
  }
  source += escape(text.slice(last));
  return { key, pattern: new RegExp(`^${source}$`, 's'), names };
}

interface Catalog {
  /** Texts without placeholders, to their key. */
  exact: Map<string, string>;
  /** The others, the most literal text first, so that the most specific one wins. */
  templates: Template[];
  /** A field name as this language writes it, to its key under `server.attributes`. */
  attributes: Map<string, string>;
}

function catalogOf(lang: Language, strictAttributes: boolean): Catalog {
  const texts = serverTranslations[lang];
  const exact = new Map<string, string>();
  const attributes = new Map<string, string>();
  const entries: Array<[string, string]> = [];
  for (const [key, text] of Object.entries(texts)) {
    if (key.startsWith(ATTRIBUTES)) {
      if (!attributes.has(text)) attributes.set(text, key);
    } else if (/\{\{\s*\w+\s*\}\}/.test(text)) entries.push([key, text]);
    else if (!exact.has(text)) exact.set(text, key);
  }
  const attributePattern = strictAttributes
    ? `(${[...attributes.keys()]
        .sort((a, b) => b.length - a.length)
        .map(escape)
        .join('|')})`
    : undefined;
  const literal = (text: string) => text.replace(PLACEHOLDER, '').length;
  const templates = entries
    .sort(([, a], [, b]) => literal(b) - literal(a))
    .map(([key, text]) => compile(key, text, attributePattern));
  return { exact, templates, attributes };
}

const english = catalogOf('en', false);

function fill(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (_, name: string) => values[name] ?? '');
}

/** `text` in `lang`, or undefined when it is no English message of the catalog. */
function translateStrictly(text: string, lang: Language): string | undefined {
  const target = serverTranslations[lang];
  const key = english.exact.get(text);
  if (key) return target[key];
  let partly: string | undefined;
  for (const template of english.templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values: Record<string, string> = {};
    let whole = true;
    template.names.forEach((name, index) => {
      const value = match[index + 1] ?? '';
      if (FIELD_NAMES.has(name)) {
        const attribute = english.attributes.get(value);
        if (!attribute) whole = false;
        values[name] = attribute ? (target[attribute] ?? value) : value;
      } else if (name === 'message') {
        const inner = translateStrictly(value, lang);
        if (inner === undefined) whole = false;
        values[name] = inner ?? value;
      } else values[name] = value;
    });
    const translated = fill(target[template.key] ?? '', values);
    if (whole) return translated;
    // A field name the catalog does not know yet: the sentence is still better in the
    // reader's language. The API's language test fails on it, so it gets added.
    partly ??= translated;
  }
  return partly;
}

/**
 * An English message of the API in `lang`: itself when `lang` is English or the text is not in
 * the catalog (a test walks every endpoint so that the second does not happen).
 */
export function translateServerMessage(text: string, lang: Language): string {
  if (lang === 'en') return text;
  return translateStrictly(text, lang) ?? text;
}

type Body = { message?: unknown; errors?: unknown };

/**
 * A reply body with its `message` and its 422 `errors` in `lang`; other fields (the data) as
 * they are. A new object: bodies may be shared constants.
 */
export function translateServerBody<T>(body: T, lang: Language): T {
  if (lang === 'en' || body === null || typeof body !== 'object' || Array.isArray(body))
    return body;
  const { message, errors } = body as Body;
  const hasErrors = errors !== null && typeof errors === 'object' && !Array.isArray(errors);
  if (typeof message !== 'string' && !hasErrors) return body;
  const translated: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  if (typeof message === 'string') translated.message = translateServerMessage(message, lang);
  if (hasErrors) {
    translated.errors = Object.fromEntries(
      Object.entries(errors).map(([field, list]) => [
        field,
        Array.isArray(list)
          ? list.map((item) =>
              typeof item === 'string' ? translateServerMessage(item, lang) : item,
            )
          : list,
      ]),
    );
  }
  return translated as T;
}

const strictCatalogs = new Map<Language, Catalog>();

/**
 * Whether `text` is a message of the catalog in `lang`, with every field name one of the
 * catalog's and every nested message one too: what the language tests hold each reply to.
 */
export function isServerMessage(text: string, lang: Language): boolean {
  let catalog = strictCatalogs.get(lang);
  if (!catalog) {
    catalog = catalogOf(lang, true);
    strictCatalogs.set(lang, catalog);
  }
  if (catalog.exact.has(text)) return true;
  return catalog.templates.some((template) => {
    const match = template.pattern.exec(text);
    return (
      match !== null &&
      template.names.every(
        (name, index) => name !== 'message' || isServerMessage(match[index + 1] ?? '', lang),
      )
    );
  });
}
