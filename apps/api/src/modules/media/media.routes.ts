import { said } from '@app/i18n/codes';
import {
  errorResponse,
  mediaCropRequest,
  mediaFileResponse,
  mediaListResponse,
  mediaUploadResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formErrors, readErrors, writeErrors } from '../../lib/openapi';
import { isUploadedFile } from '../../lib/uploads';
import { fieldError } from '../../lib/validation';
import { requireUser, signedIn } from '../../plugins/auth';
import { createCrop, pictureToCrop } from './crops';
import { readPageForm } from './media-form';
import { findMedia, listMedia, toMediaItem } from './media.service';

/** POST /media takes no text fields; `file` is the image. */
const noFields = z.object({});
const uploadForm = z.object({
  file: z.string().meta({ type: 'string', format: 'binary' }),
});
const fileParams = z.object({ file: z.string().min(1).max(120) });

/** The image picker's Media Library: the signed-in user's own uploads. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media',
    {
      onRequest: signedIn,
      schema: {
        tags: ['media'],
        operationId: 'listMedia',
        summary: 'The own Media Library, newest first',
        security: [{ bearerAuth: [] }],
        response: { ...readErrors(), 200: mediaListResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const rows = await listMedia(app.db, user.id);
      return { data: rows.map(toMediaItem) };
    },
  );

  app.post(
    '/media',
    {
      onRequest: signedIn,
      schema: {
        tags: ['media'],
        operationId: 'uploadMedia',
        summary: 'Add an image to the own Media Library',
        description:
          'Multipart, one image in the field `file`: PNG, JPEG, WebP or GIF by its bytes, at most 5 MB; stored re-encoded under a new name. A refused upload leaves nothing behind.',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        body: uploadForm,
        response: {
          ...formErrors(),
          201: mediaUploadResponse,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const body = (request.body ?? {}) as Record<string, unknown>;
      // Only an upload: naming a library file (which page forms allow) adds nothing here.
      if (!isUploadedFile(body.file))
        throw fieldError('file', said('field.required', { attribute: 'file' }));
      const form = await readPageForm(app, user.id, body, noFields, ['file']);
      // The upload is all there is to save: `save` adds it to the library.
      await form.save(async () => undefined);
      const row = await findMedia(app.db, user.id, form.images.file!);
      return reply.code(201).send({ data: toMediaItem(row!) });
    },
  );

  app.post(
    '/media/crops',
    {
      onRequest: signedIn,
      schema: {
        tags: ['media'],
        operationId: 'cropMedia',
        summary: 'Crop an own image for the place it fills',
        description:
          "The rectangle (`x`, `y`, `width`, `height`) is in the original's pixels; `file` is an image of the own Media Library or a crop of one (then its original is cut again). It must lie inside the image and have the shape's proportions (banner 3:1, logo 1:1, card 3:2, share 1.91:1, within 1%). The picture is cut from the original at up to 2,400 px wide, stored under a new name and returned; pages name it in their image fields. A refused crop writes nothing.",
        security: [{ bearerAuth: [] }],
        body: mediaCropRequest,
        response: {
          ...writeErrors(),
          201: mediaUploadResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const row = await createCrop(app, user.id, request.body);
      return reply.code(201).send({ data: toMediaItem(row) });
    },
  );

  app.get(
    '/media/files/:file',
    {
      onRequest: signedIn,
      schema: {
        tags: ['media'],
        operationId: 'getMediaFile',
        summary: "An own picture's original and crop, to crop it again",
        security: [{ bearerAuth: [] }],
        params: fileParams,
        response: {
          ...readErrors(),
          200: mediaFileResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const found = await pictureToCrop(app.db, user.id, request.params.file);
      return {
        data: { original: toMediaItem(found.original), shape: found.shape, crop: found.crop },
      };
    },
  );
};
