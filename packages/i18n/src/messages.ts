import { type MessageParams, readSaid, type Said, sharedMessageKeys } from './codes';
import { bundledTranslations, type Language, serverTranslations } from './index';

/**
 * The API's one catalog of messages: every code (`donations.target_closed`) to its text in each
 * language. A code names its string: `area.some_name` is `server.messages.area.someName`,
 * `field.some_name` is `server.fields.someName`, and a message the web app says as well is the
 * interface string of `sharedMessageKeys`. The API writes codes everywhere and calls
 * {@link messageText} once, at its edge (plugins/language.ts, ADR 042).
 *
 * Placeholders: `{{attribute}}` and `{{other}}` are field names (`address_line1`,
 * `items.0.title`), written as `server.attributes` says in the reader's language; any other
 * name is copied as it is (a number, a language code, a provider's name).
 */

const camel = (text: string) => text.replace(/[_ ]([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const snake = (text: string) => text.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const MESSAGES = 'server.messages.';
const FIELDS = 'server.fields.';

function codeTable(): Map<string, string> {
  const table = new Map<string, string>();
  for (const key of Object.keys(serverTranslations.en)) {
    if (key.startsWith(MESSAGES)) {
      const [area = '', name = ''] = key.slice(MESSAGES.length).split('.');
      table.set(`${snake(area)}.${snake(name)}`, key);
    } else if (key.startsWith(FIELDS)) table.set(`field.${snake(key.slice(FIELDS.length))}`, key);
  }
  for (const [code, key] of Object.entries(sharedMessageKeys)) table.set(code, key);
  return table;
}

const keys = codeTable();

/** Every code the API can send. */
export const messageCodes: readonly string[] = [...keys.keys()].sort();

/** Whether `code` is one of the catalog's. */
export const isMessageCode = (code: string) => keys.has(code);

/** The string key of a code, e.g. for a test that reads the catalog itself. */
export const messageKey = (code: string) => keys.get(code);

/** 'addressLine1' or 'address_line1' -> 'address line1', as Laravel names a field in a message. */
const label = (field: string) =>
  field
    .replaceAll('_', ' ')
    .replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b}`)
    .toLowerCase()
    .trim();

/** A field name (`address_line1`, `items.0.title`) as the reader's language writes it. */
export function fieldName(field: string, lang: Language): string {
  return field
    .split('.')
    .map((part) =>
      /^\d+$/.test(part)
        ? part
        : (serverTranslations[lang][`server.attributes.${camel(label(part))}`] ?? label(part)),
    )
    .join('.');
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The text of a code in `lang`, its placeholders filled from `params`. */
export function messageText(code: string, params: MessageParams = {}, lang: Language): string {
  const key = keys.get(code);
  const template =
    key === undefined
      ? undefined
      : (serverTranslations[lang][key] ?? bundledTranslations[lang][key]);
  if (template === undefined) throw new Error(`no message for the code '${code}'`);
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = params[name];
    if (value === undefined) return '';
    return name === 'attribute' || name === 'other'
      ? fieldName(String(value), lang)
      : String(value);
  });
}

/**
 * The text of a message written by `said` (a code, with its parameters), with `field` as its
 * `{{attribute}}` unless it names another one; undefined when `text` is no code of the catalog.
 */
export function saidText(
  text: string,
  lang: Language,
  field?: string,
): (Said & { text: string }) | undefined {
  const message = readSaid(text);
  if (!message || !keys.has(message.code)) return undefined;
  const params =
    field !== undefined && message.params?.attribute === undefined
      ? { attribute: field, ...message.params }
      : message.params;
  return {
    code: message.code,
    ...(params && { params }),
    text: messageText(message.code, params, lang),
  };
}

/** Laravel's summary of a 422: the first message, then "(and N more errors)". */
export function summaryText(texts: readonly string[], lang: Language): string {
  const [first = messageText('general.given_data_invalid', {}, lang)] = texts;
  const more = texts.length - 1;
  if (more <= 0) return first;
  return messageText(
    more === 1 ? 'summary.one_more' : 'summary.more_errors',
    { message: first, count: more },
    lang,
  );
}
