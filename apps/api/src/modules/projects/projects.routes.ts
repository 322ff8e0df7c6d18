import {
  errorResponse,
  idParam,
  messageResponse,
  nonprofitMessages,
  nonprofitProjectsResponse,
  PROJECT_IMAGE_FIELDS,
  projectCreateFields,
  projectMessages,
  projectUpdateFields,
  projectWriteResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { formErrors, readErrors, writeErrors } from '../../lib/openapi';
import { withActivity, pageOwnerId, requirePageRole } from '../../plugins/ownership';
import { requireUser, signedIn, confirmedEmail } from '../../plugins/auth';
import { findNonprofit } from '../nonprofits/nonprofit-profile.service';
import { signedInOnly } from '../nonprofits/page-writes';
import { readCampaignForm } from '../pages/page-forms';
import { pageNotFound } from '../../lib/page-not-found';
import {
  createProject,
  deleteProject,
  findProject,
  projectsOfNonprofit,
  updateProject,
} from './projects.service';

const documented = {
  picture: z
    .string()
    .meta({ type: 'string', format: 'binary' })
    .optional()
    .describe('Banner: an image upload, or a file name from the own Media Library'),
  user_id: z.string().optional().describe('Ignored: the owner is the signed-in user'),
};
/** The multipart forms as OpenAPI shows them; `readPageForm` validates them. */
const createForm = projectCreateFields.extend(documented);
const updateForm = projectUpdateFields.extend(documented);

export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** What a helper creates under a non-profit belongs to its owner, as the non-profit does. */
  const ownerOf = async (nonprofitId: number) =>
    (await pageOwnerId(app.db, { type: 'nonprofit', id: nonprofitId }))!;

  app.get(
    '/nonprofit-project/:id',
    {
      schema: {
        tags: ['projects'],
        operationId: 'projectsOfNonprofit',
        security: [],
        summary: "A non-profit's projects, newest first (the Campaign tab)",
        params: idParam,
        response: { ...readErrors(), 200: nonprofitProjectsResponse, 404: errorResponse },
      },
    },
    async (request) => {
      if (!(await findNonprofit(app.db, request.params.id)))
        throw notFound(nonprofitMessages.notFound);
      return { data: await projectsOfNonprofit(app.db, request.params.id, request.lang) };
    },
  );

  app.post(
    '/project',
    {
      onRequest: [signedIn, confirmedEmail],
      schema: {
        tags: ['projects'],
        operationId: 'createProject',
        summary: 'Create a project of an own non-profit (multipart)',
        description:
          'nonprofits_id must be a non-profit of the signed-in user (403 otherwise). description is rich text, sanitised.',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        body: createForm,
        response: {
          ...formErrors(403),
          201: projectWriteResponse,
          403: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const form = await readCampaignForm(
        app,
        user.id,
        request.body,
        projectCreateFields,
        PROJECT_IMAGE_FIELDS,
      );
      const page = { type: 'nonprofit', id: form.fields.nonprofits_id } as const;
      const owner = await ownerOf(page.id);
      const id = await form.save(() =>
        withActivity(
          app.db,
          (tx) => createProject(tx, owner, form.fields, form.images, request.lang),
          {
            page,
            userId: user.id,
            action: 'project.created',
            subject: async (tx, made) => (await findProject(tx, made))?.name,
          },
        ),
      );
      return reply.code(201).send({ message: projectMessages.created, project: { id } });
    },
  );

  app.post(
    '/project/:id',
    {
      onRequest: signedIn,
      preValidation: signedInOnly,
      schema: {
        tags: ['projects'],
        operationId: 'updateProject',
        summary: 'Update an own project (multipart): only the fields sent change',
        description: "nonprofits_id, if sent, must be the project's own (it cannot move).",
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: idParam,
        body: updateForm,
        response: {
          ...formErrors(),
          200: projectWriteResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      requireUser(request);
      const project = await findProject(app.db, request.params.id);
      if (!project) throw pageNotFound('project');
      const page = { type: 'nonprofit', id: project.nonprofitId } as const;
      const user = await requirePageRole(request, page, 'edit', projectMessages.forbidden);
      const form = await readCampaignForm(
        app,
        user.id,
        request.body,
        projectUpdateFields,
        PROJECT_IMAGE_FIELDS,
        { nonprofitId: project.nonprofitId },
      );
      await form.save(() =>
        withActivity(
          app.db,
          (tx) =>
            updateProject(
              { db: tx, storage: app.storage },
              project,
              form.fields,
              form.images,
              request.lang,
            ),
          { page, userId: user.id, action: 'project.updated', subject: project.name },
        ),
      );
      return { message: projectMessages.updated, project: { id: project.id } };
    },
  );

  app.delete(
    '/project/:id',
    {
      onRequest: signedIn,
      preValidation: signedInOnly,
      schema: {
        tags: ['projects'],
        operationId: 'deleteProject',
        summary: 'Delete an own project',
        description:
          'Donations to it stay with the link cleared; fundraisers under it stay without the link.',
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
      const project = await findProject(app.db, request.params.id);
      if (!project) throw pageNotFound('project');
      const page = { type: 'nonprofit', id: project.nonprofitId } as const;
      const user = await requirePageRole(request, page, 'edit', projectMessages.forbidden);
      await withActivity(
        app.db,
        (tx) => deleteProject({ db: tx, storage: app.storage }, project.id),
        { page, userId: user.id, action: 'project.deleted', subject: project.name },
      );
      return { message: projectMessages.deleted };
    },
  );
};
