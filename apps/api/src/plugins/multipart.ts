import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { bufferFile } from '../lib/uploads';

/**
 * Multipart bodies arrive as key/values, files as UploadedFile objects. A file one byte over the
 * limit is cut off and marked `truncated`, so the form can answer 422 on that field instead of
 * failing the whole request.
 */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: bufferFile,
    throwFileSizeLimit: false,
    limits: { fileSize: IMAGE_MAX_BYTES + 1, files: 6, fields: 40, fieldSize: 100_000, parts: 50 },
  });
});

/**
 * For multipart routes: the body schema documents the form in OpenAPI, while `readForm` does the
 * validation (text and files together); params and query are validated as usual.
 */
export function multipartValidator<S>(route: FastifyRouteSchemaDef<S>): FastifyValidationResult {
  if (route.httpPart === 'body') return (data: unknown) => ({ value: data });
  return validatorCompiler(route as unknown as FastifyRouteSchemaDef<ZodType>);
}
