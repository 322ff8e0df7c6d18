import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ValidationErrorResponse } from '@app/contract';

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

/** Laravel's summary: the first message, then "(and N more error(s))". */
export function summarise(errors: Record<string, string[]>): string {
  const messages = Object.values(errors).flat();
  const [first = 'The given data was invalid.'] = messages;
  const more = messages.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more error${more === 1 ? '' : 's'})`;
}

/** One error handler for the whole API: 422 for validation, 4xx keep their message, 5xx hide it. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = toFieldErrors(error.validation, error.validationContext ?? 'body');
      const body: ValidationErrorResponse = { message: summarise(errors), errors };
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
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ message: 'Server Error' });
    }
    return reply.code(status).send({ message: error.message });
  });
});
