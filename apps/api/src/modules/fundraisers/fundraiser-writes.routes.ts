import {
  errorResponse,
  fundraiserCreateFields,
  fundraiserCreateForm,
  fundraiserImageFields,
  fundraiserMessages,
  fundraiserUpdateFields,
  fundraiserUpdateForm,
  fundraiserWriteResponse,
  idParam,
  messageResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { formErrors, writeErrors } from '../../lib/openapi';
import { withActivity, requirePageRole } from '../../plugins/ownership';
import { requireUser, signedIn, confirmedEmail } from '../../plugins/auth';
import { readPageForm } from '../media/media-form';
import {
  createFundraiser,
  deleteFundraiser,
  findFundraiser,
  updateFundraiser,
} from './fundraiser-writes.service';

const images =
  'Images (picture, logo, image): an upload (PNG, JPEG, WebP or GIF by their bytes, at most 5 MB, stored re-encoded) or the name of a file of the own Media Library.';

/** Creating, editing and deleting fundraisers: the owner is always the signed-in user. */
export const fundraiserWritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/fundraisers',
    {
      onRequest: [signedIn, confirmedEmail],
      schema: {
        tags: ['fundraisers'],
        operationId: 'createFundraiser',
        summary: 'Start a fundraiser for a non-profit, or for an event or project of one',
        description: `Multipart. Required: name, addressLine1, goal (euros, at most 2 decimals) and nonprofits_id, events_id or projects_id (an event's or project's non-profit is the fundraiser's). ${images} users_id is ignored.`,
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        body: fundraiserCreateForm,
        response: {
          ...formErrors(403),
          201: fundraiserWriteResponse,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const form = await readPageForm(
        app,
        user.id,
        request.body,
        fundraiserCreateFields,
        fundraiserImageFields,
      );
      const id = await form.save(() =>
        createFundraiser(app.db, user.id, form.fields, form.images, request.lang),
      );
      return reply.code(201).send({ message: fundraiserMessages.created, fundraiser: { id } });
    },
  );

  app.post(
    '/fundraiser-profile/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['fundraisers'],
        operationId: 'updateFundraiser',
        summary: 'Edit an own fundraiser',
        description: `Multipart; only the fields sent change, and an empty optional field counts as not sent. name, addressLine1 and goal cannot be emptied; a description with no text left after sanitising (an empty editor's <p></p>) clears it. ${images} A replaced image's file is removed, with its Media Library entry.`,
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: idParam,
        body: fundraiserUpdateForm,
        response: {
          ...formErrors(),
          200: fundraiserWriteResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const current = await findFundraiser(app.db, request.params.id);
      if (!current) throw notFound(fundraiserMessages.notFound);
      const page = { type: 'fundraiser', id: current.id } as const;
      const user = await requirePageRole(request, page, 'edit', fundraiserMessages.forbiddenChange);
      const form = await readPageForm(
        app,
        user.id,
        request.body,
        fundraiserUpdateFields,
        fundraiserImageFields,
      );
      await form.save(() =>
        withActivity(
          app.db,
          (tx) =>
            updateFundraiser(
              { db: tx, storage: app.storage },
              current,
              form.fields,
              form.images,
              request.lang,
            ),
          { page, userId: user.id, action: 'page.updated', subject: current.name },
        ),
      );
      return { message: fundraiserMessages.updated, fundraiser: { id: current.id } };
    },
  );

  app.delete(
    '/fundraisers/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['fundraisers'],
        operationId: 'deleteFundraiser',
        summary: 'Delete an own fundraiser',
        description:
          'Donations stay, no longer linked to it (its non-profit keeps the money); follows, content blocks and timeline updates go with it; its images are removed (also from the Media Library).',
        security: [{ bearerAuth: [] }],
        params: idParam,
        response: {
          ...writeErrors(),
          200: messageResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const current = await findFundraiser(app.db, request.params.id);
      if (!current) throw notFound(fundraiserMessages.notFound);
      const page = { type: 'fundraiser', id: current.id } as const;
      await requirePageRole(request, page, 'own', fundraiserMessages.forbiddenChange);
      await deleteFundraiser(app, current.id);
      return { message: fundraiserMessages.deleted };
    },
  );
};
