import {
  companyEventsResponse,
  companyCreateFields,
  companyFields,
  companyListResponse,
  companyMessages,
  companyProfileResponse,
  companyUpdateFields,
  companyWriteResponse,
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
import { requireUser, signedIn, confirmedEmail } from '../../plugins/auth';
import { readPageForm } from '../media/media-form';
import { pageNotFound } from '../../lib/page-not-found';
import { eventsOfCompany } from '../company-events/company-events.service';
import { listCompanies } from './companies.service';
import {
  companyDetails,
  companyProfile,
  createCompany,
  deleteCompany,
  findCompany,
  updateCompany,
} from './company-profile.service';

const binary = z.string().meta({ type: 'string', format: 'binary' }).optional();
const imageFields = ['picture', 'logo'] as const;

/** The multipart forms as OpenAPI shows them; `readPageForm` validates them. */
const companyForm = companyFields.extend({ picture: binary, logo: binary });
const companyUpdateForm = companyUpdateFields.extend({ picture: binary, logo: binary });

const formDescription =
  'Multipart. picture and logo: an upload (PNG, JPEG, WebP or GIF by their bytes, at most 5 MB, stored re-encoded) or the file name of an image in the own Media Library. Empty optional fields count as not given. description is rich text, sanitised. page_data is JSON text of an object of text values (the Company Overview facts). website takes http(s) URLs; a bare domain gets https:// in front. A user_id in the form is ignored: the owner is the signed-in user.';

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies',
    {
      schema: {
        tags: ['companies'],
        operationId: 'listCompanies',
        security: [],
        summary: 'Companies, paged and searchable by name',
        querystring: pagedQuery,
        response: { ...readErrors(), 200: companyListResponse },
      },
    },
    async (request) => listCompanies(app.db, request.query, request.lang),
  );

  app.get(
    '/companies/:id',
    {
      schema: {
        tags: ['companies'],
        operationId: 'getCompany',
        security: [],
        summary: 'A company in detail, with its Company Overview facts (page_data)',
        params: idParam,
        response: { ...readErrors(), 200: pageDetailsResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const data = await companyDetails(app.db, request.params.id, request.lang);
      if (!data) throw pageNotFound('company');
      return { data };
    },
  );

  app.get(
    '/companies/events/:companyId',
    {
      schema: {
        tags: ['companies'],
        operationId: 'eventsOfCompany',
        security: [],
        summary: "A company's events, newest first",
        params: z.object({ companyId: idParam.shape.id }),
        response: { ...readErrors(), 200: companyEventsResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { companyId } = request.params;
      if (!(await companyDetails(app.db, companyId, request.lang))) throw pageNotFound('company');
      return eventsOfCompany(app.db, companyId, request.lang);
    },
  );

  app.get(
    '/company-profile/:id',
    {
      schema: {
        tags: ['companies'],
        operationId: 'companyProfile',
        security: [],
        summary: 'A company with every field and its company events, newest first',
        params: idParam,
        response: { ...readErrors(), 200: companyProfileResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const data = await companyProfile(app.db, request.params.id);
      if (!data) throw notFound(companyMessages.notFound);
      return { data };
    },
  );

  app.post(
    '/companies',
    {
      onRequest: [signedIn, confirmedEmail],
      schema: {
        tags: ['companies'],
        operationId: 'createCompany',
        summary: 'Register a company of the signed-in user',
        description: formDescription,
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        body: companyForm,
        response: {
          ...formErrors(403),
          201: companyWriteResponse,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const form = await readPageForm(app, user.id, request.body, companyCreateFields, imageFields);
      const id = await form.save(() =>
        createCompany(app.db, user.id, form.fields, form.images, request.lang),
      );
      return reply.code(201).send({ message: companyMessages.created, company: { id } });
    },
  );

  app.post(
    '/company-profile/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['companies'],
        operationId: 'updateCompany',
        summary: 'Update the own company: only the fields sent change',
        description: `${formDescription} A name sent empty is a 422. A replaced image is removed from storage.`,
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: idParam,
        body: companyUpdateForm,
        response: {
          ...formErrors(),
          200: companyWriteResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const company = await findCompany(app.db, request.params.id);
      if (!company) throw notFound(companyMessages.notFound);
      const page = { type: 'company', id: company.id } as const;
      await requirePageRole(request, page, 'edit', companyMessages.forbidden);
      const form = await readPageForm(app, user.id, request.body, companyUpdateFields, imageFields);
      await form.save(() =>
        withActivity(
          app.db,
          (tx) => updateCompany(tx, app.storage, company, form.fields, form.images, request.lang),
          { page, userId: user.id, action: 'page.updated', subject: company.name },
        ),
      );
      return { message: companyMessages.updated, company: { id: company.id } };
    },
  );

  app.delete(
    '/companies/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['companies'],
        operationId: 'deleteCompany',
        summary: 'Delete the own company with its company events; donations to them stay, unlinked',
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
      const company = await findCompany(app.db, request.params.id);
      if (!company) throw notFound(companyMessages.notFound);
      const page = { type: 'company', id: company.id } as const;
      await requirePageRole(request, page, 'own', companyMessages.forbidden);
      await deleteCompany(app.db, app.storage, company.id);
      return { message: companyMessages.deleted };
    },
  );
};
