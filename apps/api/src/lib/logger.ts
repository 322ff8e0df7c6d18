import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { maskLogLine, maskSecrets } from './log-masking';

/**
 * What the log may say about a request and an error. A log line must never carry a password,
 * a password hash, a token, a sealed link, a one-time code or an e-mail address, so:
 * - every line, whatever wrote it, passes through `maskLogLine` (log-masking.ts) as pino's last
 *   step before it is written;
 * - requests are logged by method, path and route only: no query string (search terms, OAuth
 *   codes, e-mail addresses in /pay), no body, and the path masked as every line is;
 * - errors keep their type, code and SQL, never the values a query was run with (drizzle puts
 *   them in the message), nor PostgreSQL's `detail` ("Key (email)=(...) already exists").
 */

/** The most of a path a log line holds: a hostile request must not fill the log with its bulk. */
const PATH_LOGGED = 300;

/** The path of a URL as the log holds it: masked, then cut (a cut token is masked already). */
export function loggablePath(url: string): string {
  const path = maskSecrets(url.split('?', 1)[0] ?? '');
  return path.length > PATH_LOGGED
    ? `${path.slice(0, PATH_LOGGED)}... (${path.length} characters)`
    : path;
}

function requestValue(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggablePath(request.url),
    route: request.routeOptions?.url,
    remoteAddress: request.ip,
  };
}

/** PostgreSQL's data-exception messages (SQLSTATE class 22) quote the value that was refused. */
const quotesValue = (code: unknown) => typeof code === 'string' && code.startsWith('22');

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  statusCode?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
}

function safeMessage(err: ErrorLike): string {
  const message = typeof err.message === 'string' ? err.message : String(err.message ?? '');
  // DrizzleQueryError: "Failed query: <sql>\nparams: <values>". The SQL has only placeholders.
  if (Array.isArray(err.params)) return message.split('\nparams:', 1)[0] ?? '';
  if (quotesValue(err.code)) return message.split(':', 1)[0] ?? '';
  return message;
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The error as the log may show it: see the comment at the top. */
export function safeError(value: unknown, depth = 0): LoggedError | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const err = value as ErrorLike;
  const type = typeof err.name === 'string' ? err.name : 'Error';
  const message = safeMessage(err);
  // The stack's first lines repeat the message; only its frames are kept.
  const frames =
    typeof err.stack === 'string'
      ? err.stack.split('\n').filter((line) => /^\s+at /.test(line))
      : [];
  const out: LoggedError = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  };
  for (const key of ['code', 'statusCode', 'constraint', 'table', 'column', 'routine'] as const) {
    if (typeof err[key] === 'string' || typeof err[key] === 'number') out[key] = err[key];
  }
  if (err.cause !== undefined && depth < 3) out.cause = safeError(err.cause, depth + 1);
  return out;
}

/** Headers are not logged at all by the serializers; these paths catch any logged by hand. */
const REDACTED = [
  'headers.authorization',
  'headers.cookie',
  // e.g. req.headers, and @fastify/multipart's busboyOptions.headers at trace level
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
  '*.password',
  '*.password_confirmation',
  '*.current_password',
  '*.passwordHash',
  '*.token',
  '*.email',
  '*.to',
];

/** Where log lines go instead of stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

/** The pino options of the API: level, serializers, redaction; pretty output on a terminal. */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>,
  stream?: LogStream,
): FastifyServerOptions['logger'] {
  const pretty = !stream && config.NODE_ENV === 'development' && process.stdout.isTTY;
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED, censor: '[redacted]' },
    // The last step of every line, child loggers' (each request's) included.
    hooks: { streamWrite: maskLogLine },
    serializers: {
      req: requestValue as (req: unknown) => Record<string, unknown>,
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: (err: unknown) => safeError(err) ?? { type: 'Error', message: '', stack: '' },
    },
    ...(stream ? { stream } : {}),
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
      : {}),
  };
}
