import { said } from '@app/i18n/codes';
import { messageText } from '@app/i18n/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors';
import { ValidationError } from '../lib/validation';
import { rawRequestLanguage } from './language';

type ValidationItem = { instancePath: string; message?: string };

/**
 * Field errors keyed like Laravel: `email`, `items.0.title`, each a message by its code. A
 * problem with the whole body or query has no path and is filed under the part of the request
 * it came from.
 */
export function toFieldErrors(items: ValidationItem[], context: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const item of items) {
    const field = item.instancePath.replace(/^\//, '').replaceAll('/', '.') || context;
    (errors[field] ??= []).push(item.message ?? 'general.value_invalid');
  }
  return errors;
}

/** Fastify's own refusals of a request it cannot read, by their code, as the catalog's. */
function frameworkMessage(error: FastifyError, request: FastifyRequest): string {
  const contentType = request.headers['content-type'];
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'input.json_invalid';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'input.json_empty';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'input.body_too_large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return contentType
        ? said('input.media_type', { type: contentType })
        : 'input.media_type_bare';
    default:
      return 'input.request_unreadable';
  }
}

/**
 * Fastify's `frameworkErrors`: the router's answer to a path it cannot read (not valid
 * percent-encoding, 400; a parameter over 100 characters, 414), before any hook or handler, so
 * the language hook cannot reach it. The same body Fastify writes, with our code and its
 * message in the request's language (ADR 042).
 */
export function routerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = rawRequestLanguage(request.raw.url, request.raw.headers['accept-language']);
  const statusCode = error.statusCode ?? 400;
  const path = (request.raw.url ?? '').split('?')[0] ?? '';
  const code = error.code === 'FST_ERR_BAD_URL' ? 'input.bad_url' : 'input.param_too_long';
  const body = JSON.stringify({
    error: 'Bad Request',
    code,
    message: messageText(code, { path }, lang),
    params: { path },
    statusCode,
  });
  reply.hijack();
  reply.raw.writeHead(statusCode, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
  });
  reply.raw.end(body);
}

/**
 * One error handler for the whole API: 422 for validation, 4xx with their code, 5xx hidden. Every
 * body carries its message by code; the language hook (plugins/language.ts) writes the text.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = toFieldErrors(error.validation, error.validationContext ?? 'body');
      return reply.code(422).send({ message: 'general.given_data_invalid', errors });
    }
    if (error instanceof ValidationError) {
      return reply.code(422).send({ message: error.message, errors: error.errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match its schema',
      );
      return reply.code(500).send({ message: 'general.server_error' });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // An HttpError's message is written for the client, whatever its status (e.g. 503 "not available").
    if (status >= 500 && !(error instanceof HttpError)) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ message: 'general.server_error' });
    }
    if (status === 429) {
      // @fastify/rate-limit sets Retry-After; keep one message for every limited endpoint.
      return reply.code(429).send({ message: 'general.too_many_attempts' });
    }
    if (error instanceof HttpError) {
      return reply.code(status).send({ message: error.message, ...error.details });
    }
    return reply.code(status).send({ message: frameworkMessage(error, request) });
  });
});
