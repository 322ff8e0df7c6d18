import { currentLanguage } from './i18n';
import { clearSession, getSession } from './session';

export const API_BASE_PATH = '/pifworld/api/v1';

/** An API failure: HTTP status (0 when the server was not reached), message and 422 field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;

  constructor(status: number, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    if (errors) this.errors = errors;
  }
}

/** Anything with a zod-like `parse`, e.g. the schemas of `@app/contract`. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialisable value or FormData (multipart). */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Validates and types the response body. */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  /** Overrides the session token (e.g. logout after the session was cleared). */
  token?: string | null;
  /** Set false for calls whose 401 is an answer rather than an expired session. */
  redirectOn401?: boolean;
}

let unauthorizedHandler: () => void = () => {};

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

function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const { message, errors } = body as { message?: unknown; errors?: unknown };
    return new ApiError(
      status,
      typeof message === 'string' && message ? message : `Request failed with status ${status}`,
      errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : undefined,
    );
  }
  return new ApiError(status, `Request failed with status ${status}`);
}

export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const { method = 'GET', body, query, schema, signal, redirectOn401 = true } = options;
  const token = options.token !== undefined ? options.token : getSession().token;

  const headers = new Headers({ Accept: 'application/json' });
  headers.set('Accept-Language', currentLanguage());
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
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

  const data = await readBody(response);
  if (!response.ok) {
    // Only a request that carried a token can have an expired session.
    if (response.status === 401 && token && redirectOn401) {
      clearSession();
      unauthorizedHandler();
    }
    throw toApiError(response.status, data);
  }

  if (!schema) return data as T;
  try {
    return schema.parse(data);
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
  delete: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/**
 * Text to show for a failed call (spec 8, Generic): the server's message for a client error,
 * otherwise the translated generic text. 5xx messages are never meant for visitors.
 */
export function errorMessage(error: unknown, genericText: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return genericText;
}
