import { errorResponse, validationErrorResponse } from '@app/contract';
import { z, type ZodType } from 'zod';

/**
 * What the API document says of every operation besides its own schemas: the error answers it
 * gives, declared in each route's `response` with these helpers. Every route also names an
 * `operationId` (camelCase, like the service function it calls), a `summary` and its `security`:
 * `[]` when public, `[{ bearerAuth: [] }]` when it needs a signed-in user, and
 * `[{}, { bearerAuth: [] }]` when a signed-in user sees more. plugins/docs.ts refuses to start
 * with a route that lacks one of them.
 */

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;
type ErrorSchemas<S extends ErrorStatus> = {
  [K in S]: K extends 422 ? typeof validationErrorResponse : typeof errorResponse;
};

/** Error responses by status: 422 in the Laravel shape, every other one `{ message }`. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): ErrorSchemas<S> {
  return Object.fromEntries(
    statuses.map((status) => [status, status === 422 ? validationErrorResponse : errorResponse]),
  ) as ErrorSchemas<S>;
}

/**
 * Any operation: 401 for a bearer token that is unknown, revoked or expired, sent to any
 * operation, public ones too (plugins/auth.ts); 422 for a parameter its schema refuses, and for
 * text with a NUL or a lone surrogate anywhere in the request, keys included
 * (plugins/input-text.ts); plus `more`. (A path the router cannot read, 400, or with a parameter
 * over 100 characters, 414, is answered before any operation is chosen: docs.ts says so once.)
 */
export const readErrors = <S extends ErrorStatus>(...more: S[]) =>
  errorResponses<401 | 422 | S>(401, 422, ...more);

/**
 * A POST, PUT or DELETE that takes no files: as `readErrors`, and 400 for a body that is not the
 * JSON its content type says, 413 past the 1 MB body limit (app.ts), 415 for a multipart form
 * (plugins/multipart.ts) or a content type nothing reads.
 */
export const writeErrors = <S extends ErrorStatus>(...more: S[]) =>
  errorResponses<400 | 401 | 413 | 415 | 422 | S>(400, 401, 413, 415, 422, ...more);

/**
 * A multipart form (plugins/multipart.ts), for signed-in users only: as `writeErrors`, with 400
 * also for a form that cannot be read, 413 for too many files or fields, and 429 past the upload
 * limit; plus `more`.
 */
export const formErrors = <S extends ErrorStatus>(...more: S[]) =>
  errorResponses<400 | 401 | 413 | 415 | 422 | 429 | S>(400, 401, 413, 415, 422, 429, ...more);

/** `camelCase('company-events', 'of sdg topic')` is 'companyEventsOfSdgTopic'. */
export function camelCase(...words: string[]): string {
  return words
    .join(' ')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');
}

/**
 * The same responses as JSON, for an operation whose `produces` names another type for its
 * answer (without this, @fastify/swagger would list its errors under that type too).
 */
export function asJson<T extends Record<number, ZodType>>(responses: T) {
  return Object.fromEntries(
    Object.entries(responses).map(([status, schema]) => [
      status,
      { content: { 'application/json': { schema } } },
    ]),
  ) as { [K in keyof T]: { content: { 'application/json': { schema: T[K] } } } };
}

/**
 * The bytes of a file: documented as binary. Typed as the Buffer a handler sends, which Fastify
 * sends as it is: this schema never serialises anything.
 */
const fileBytes = z
  .string()
  .meta({ type: 'string', format: 'binary' }) as unknown as ZodType<Buffer>;

/** A response whose body is a file of `contentType`. */
export const fileResponse = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: fileBytes } },
});

const OPERATION_ID = /^[a-z][A-Za-z0-9]*$/;
const BEARER_ONLY = JSON.stringify([{ bearerAuth: [] }]);

/**
 * What a route's schema lacks for the API document (empty when nothing): an operationId in
 * camelCase, a summary, its security, a 4xx response, and for a route that needs a signed-in
 * user (`signedIn`) bearer security with a 401. Uniqueness is the caller's (plugins/docs.ts).
 */
export function documentationProblems(schema: unknown, signedIn: boolean): string[] {
  const { operationId, summary, security, response } = (schema ?? {}) as {
    operationId?: unknown;
    summary?: unknown;
    security?: unknown;
    response?: Record<string, unknown>;
  };
  const statuses = Object.keys(response ?? {});
  const problems: string[] = [];
  if (typeof operationId !== 'string' || !OPERATION_ID.test(operationId))
    problems.push('an operationId in camelCase');
  if (typeof summary !== 'string' || summary.trim() === '') problems.push('a summary');
  if (!Array.isArray(security)) problems.push('its security (`security: []` when public)');
  if (!statuses.some((status) => status.startsWith('4'))) problems.push('its 4xx responses');
  if (signedIn && JSON.stringify(security) !== BEARER_ONLY)
    problems.push('`security: [{ bearerAuth: [] }]`, as it needs a signed-in user');
  if (JSON.stringify(security ?? []).includes('bearerAuth') && !statuses.includes('401'))
    problems.push('a 401 response, as it takes a bearer token');
  return problems;
}

/**
 * The message codes each error status can carry, whatever the operation: a request the server
 * cannot read, a missing or refused session, a field the schema refuses.
 */
const STATUS_CODES: Record<string, readonly string[]> = {
  '400': [
    'input.json_invalid',
    'input.json_empty',
    'input.request_unreadable',
    'input.form_unreadable',
  ],
  '401': ['general.unauthenticated'],
  '403': [
    'general.unauthorized',
    'auth.csrf_failed',
    'auth.email_unconfirmed',
    'second_factor.fresh_proof_required',
    'second_factor.operator_needs_second_factor',
  ],
  '404': ['general.not_found'],
  '413': ['input.body_too_large', 'input.form_too_large'],
  '415': ['input.media_type', 'input.media_type_bare', 'input.form_not_taken'],
  '422': [
    'general.given_data_invalid',
    'input.invalid_text',
    'input.too_long',
    'input.not_a_file_field',
  ],
  '429': ['general.too_many_attempts'],
  '500': ['general.server_error'],
};

/** The areas of codes an operation's own rules speak in, by its tag. */
const TAG_AREAS: Record<string, readonly string[]> = {
  admin: [
    'admin',
    'admin_people',
    'admin_donations',
    'admin_translations',
    'admin_inbox',
    'admin_content',
    'verification',
    'pages',
    'refunds',
    'profile',
    'donations',
    'reports',
  ],
  auth: ['auth', 'second_factor', 'profile'],
  companies: ['companies', 'pages'],
  'company-events': ['company_events', 'pages'],
  content: ['pages', 'auth'],
  'donation-packages': ['packages', 'pages'],
  donations: ['donations', 'refunds', 'pages', 'profile'],
  events: ['events', 'pages'],
  follows: ['follows', 'pages', 'profile'],
  fundraisers: ['fundraisers', 'pages'],
  jobs: ['jobs', 'pages'],
  media: ['media'],
  nonprofits: ['nonprofits', 'pages'],
  outbox: ['outbox', 'auth'],
  pages: ['pages'],
  payments: ['payments', 'donations', 'pages'],
  privacy: ['privacy'],
  profile: ['profile', 'auth', 'pages'],
  projects: ['projects', 'pages', 'events'],
  receipts: ['receipts'],
  reports: ['reports', 'pages'],
  sdg: ['pages'],
  subscriptions: ['subscriptions'],
  topics: ['pages'],
  translations: ['general'],
  team: ['team', 'pages', 'auth'],
  updates: ['updates', 'pages'],
  users: ['profile', 'admin_people', 'pages'],
};

type Operation = {
  tags?: string[];
  responses?: Record<string, unknown>;
  'x-error-codes'?: string[];
};

/**
 * The API document with each operation's message codes as `x-error-codes`: those of each error
 * status it declares, with the field codes for a 422, and the codes of its tag's rules.
 * test/messages-language.test.ts fails when an operation answers with a code missing here.
 */
export function withErrorCodes<T extends { paths?: Record<string, unknown> }>(
  document: T,
  codes: readonly string[],
): T {
  for (const methods of Object.values(document.paths ?? {}))
    for (const operation of Object.values(methods as Record<string, Operation>)) {
      const statuses = Object.keys(operation.responses ?? {}).filter((status) => status >= '400');
      if (statuses.length === 0) continue;
      const areas = new Set((operation.tags ?? []).flatMap((tag) => TAG_AREAS[tag] ?? []));
      const own = codes.filter(
        (code) =>
          areas.has(code.split('.')[0]!) || (statuses.includes('422') && code.startsWith('field.')),
      );
      operation['x-error-codes'] = [
        ...new Set([...statuses.flatMap((status) => STATUS_CODES[status] ?? []), ...own]),
      ].sort();
    }
  return document;
}
