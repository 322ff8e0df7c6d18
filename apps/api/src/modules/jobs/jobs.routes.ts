import {
  errorResponse,
  idParam,
  jobCreateForm,
  jobDetail,
  jobForbiddenResponse,
  jobListResponse,
  jobMessages,
  jobPdfQuery,
  jobsQuery,
  jobUpdateForm,
  jobWriteResponse,
  messageResponse,
  pagedQuery,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { asJson, fileResponse, formErrors, readErrors, writeErrors } from '../../lib/openapi';
import { recordActivity, requirePageRole } from '../../plugins/ownership';
import { requireUser, signedIn } from '../../plugins/auth';
import { findNonprofit } from '../nonprofits/nonprofit-profile.service';
import { pdfDisposition } from './job-pdf';
import { createJob, deleteJob, updateJob, type RecordJob } from './job-writes.service';
import { findJob, jobDetail as readJobDetail, listJobs, listNonprofitJobs } from './jobs.service';

const formFields =
  'Text fields of a job (title required; a way to apply: email, website or contact; deadline an ISO date-time in the future), `picture` (an image upload or a file of the own Media Library) and `pdf` (a PDF by its bytes, at most 5,242,880 bytes).';

/** The jobs board: vacancies of non-profits, posted by premium users. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A change of a job in its non-profit's activity, in the change's transaction. */
  const recordJob =
    (userId: number, action: string): RecordJob =>
    (tx, job) =>
      recordActivity(tx, { type: 'nonprofit', id: job.nonprofitId }, userId, action, job.title);

  app.get(
    '/jobs',
    {
      schema: {
        tags: ['jobs'],
        operationId: 'listJobs',
        security: [],
        summary: 'Open vacancies, newest first; searched: best match first',
        description:
          'Jobs whose deadline has passed are not listed. `search`: full-text in English and Dutch (the last word as a prefix) or a title close to the term. `nonprofit_id`: one non-profit’s open jobs.',
        querystring: jobsQuery,
        response: { ...readErrors(), 200: jobListResponse },
      },
    },
    async (request) => listJobs(app.db, request.query, { nonprofitId: request.query.nonprofit_id }),
  );

  app.get(
    '/jobs/:id',
    {
      schema: {
        tags: ['jobs'],
        operationId: 'jobDetail',
        security: [{}, { bearerAuth: [] }],
        summary: 'One vacancy with its non-profit',
        description:
          'Also a job past its deadline (`closed: true`), so that shared links keep working.',
        params: idParam,
        response: { ...readErrors(), 200: jobDetail, 404: errorResponse },
      },
    },
    async (request) => {
      const job = await readJobDetail(app.db, request.params.id, request.user?.id);
      if (!job) throw notFound(jobMessages.notFound);
      return job;
    },
  );

  app.get(
    '/jobs/:id/pdf',
    {
      schema: {
        tags: ['jobs'],
        operationId: 'jobPdf',
        security: [{}, { bearerAuth: [] }],
        summary: 'The PDF of a vacancy',
        description:
          'application/pdf, named after the job; inline for a viewer, or as a download with `?download=1`.',
        params: idParam,
        querystring: jobPdfQuery,
        produces: ['application/pdf'],
        response: {
          200: fileResponse('application/pdf', 'The PDF'),
          ...asJson(readErrors(404)),
        },
      },
    },
    async (request, reply) => {
      const job = await readJobDetail(app.db, request.params.id, request.user?.id);
      const data = job?.pdf ? await app.storage.read(job.pdf) : undefined;
      if (!job || !data) throw notFound('jobs.no_pdf');
      return reply
        .type('application/pdf')
        .header('content-disposition', pdfDisposition(job.title, request.query.download))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-cache')
        .send(data);
    },
  );

  app.post(
    '/jobs',
    {
      onRequest: signedIn,
      schema: {
        tags: ['jobs'],
        operationId: 'createJob',
        summary: 'Post a vacancy for an own non-profit (premium users)',
        description: `Multipart. ${formFields} nonprofits_id: a non-profit of the signed-in user; user_id is ignored. 403 with error 'premium_required' without premium, 'not_owner' for someone else's non-profit.`,
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        body: jobCreateForm,
        response: {
          ...formErrors(),
          200: jobWriteResponse,
          403: jobForbiddenResponse,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const id = await createJob(app, user, request.body, recordJob(user.id, 'job.created'));
      return { message: jobMessages.created, id };
    },
  );

  app.post(
    '/jobs/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['jobs'],
        operationId: 'updateJob',
        summary: 'Edit an own vacancy',
        description: `Multipart, the whole form again: an empty field clears it. ${formFields} remove_pdf / remove_picture drop the files; the non-profit does not change.`,
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: idParam,
        body: jobUpdateForm,
        response: {
          ...formErrors(),
          200: jobWriteResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const job = await findJob(app.db, request.params.id);
      if (!job) throw notFound(jobMessages.notFound);
      const user = requireUser(request);
      await updateJob(app, user, job, request.body, recordJob(user.id, 'job.updated'));
      return { message: jobMessages.updated, id: job.id };
    },
  );

  app.delete(
    '/jobs/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['jobs'],
        operationId: 'deleteJob',
        summary: 'Delete an own vacancy',
        description: 'Its picture and PDF are removed with it.',
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
      const job = await findJob(app.db, request.params.id);
      if (!job) throw notFound(jobMessages.notFound);
      const user = requireUser(request);
      await deleteJob(app, user, job, recordJob(user.id, 'job.deleted'));
      return { message: jobMessages.deleted };
    },
  );

  app.get(
    '/nonprofits/:id/jobs',
    {
      onRequest: signedIn,
      schema: {
        tags: ['jobs'],
        operationId: 'listNonprofitJobs',
        summary: "Every job of an own non-profit, closed ones too (the profile's Jobs tab)",
        security: [{ bearerAuth: [] }],
        params: idParam,
        querystring: pagedQuery.omit({ search: true }),
        response: {
          ...readErrors(),
          200: jobListResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const nonprofit = await findNonprofit(app.db, request.params.id);
      if (!nonprofit) throw notFound('pages.nonprofit_not_found');
      const page = { type: 'nonprofit', id: nonprofit.id } as const;
      await requirePageRole(request, page, 'edit', jobMessages.forbiddenList);
      return listNonprofitJobs(app.db, request.params.id, request.query);
    },
  );
};
