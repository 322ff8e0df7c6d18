import type * as contract from '@app/contract';
import { currentLanguage, i18n } from './i18n';
import { clearSession, csrfToken, getSession } from './session';

export const API_BASE_PATH = '/pifworld/api/v1';

export interface ApiErrorDetails {
  /** 422 field errors in the Laravel shape: `{ field: [messages] }`. */
  errors?: Record<string, string[]>;
  /** Seconds to wait, from the Retry-After header of a 429. */
  retryAfter?: number;
  /** A machine-readable code from the body's `error` field (e.g. `invalid_state`). */
  code?: string;
  /** The code of the body's message (e.g. `donations.too_many`). */
  messageCode?: string;
}

/**
 * An API failure: HTTP status (0 when the server was not reached), message, 422 field errors,
 * the wait of a 429 and the body's error code.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  readonly retryAfter?: number;
  readonly code?: string;
  readonly messageCode?: string;

  constructor(status: number, message: string, details: ApiErrorDetails = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    if (details.errors) this.errors = details.errors;
    if (details.retryAfter !== undefined) this.retryAfter = details.retryAfter;
    if (details.code) this.code = details.code;
    if (details.messageCode) this.messageCode = details.messageCode;
  }
}

/** A page that does not exist: 404, or 422 for an id that cannot be one. */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 422);
}

type Contract = typeof contract;

/** The name of one of the contract's schemas (`@app/contract`). */
export type SchemaName = {
  [K in keyof Contract]: Contract[K] extends { parse(data: unknown): unknown } ? K : never;
}[keyof Contract];

/**
 * The contract schema an answer follows, by name (ADR 023): it types the answer everywhere and
 * checks it in development and tests. A production build leaves the schemas (and zod) out of the
 * browser's code; the API has already checked every answer against the same schema.
 */
export interface ResponseSchema<T> {
  readonly name: SchemaName;
  /** Never set: carries the answer's type. */
  readonly answer?: T;
}

/** The contract's schema `name` as the shape of an answer: `{ schema: contractSchema('x') }`. */
export function contractSchema<K extends SchemaName>(
  name: K,
): ResponseSchema<Contract[K] extends { parse(data: unknown): infer T } ? T : never> {
  return { name };
}

/** In development and tests: the answer checked against its schema (loaded on demand). */
async function checked<T>(schema: ResponseSchema<T>, data: unknown): Promise<T> {
  const schemas = await import('@app/contract');
  const check: { parse(data: unknown): unknown } = schemas[schema.name];
  return check.parse(data) as T;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialisable value or FormData (multipart). */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Validates and types the response body. */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  /** Set false for calls whose 401 is an answer rather than an expired session. */
  redirectOn401?: boolean;
}

/** A file the API sends (a download): its bytes, and JSON errors as for any call. */
export type FileRequestOptions = Omit<RequestOptions<Blob>, 'method' | 'body' | 'schema'>;

let unauthorizedHandler: () => void = () => {};

/**
 * Money and account changes answer 403 `fresh_proof_required` unless the session proved who
 * holds it a few minutes ago. The app asks for that proof (a dialog) with this handler, which
 * settles true once proven; the request is then sent once more. Requests refused together wait
 * for one dialog.
 */
let freshProofHandler: (() => Promise<boolean>) | undefined;
let proving: Promise<boolean> | undefined;

/** The app's way of asking for a fresh proof; shared code does not know the dialog. */
export function setFreshProofHandler(handler: (() => Promise<boolean>) | undefined): void {
  freshProofHandler = handler;
  proving = undefined;
}

/** How requests reach the API: the browser's fetch, or the server's own when it renders a page. */
let transport: typeof fetch = (input, init) => fetch(input, init);

/**
 * The server renders a page's first screen with the app (ADR 019): its requests go to the API in
 * the same process instead of over the network.
 */
export function setApiTransport(send: typeof fetch): void {
  transport = send;
}

/** The app decides where a 401 leads (the login page); shared code does not know the routes. */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  const url = `${API_BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Retry-After is either delay-seconds or an HTTP date (RFC 9110, 10.2.3). Answers whole seconds,
 * at least 1, or undefined when the header is missing or unreadable.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Math.max(1, Number(trimmed));
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(1, Math.ceil((date - now) / 1000));
}

type Said = { code?: unknown; params?: unknown };

/**
 * The text of a message the API sent by its code: the app's own words where it says the same
 * thing itself (`sharedMessageKeys`), else the API's text, already in the reader's language.
 */
function textOf(said: Said, text: string, keys: MessageKeys): string {
  const key = typeof said.code === 'string' ? keys[said.code] : undefined;
  if (!key) return text;
  const params = said.params && typeof said.params === 'object' ? said.params : undefined;
  const own = i18n.t(key, params as Record<string, unknown> | undefined);
  return own === key ? text : own;
}

/** 422 field errors, each by its code where the API sent one. */
function fieldTexts(
  errors: unknown,
  codes: unknown,
  keys: MessageKeys,
): Record<string, string[]> | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const byField = (codes && typeof codes === 'object' ? codes : {}) as Record<string, Said[]>;
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).map(([field, list]) => [
      field,
      (Array.isArray(list) ? list : []).map((text, index) =>
        typeof text === 'string' ? textOf(byField[field]?.[index] ?? {}, text, keys) : String(text),
      ),
    ]),
  );
}

type MessageKeys = Readonly<Record<string, string>>;

/**
 * The error of a failed answer. The catalogue of the app's own words for the API's codes comes
 * with the first error, not with the first visit: most visits never see one.
 */
async function toApiError(response: Response, body: unknown): Promise<ApiError> {
  const { status } = response;
  const fallback = `Request failed with status ${status}`;
  const retryAfter =
    status === 429 ? parseRetryAfter(response.headers.get('Retry-After')) : undefined;
  if (body && typeof body === 'object') {
    const { message, errors, error, error_codes } = body as Said & {
      message?: unknown;
      errors?: unknown;
      error?: unknown;
      error_codes?: unknown;
    };
    const text = typeof message === 'string' && message ? message : fallback;
    const keys: MessageKeys = (await import('@app/i18n/codes')).sharedMessageKeys;
    // A 422's message sums its field errors up; the fields carry the codes.
    return new ApiError(status, errors ? text : textOf(body as Said, text, keys), {
      errors: fieldTexts(errors, error_codes, keys),
      retryAfter,
      code: typeof error === 'string' ? error : undefined,
      messageCode:
        typeof (body as Said).code === 'string' ? ((body as Said).code as string) : undefined,
    });
  }
  return new ApiError(status, fallback, { retryAfter });
}

/** Methods that change nothing: the API asks no CSRF header for them. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The headers of the web app's session (ADR 039): the session itself is the API's HttpOnly
 * cookie, which the browser sends (same origin). Every request asks that a session it starts (a
 * sign-in) be set as that cookie, which changes nothing for any other request; a change carries
 * the CSRF cookie's value, which a page of another site cannot read, so cannot send.
 */
function setSessionHeaders(headers: Headers, method: string): void {
  headers.set('x-pifworld-session', 'cookie');
  const csrf = SAFE_METHODS.has(method) ? null : csrfToken();
  if (csrf) headers.set('x-csrf-token', csrf);
}

async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> & { file?: boolean; proven?: boolean } = {},
): Promise<T> {
  const { method = 'GET', body, query, schema, signal, redirectOn401 = true, file } = options;
  // Who the app thought was signed in when the request left: only such a request can meet a
  // session that has ended.
  const sentAs = getSession().user;

  const headers = new Headers({ Accept: 'application/json' });
  headers.set('Accept-Language', currentLanguage());
  setSessionHeaders(headers, method);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await transport(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'Network error');
  }

  if (file && response.ok) return (await response.blob()) as T;
  const data = await readBody(response);
  if (!response.ok) {
    // Only a request sent while this user was signed in can have met an ended session: an
    // answer to a request sent just before logout must not sign the visitor out a second time.
    if (response.status === 401 && sentAs && redirectOn401 && getSession().user?.id === sentAs.id) {
      clearSession();
      unauthorizedHandler();
    }
    if (
      response.status === 403 &&
      sentAs &&
      freshProofHandler &&
      !options.proven &&
      (data as { error?: unknown } | undefined)?.error === 'fresh_proof_required'
    ) {
      proving ??= freshProofHandler().finally(() => (proving = undefined));
      if (await proving) return apiRequest(path, { ...options, proven: true });
    }
    throw await toApiError(response, data);
  }

  // A production build has no schemas: `import.meta.env.DEV` is false there, so `checked` and
  // the contract it loads are left out.
  if (!schema || !import.meta.env.DEV) return data as T;
  try {
    return await checked(schema, data);
  } catch {
    throw new ApiError(response.status, 'Unexpected response from the server');
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  /** GET of a file: the body as a Blob. */
  file: (path: string, options?: FileRequestOptions) =>
    apiRequest<Blob>(path, { ...options, method: 'GET', file: true }),
};

/**
 * Text to show for a failed call: the server's message for a client error,
 * otherwise the translated generic text. 5xx messages are never meant for visitors.
 */
export function errorMessage(error: unknown, genericText: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return genericText;
}

/** The first message of every field of a 422, e.g. `{ email: 'The email has already been taken.' }`. */
export function firstFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.errors) return {};
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const first = Array.isArray(messages)
      ? messages.find((text) => typeof text === 'string')
      : null;
    if (first) fields[field] = first;
  }
  return fields;
}

/** A translate function, e.g. `t` of `useTranslation()`. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The visitor's text for a rate-limited call (429): 'Too many attempts. Please wait {{seconds}}
 * seconds and try again.' with the Retry-After seconds, or null for any other failure.
 */
export function tooManyAttemptsMessage(error: unknown, t: Translate): string | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return error.retryAfter === undefined
    ? t('errors.tooManyAttemptsLater')
    : t('errors.tooManyAttempts', { seconds: error.retryAfter, count: error.retryAfter });
}
