import { serverTranslations } from '@app/i18n';
import type { z } from 'zod';

/**
 * zod's own messages ("Invalid input: expected string, received undefined") in Laravel's
 * wording, for the checks a schema gives no message of its own: "The name field is required.".
 * The texts are the catalog's templates (packages/i18n, `server.fields`), so that the API's one
 * edge can put them in the reader's language like every other message (ADR 016).
 */

type Issue = z.core.$ZodRawIssue;

/** 'addressLine1' -> 'address line1', 'nonprofits_id' -> 'nonprofits id', as Laravel names them. */
const label = (field: string) =>
  field
    .replaceAll('_', ' ')
    .replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b}`)
    .toLowerCase()
    .trim();

function field(
  key: string,
  attribute: string,
  values: Record<string, string | number | bigint> = {},
): string {
  const template = serverTranslations.en[`server.fields.${key}`];
  if (template === undefined) throw new Error(`missing server message: server.fields.${key}`);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    name === 'attribute' ? attribute : String(values[name] ?? ''),
  );
}

const NUMERIC = new Set(['number', 'int', 'bigint']);

function typeMessage(issue: Issue & { code: 'invalid_type' }, attribute: string): string {
  if (issue.input === undefined || issue.input === null) return field('required', attribute);
  switch (issue.expected) {
    case 'string':
      return field('string', attribute);
    case 'int':
      return field('integer', attribute);
    case 'number':
    case 'bigint':
      return field('number', attribute);
    case 'boolean':
      return field('boolean', attribute);
    case 'array':
    case 'tuple':
    case 'set':
      return field('array', attribute);
    case 'object':
    case 'record':
    case 'map':
      return field('object', attribute);
    case 'date':
      return field('date', attribute);
    default:
      return field('invalid', attribute);
  }
}

function sizeMessage(issue: Issue & { code: 'too_small' | 'too_big' }, attribute: string): string {
  const small = issue.code === 'too_small';
  const limit = small ? issue.minimum : issue.maximum;
  if (issue.origin === 'string') {
    if (small && Number(limit) <= 1) return field('required', attribute);
    return small
      ? field('minCharacters', attribute, { min: limit })
      : field('maxCharacters', attribute, { max: limit });
  }
  if (NUMERIC.has(issue.origin)) {
    if (small)
      return issue.inclusive === false
        ? field('greaterThan', attribute, { min: limit })
        : field('atLeast', attribute, { min: limit });
    return issue.inclusive === false
      ? field('lessThan', attribute, { max: limit })
      : field('maxNumber', attribute, { max: limit });
  }
  if (issue.origin === 'array' || issue.origin === 'set')
    return small
      ? field('minItems', attribute, { min: limit })
      : field('maxItems', attribute, { max: limit });
  return field('invalid', attribute);
}

function formatMessage(format: string, attribute: string): string {
  if (format === 'email') return field('email', attribute);
  if (format === 'url') return field('url', attribute);
  if (format === 'datetime' || format === 'date' || format === 'time')
    return field('date', attribute);
  return field('format', attribute);
}

/** The message of an issue no schema worded; `z.config({ customError })` takes it. */
export function laravelMessage(issue: Issue): string {
  const path = issue.path ?? [];
  // A problem with the whole body or query: the error handler files it under that part.
  if (path.length === 0) return serverTranslations.en['server.messages.general.givenDataInvalid']!;
  const attribute = path.map((s) => (typeof s === 'string' ? label(s) : String(s))).join('.');
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue, attribute);
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue, attribute);
    case 'invalid_format':
      return formatMessage(issue.format, attribute);
    case 'not_multiple_of':
      return field('multipleOf', attribute, { divisor: issue.divisor });
    case 'invalid_value':
      return field('selectedInvalid', attribute);
    case 'unrecognized_keys':
      return field('unknownKeys', attribute);
    default:
      return field('invalid', attribute);
  }
}
