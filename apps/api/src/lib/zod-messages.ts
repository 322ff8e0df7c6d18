import { said } from '@app/i18n/codes';
import type { z } from 'zod';

/**
 * The code of an issue no schema worded (zod's own "Invalid input: expected string, received
 * undefined"), in Laravel's terms: `field.required`, `field.max_characters?max=255`. The field
 * it is about is the key it is filed under; the API's edge names it in the reader's language.
 */

type Issue = z.core.$ZodRawIssue;

const field = (code: string, values?: Record<string, string | number | bigint>) =>
  said(
    `field.${code}`,
    values &&
      Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])),
  );

const NUMERIC = new Set(['number', 'int', 'bigint']);

function typeMessage(issue: Issue & { code: 'invalid_type' }): string {
  if (issue.input === undefined || issue.input === null) return field('required');
  switch (issue.expected) {
    case 'string':
      return field('string');
    case 'int':
      return field('integer');
    case 'number':
    case 'bigint':
      return field('number');
    case 'boolean':
      return field('boolean');
    case 'array':
    case 'tuple':
    case 'set':
      return field('array');
    case 'object':
    case 'record':
    case 'map':
      return field('object');
    case 'date':
      return field('date');
    default:
      return field('invalid');
  }
}

function sizeMessage(issue: Issue & { code: 'too_small' | 'too_big' }): string {
  const small = issue.code === 'too_small';
  const limit = small ? issue.minimum : issue.maximum;
  if (issue.origin === 'string') {
    if (small && Number(limit) <= 1) return field('required');
    return small
      ? field('min_characters', { min: limit })
      : field('max_characters', { max: limit });
  }
  if (NUMERIC.has(issue.origin)) {
    if (small)
      return issue.inclusive === false
        ? field('greater_than', { min: limit })
        : field('at_least', { min: limit });
    return issue.inclusive === false
      ? field('less_than', { max: limit })
      : field('max_number', { max: limit });
  }
  if (issue.origin === 'array' || issue.origin === 'set')
    return small ? field('min_items', { min: limit }) : field('max_items', { max: limit });
  return field('invalid');
}

function formatMessage(format: string): string {
  if (format === 'email') return field('email');
  if (format === 'url') return field('url');
  if (format === 'datetime' || format === 'date' || format === 'time') return field('date');
  return field('format');
}

/** The code of an issue no schema worded; `z.config({ customError })` takes it. */
export function laravelMessage(issue: Issue): string {
  const path = issue.path ?? [];
  // A problem with the whole body or query: the error handler files it under that part.
  if (path.length === 0) return 'general.given_data_invalid';
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue);
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      return formatMessage(issue.format);
    case 'not_multiple_of':
      return field('multiple_of', { divisor: issue.divisor });
    case 'invalid_value':
      return field('selected_invalid');
    case 'unrecognized_keys':
      return field('unknown_keys');
    default:
      return field('invalid');
  }
}
