import {
  errorResponse,
  idParam,
  messageResponse,
  NONPROFIT_IMAGE_FIELDS,
  nonprofitCreateFields,
  nonprofitListResponse,
  nonprofitMessages,
  nonprofitProfileResponse,
  nonprofitUpdateFields,
  nonprofitWriteResponse,
  pagedQuery,
  pageDetailsResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { formErrors, readErrors, writeErrors } from '../../lib/openapi';
import { withActivity, requirePageRole } from '../../plugins/ownership';
import { requireUser, signedIn, confirmedEmail } from '../../plugins/auth';
import { readPageForm } from '../media/media-form';
import { pageNotFound } from '../../lib/page-not-found';
import {
  createNonprofit,
  deleteNonprofit,
  findNonprofit,
  nonprofitDetails,
  nonprofitProfile,
  updateNonprofit,
} from './nonprofit-profile.service';
import { listNonprofits } from './nonprofits.service';
import { signedInOnly } from './page-writes';

const binary = z.string().meta({ type: 'string', format: 'binary' }).optional();
const images = {
  picture: binary.describe('Banner: an image upload, or a file name from the own Media Library'),
  logo: binary.describe('Logo: an image upload, or a file name from the own Media Library'),
};
const ignored = z.string().optional().describe('Ignored');

/** The multipart forms as OpenAPI shows them; `readPageForm` validates them. */
const createForm = z.object({
  ...nonprofitCreateFields.shape,
  ...images,
  uuid: ignored,
  user_id: ignored,
});
const updateForm = nonprofitUpdateFields.extend({ ...images, user_id: ignored });

export const nonprofitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/nonprofits',
    {
      schema: {
        tags: ['nonprofits'],
        operationId: 'listNonprofits',
        security: [],
        summary: 'Non-profits, paged and searchable by name, with the amount each has raised',
        querystring: pagedQuery,
        response: { ...readErrors(), 200: nonprofitListResponse },
      },
    },
    async (request) => listNonprofits(app.db, request.query, request.lang),
  );

  app.get(
    '/nonprofits/:id',
    {
      schema: {
        tags: ['nonprofits'],
        operationId: 'getNonprofit',
        security: [],
        summary: 'A non-profit in detail',
        params: idParam,
        response: { ...readErrors(), 200: pageDetailsResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const data = await nonprofitDetails(app.db, request.params.id, request.lang);
      if (!data) throw pageNotFound('nonprofit');
      return { data };
    },
  );

  app.get(
    '/nonprofit-profile/:id',
    {
      schema: {
        tags: ['nonprofits'],
        operationId: 'nonprofitProfile',
        security: [],
        summary: 'A non-profit with every field, for its profile page and edit form',
        params: idParam,
        response: { ...readErrors(), 200: nonprofitProfileResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const data = await nonprofitProfile(app.db, request.params.id);
      if (!data) throw notFound(nonprofitMessages.notFound);
      return { data };
    },
  );

  app.post(
    '/nonprofits',
    {
      onRequest: [signedIn, confirmedEmail],
      schema: {
        tags: ['nonprofits'],
        operationId: 'createNonprofit',
        summary: 'Register a non-profit of the signed-in user (multipart)',
        description:
          'description is rich text, sanitised. Images: PNG, JPEG, WebP or GIF by their bytes, at most 5 MB, stored re-encoded; or the name of a file in the own Media Library. uuid and user_id are ignored.',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        body: createForm,
        response: {
          ...formErrors(403),
          201: nonprofitWriteResponse,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const form = await readPageForm(
        app,
        user.id,
        request.body,
        nonprofitCreateFields,
        NONPROFIT_IMAGE_FIELDS,
      );
      const id = await form.save(() =>
        createNonprofit(app.db, user.id, form.fields, form.images, request.lang),
      );
      return reply.code(201).send({ message: nonprofitMessages.registered, nonprofit: { id } });
    },
  );

  app.post(
    '/nonprofit-profile/:id',
    {
      onRequest: signedIn,
      preValidation: signedInOnly,
      schema: {
        tags: ['nonprofits'],
        operationId: 'updateNonprofit',
        summary: 'Update an own non-profit (multipart): only the fields sent change',
        description:
          'An empty optional field is taken as not given; the name cannot become empty. A replaced image file is removed, with its Media Library entry.',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: idParam,
        body: updateForm,
        response: {
          ...formErrors(),
          200: nonprofitWriteResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      requireUser(request);
      const nonprofit = await findNonprofit(app.db, request.params.id);
      if (!nonprofit) throw notFound(nonprofitMessages.notFound);
      const page = { type: 'nonprofit', id: nonprofit.id } as const;
      const user = await requirePageRole(request, page, 'edit', nonprofitMessages.forbidden);
      const form = await readPageForm(
        app,
        user.id,
        request.body,
        nonprofitUpdateFields,
        NONPROFIT_IMAGE_FIELDS,
      );
      await form.save(() =>
        withActivity(
          app.db,
          (tx) =>
            updateNonprofit(
              { db: tx, storage: app.storage },
              nonprofit,
              form.fields,
              form.images,
              request.lang,
            ),
          { page, userId: user.id, action: 'page.updated', subject: nonprofit.name },
        ),
      );
      return { message: nonprofitMessages.updated, nonprofit: { id: nonprofit.id } };
    },
  );

  app.delete(
    '/nonprofits/:id',
    {
      onRequest: signedIn,
      preValidation: signedInOnly,
      schema: {
        tags: ['nonprofits'],
        operationId: 'deleteNonprofit',
        summary: 'Delete an own non-profit with its events, projects, packages and jobs',
        description:
          'Donations stay, their link to the deleted pages cleared; fundraisers and company events under it stay without the link; follows go.',
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
      requireUser(request);
      const nonprofit = await findNonprofit(app.db, request.params.id);
      if (!nonprofit) throw notFound(nonprofitMessages.notFound);
      const page = { type: 'nonprofit', id: nonprofit.id } as const;
      await requirePageRole(request, page, 'own', nonprofitMessages.forbidden);
      await deleteNonprofit(app, nonprofit.id);
      return { message: nonprofitMessages.deleted };
    },
  );
};
