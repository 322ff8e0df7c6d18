import { translateServerMessage } from '@app/i18n/server-messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ValidationErrorResponse } from '@app/contract';
import { HttpError } from '../lib/http-errors';
import { summarise, ValidationError } from '../lib/validation';
import { rawRequestLanguage } from './language';

type ValidationItem = { instancePath: string; message?: string };

/**
 * Field errors keyed like Laravel: `email`, `items.0.title`. A problem with the whole body or
 * query has no path and is filed under the part of the request it came from.
 */
export function toFieldErrors(items: ValidationItem[], context: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const item of items) {
    const field = item.instancePath.replace(/^\//, '').replaceAll('/', '.') || context;
    (errors[field] ??= []).push(item.message ?? 'The value is invalid.');
  }
  return errors;
}

/**
 * Fastify's `frameworkErrors`: the router's answer to a path it cannot read (not valid
 * percent-encoding, 400; a parameter over 100 characters, 414), before any hook or handler, so
 * the language hook cannot reach it. The same body Fastify writes, with its message in the
 * request's language (ADR 016).
 */
export function routerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = rawRequestLanguage(request.raw.url, request.raw.headers['accept-language']);
  const statusCode = error.statusCode ?? 400;
  const body = JSON.stringify({
    error: 'Bad Request',
    code: error.code,
    message: translateServerMessage(error.message, lang),
    statusCode,
  });
  reply.hijack();
  reply.raw.writeHead(statusCode, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
  });
  reply.raw.end(body);
}

/** One error handler for the whole API: 422 for validation, 4xx keep their message, 5xx hide it. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = toFieldErrors(error.validation, error.validationContext ?? 'body');
      const body: ValidationErrorResponse = { message: summarise(errors), errors };
      return reply.code(422).send(body);
    }
    if (error instanceof ValidationError) {
      const body: ValidationErrorResponse = { message: error.message, errors: error.errors };
      return reply.code(422).send(body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match its schema',
      );
      return reply.code(500).send({ message: 'Server Error' });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // An HttpError's message is written for the client, whatever its status (e.g. 503 "not available").
    if (status >= 500 && !(error instanceof HttpError)) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ message: 'Server Error' });
    }
    if (status === 429) {
      // @fastify/rate-limit sets Retry-After; keep one message for every limited endpoint.
      return reply.code(429).send({ message: 'Too many attempts. Please try again later.' });
    }
    const details = error instanceof HttpError ? error.details : undefined;
    return reply.code(status).send({ message: error.message, ...details });
  });
});
