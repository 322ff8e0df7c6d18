import {
  companyEventCreateFields,
  companyEventFields,
  companyEventListResponse,
  companyEventMessages,
  companyEventUpdateFields,
  companyEventWriteResponse,
  errorResponse,
  idParam,
  messageResponse,
  pagedQuery,
  pageDetailsResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { formErrors, readErrors, writeErrors } from '../../lib/openapi';
import { withActivity, requirePageRole } from '../../plugins/ownership';
import { fieldError, withProblems } from '../../lib/validation';
import { requireUser, signedIn, confirmedEmail } from '../../plugins/auth';
import { listCompanyEvents } from './company-events.service';
import { readPageForm } from '../media/media-form';
import { pageNotFound } from '../../lib/page-not-found';
import {
  checkReferences,
  companyEventDetails,
  createCompanyEvent,
  deleteCompanyEvent,
  findCompanyEvent,
  updateCompanyEvent,
} from './company-events.service';

const binary = z.string().meta({ type: 'string', format: 'binary' }).optional();
const imageFields = ['picture', 'logo'] as const;

/** The multipart forms as OpenAPI shows them; `readPageForm` validates them. */
const companyEventForm = companyEventFields.extend({ picture: binary, logo: binary });
const companyEventUpdateForm = companyEventUpdateFields.extend({ picture: binary, logo: binary });

const formDescription =
  'Multipart. picture and logo: an upload (PNG, JPEG, WebP or GIF by their bytes, at most 5 MB, stored re-encoded) or the file name of an image in the own Media Library. Empty optional fields count as not given. description is rich text, sanitised. goal is in euros. company_id must be a company of the signed-in user (403 otherwise); nonprofit_id an active non-profit. A user_id in the form is ignored.';

export const companyEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company-events',
    {
      schema: {
        tags: ['company-events'],
        operationId: 'listCompanyEvents',
        security: [],
        summary:
          'Company events, paged and searchable by name, with company, non-profit and raised amount',
        querystring: pagedQuery,
        response: { ...readErrors(), 200: companyEventListResponse },
      },
    },
    async (request) => listCompanyEvents(app.db, request.query, request.lang),
  );

  app.get(
    '/company-events/:id',
    {
      schema: {
        tags: ['company-events'],
        operationId: 'getCompanyEvent',
        security: [],
        summary: 'A company event in detail, with its company and non-profit',
        params: idParam,
        response: { ...readErrors(), 200: pageDetailsResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const data = await companyEventDetails(app.db, request.params.id, request.lang);
      if (!data) throw pageNotFound('company-event');
      return { data };
    },
  );

  app.post(
    '/company-events',
    {
      onRequest: [signedIn, confirmedEmail],
      schema: {
        tags: ['company-events'],
        operationId: 'createCompanyEvent',
        summary: 'Create an event of one of the own companies, raising money for a non-profit',
        description: formDescription,
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        body: companyEventForm,
        response: {
          ...formErrors(403),
          201: companyEventWriteResponse,
          403: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const references = await checkReferences(app.db, user, request.body);
      const form = await readPageForm(
        app,
        user.id,
        request.body,
        withProblems(companyEventCreateFields, references.errors),
        imageFields,
      );
      const id = await form.save(async () => {
        // A company_id the form took has passed the checks: the user edits that company. What a
        // helper creates belongs to the company's owner, as the company does.
        const { company } = references;
        if (!company) throw fieldError('company_id', companyEventMessages.companyRequired);
        return withActivity(
          app.db,
          (tx) =>
            createCompanyEvent(tx, company.userId, company, form.fields, form.images, request.lang),
          {
            page: { type: 'company', id: company.id },
            userId: user.id,
            action: 'company_event.created',
            subject: async (tx, made) => (await findCompanyEvent(tx, made))?.name,
          },
        );
      });
      return reply.code(201).send({ message: companyEventMessages.created, company_event: { id } });
    },
  );

  app.post(
    '/company-events/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['company-events'],
        operationId: 'updateCompanyEvent',
        summary: 'Update the own company event: only the fields sent change',
        description: `${formDescription} name, company_id and nonprofit_id sent empty are a 422. A replaced image is removed from storage.`,
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: idParam,
        body: companyEventUpdateForm,
        response: {
          ...formErrors(),
          200: companyEventWriteResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const event = await findCompanyEvent(app.db, request.params.id);
      if (!event) throw notFound(companyEventMessages.notFound);
      const page = { type: 'company', id: event.companyId } as const;
      await requirePageRole(request, page, 'edit', companyEventMessages.forbidden);
      const references = await checkReferences(app.db, user, request.body, event);
      const form = await readPageForm(
        app,
        user.id,
        request.body,
        withProblems(companyEventUpdateFields, references.errors),
        imageFields,
      );
      await form.save(() =>
        withActivity(
          app.db,
          (tx) =>
            updateCompanyEvent(
              tx,
              app.storage,
              event,
              references.company,
              form.fields,
              form.images,
              request.lang,
            ),
          { page, userId: user.id, action: 'company_event.updated', subject: event.name },
        ),
      );
      return { message: companyEventMessages.updated, company_event: { id: event.id } };
    },
  );

  app.delete(
    '/company-events/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['company-events'],
        operationId: 'deleteCompanyEvent',
        summary: 'Delete the own company event; donations to it stay, unlinked',
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
      const event = await findCompanyEvent(app.db, request.params.id);
      if (!event) throw notFound(companyEventMessages.notFound);
      const page = { type: 'company', id: event.companyId } as const;
      const user = await requirePageRole(request, page, 'edit', companyEventMessages.forbidden);
      await withActivity(app.db, (tx) => deleteCompanyEvent(tx, app.storage, event.id), {
        page,
        userId: user.id,
        action: 'company_event.deleted',
        subject: event.name,
      });
      return { message: companyEventMessages.deleted };
    },
  );
};
