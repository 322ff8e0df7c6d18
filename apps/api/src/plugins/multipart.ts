import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES, inputMessages, JOB_PDF_MAX_BYTES } from '@app/contract';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { HttpError } from '../lib/http-errors';
import type { UploadedFile } from '../lib/uploads';
import { ValidationError } from '../lib/validation';
import { signedIn } from './auth';
import { hasInvalidText } from './input-text';
import { limitAttempts, MINUTE } from './rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads are streamed while a request is handled; emptied as each one ends. */
    uploadDir: string;
  }
}

/** Largest file any form takes (images and job PDFs are both capped at 5 MB). */
const MAX_FILE_BYTES = Math.max(IMAGE_MAX_BYTES, JOB_PDF_MAX_BYTES);
/** Room for a file sent in a field that takes none: it is answered with a 422, not a 413. */
const STRAY_FILES = 2;

const MULTIPART = 'multipart/form-data';

/** A route takes files when its OpenAPI description says it consumes multipart forms. */
function takesFiles(route: Pick<RouteOptions, 'schema'>): boolean {
  const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes;
  return consumes?.includes(MULTIPART) ?? false;
}

/** The form's file fields: the properties its body schema documents as binary. */
function fileFieldsOf(body: unknown): string[] {
  if (!(body instanceof z.ZodType)) return [];
  const json = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { format?: string }>;
  };
  return Object.entries(json.properties ?? {})
    .filter(([, property]) => property.format === 'binary')
    .map(([name]) => name);
}

/** The request's part of a multipart error: too much is a 413, anything else a 400. */
function formError(err: unknown): HttpError {
  const status = (err as { statusCode?: number }).statusCode;
  return status === 413
    ? new HttpError(413, inputMessages.formTooLarge)
    : new HttpError(400, inputMessages.formUnreadable);
}

const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/**
 * Multipart forms, for the routes that take files only (those whose schema `consumes`
 * multipart/form-data, all of them for signed-in users). Nothing of a form is read before the
 * route's own checks have run: authentication (onRequest), then its rate limits, then an upload
 * limit per user. Files are
 * streamed to a temporary directory, never held in memory, at most MAX_FILE_BYTES each and no
 * more than the form has file fields; text fields follow the same rule as every other input
 * (plugins/input-text.ts). The temporary files are removed as the response goes out.
 * Any other route answers a multipart body with 415, without reading it.
 */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  // Without attachFieldsToBody the plugin only marks the request; routes read the parts.
  await app.register(multipart, { throwFileSizeLimit: false });

  const uploadDir = await mkdtemp(path.join(tmpdir(), 'pifworld-uploads-'));
  app.decorate('uploadDir', uploadDir);
  app.addHook('onClose', () => rm(uploadDir, { recursive: true, force: true }));

  const uploadLimit = limitAttempts(app, {
    name: 'upload',
    perIp: { max: 120, window: 15 * MINUTE },
    perUser: true,
  }).preHandler;

  const tempFiles = new WeakMap<FastifyRequest, string[]>();
  const removeTempFiles = async (request: FastifyRequest) => {
    const files = tempFiles.get(request);
    tempFiles.delete(request);
    if (files) await Promise.all(files.map((file) => rm(file, { force: true })));
  };
  // The handler is done with its files once the reply is being sent (onSend); onResponse and
  // onRequestAbort cover a reply that failed on the way and a client that went away.
  app.addHook('onSend', async (request) => removeTempFiles(request));
  app.addHook('onResponse', removeTempFiles);
  app.addHook('onRequestAbort', removeTempFiles);

  app.addHook('preValidation', async (request, reply) => {
    if (request.isMultipart() && !takesFiles(request.routeOptions)) {
      // No client of ours sends this: end the connection rather than read the rest of the body.
      // (A refused upload on a route that takes files, 401 or 429, is drained instead, so that
      // the browser surely receives the answer.)
      reply.header('connection', 'close');
      throw new HttpError(415, inputMessages.formNotTaken);
    }
  });

  app.addHook('onRoute', (route) => {
    if (!takesFiles(route)) return;
    // Forms with files are written by signed-in users only, and a visitor is turned away before
    // a byte of the form is read.
    if (![route.onRequest].flat().includes(signedIn)) {
      throw new Error(`${route.method} ${route.url} takes files, so it needs onRequest: signedIn`);
    }
    const fileFields = fileFieldsOf(route.schema?.body);
    const limits = {
      fileSize: MAX_FILE_BYTES + 1,
      files: fileFields.length + STRAY_FILES,
      fields: 60,
      fieldSize: 100_000,
      parts: 100,
    };

    async function readMultipartBody(request: FastifyRequest) {
      if (!request.isMultipart()) return;
      const files: string[] = [];
      tempFiles.set(request, files);
      const body: Record<string, unknown> = Object.create(null);
      const problems: Record<string, string[]> = {};
      const add = (name: string, value: unknown) => {
        const previous = body[name];
        body[name] =
          previous === undefined
            ? value
            : Array.isArray(previous)
              ? [...previous, value]
              : [previous, value];
      };
      try {
        for await (const part of request.parts({ limits })) {
          if (part.type === 'field') {
            const value = typeof part.value === 'string' ? part.value : String(part.value);
            if (part.valueTruncated) problems[part.fieldname] = [inputMessages.tooLong];
            if (hasInvalidText(value) || hasInvalidText(part.fieldname)) {
              problems[part.fieldname] = [inputMessages.invalidText];
            }
            add(part.fieldname, value);
            continue;
          }
          const declared = fileFields.includes(part.fieldname);
          const file = path.join(uploadDir, randomUUID());
          if (declared) files.push(file);
          let size = 0;
          part.file.on('data', (chunk: Buffer) => (size += chunk.length));
          await pipeline(part.file, declared ? createWriteStream(file) : discard());
          const upload: UploadedFile = {
            kind: 'file',
            filename: part.filename,
            path: declared ? file : null,
            size,
            truncated: part.file.truncated,
          };
          // An empty file input still sends a part, without a name or content: it is absent.
          add(part.fieldname, part.filename === '' && size === 0 ? undefined : upload);
        }
      } catch (err) {
        throw formError(err);
      }
      if (Object.keys(problems).length > 0) throw new ValidationError(problems);
      request.body = body;
    }

    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...own, uploadLimit, readMultipartBody];
    route.validatorCompiler ??= multipartValidator;
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
