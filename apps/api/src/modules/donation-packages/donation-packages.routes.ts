import {
  campaignMessages,
  donationPackageBody,
  donationPackageMessages,
  donationPackagesResponse,
  donationPackageUpdateBody,
  donationPackageWriteResponse,
  errorResponse,
  idParam,
  messageResponse,
  nonprofitMessages,
  validationErrorResponse,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { readErrors, writeErrors } from '../../lib/openapi';
import { withActivity, requirePageRole } from '../../plugins/ownership';
import { fieldError } from '../../lib/validation';
import { requireUser, signedIn } from '../../plugins/auth';
import { findNonprofit } from '../nonprofits/nonprofit-profile.service';
import { signedInOnly } from '../nonprofits/page-writes';
import {
  createPackage,
  deletePackage,
  findPackage,
  packagesOfNonprofit,
  packagesOfUser,
  updatePackage,
} from './donation-packages.service';

const writeResponses = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  422: validationErrorResponse,
};

export const donationPackagesRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The non-profit a package goes to: it must exist (422) and the user must edit it (its owner
   * or a helper), else 403.
   */
  async function editableNonprofit(request: FastifyRequest, nonprofitId: number) {
    const nonprofit = await findNonprofit(app.db, nonprofitId);
    if (!nonprofit) throw fieldError('nonprofits_id', campaignMessages.nonprofitInvalid);
    const page = { type: 'nonprofit', id: nonprofitId } as const;
    return requirePageRole(request, page, 'edit', donationPackageMessages.forbidden);
  }

  app.get(
    '/donation-packages/nonprofit/:id',
    {
      schema: {
        tags: ['donation-packages'],
        operationId: 'donationPackagesOfNonprofit',
        security: [],
        summary: "A non-profit's donation packages, smallest amount first",
        params: idParam,
        response: { ...readErrors(), 200: donationPackagesResponse, 404: errorResponse },
      },
    },
    async (request) => {
      if (!(await findNonprofit(app.db, request.params.id)))
        throw notFound(nonprofitMessages.notFound);
      return { data: await packagesOfNonprofit(app.db, request.params.id, request.lang) };
    },
  );

  app.get(
    '/donation-packages',
    {
      onRequest: signedIn,
      schema: {
        tags: ['donation-packages'],
        operationId: 'donationPackagesOfUser',
        summary: "The donation packages of the signed-in user's non-profits",
        security: [{ bearerAuth: [] }],
        response: { ...readErrors(), 200: donationPackagesResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { data: await packagesOfUser(app.db, user.id, request.lang) };
    },
  );

  app.post(
    '/donation-packages',
    {
      onRequest: signedIn,
      preValidation: signedInOnly,
      schema: {
        tags: ['donation-packages'],
        operationId: 'createDonationPackage',
        summary: 'Add a donation package to an own non-profit',
        description:
          'title: not empty after trimming; amount: euros, more than 0, at most 2 decimals, at most 100000.',
        security: [{ bearerAuth: [] }],
        body: donationPackageBody,
        response: { ...writeErrors(), 201: donationPackageWriteResponse, ...writeResponses },
      },
    },
    async (request, reply) => {
      requireUser(request);
      const { amount, nonprofits_id: nonprofitId, ...texts } = request.body;
      const user = await editableNonprofit(request, nonprofitId);
      const page = { type: 'nonprofit', id: nonprofitId } as const;
      const donationPackage = await withActivity(
        app.db,
        (tx) => createPackage(tx, { texts, amount, nonprofitId }, request.lang),
        {
          page,
          userId: user.id,
          action: 'package.created',
          subject: async (_, made) => made.title,
        },
      );
      return reply.code(201).send({ message: donationPackageMessages.created, donationPackage });
    },
  );

  app.post(
    '/donation-packages/:id',
    {
      onRequest: signedIn,
      preValidation: signedInOnly,
      schema: {
        tags: ['donation-packages'],
        operationId: 'updateDonationPackage',
        summary: 'Change a donation package of an own non-profit',
        description:
          'The same payload; a new nonprofits_id must be another non-profit of the owner.',
        security: [{ bearerAuth: [] }],
        params: idParam,
        body: donationPackageUpdateBody,
        response: { ...writeErrors(), 200: donationPackageWriteResponse, ...writeResponses },
      },
    },
    async (request) => {
      requireUser(request);
      const current = await findPackage(app.db, request.params.id);
      if (!current) throw notFound(donationPackageMessages.notFound);
      const page = { type: 'nonprofit', id: current.nonprofitId } as const;
      const user = await requirePageRole(request, page, 'edit', donationPackageMessages.forbidden);
      const { amount, nonprofits_id: nonprofitId = current.nonprofitId, ...texts } = request.body;
      if (nonprofitId !== current.nonprofitId) await editableNonprofit(request, nonprofitId);
      const donationPackage = await withActivity(
        app.db,
        (tx) => updatePackage(tx, current, { texts, amount, nonprofitId }, request.lang),
        {
          page,
          userId: user.id,
          action: 'package.updated',
          subject: async (_, made) => made.title,
        },
      );
      return { message: donationPackageMessages.updated, donationPackage };
    },
  );

  app.post(
    '/donation-packages/delete/:id',
    {
      onRequest: signedIn,
      preValidation: signedInOnly,
      schema: {
        tags: ['donation-packages'],
        operationId: 'deleteDonationPackage',
        summary: 'Delete a donation package of an own non-profit',
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
      const current = await findPackage(app.db, request.params.id);
      if (!current) throw notFound(donationPackageMessages.notFound);
      const page = { type: 'nonprofit', id: current.nonprofitId } as const;
      const user = await requirePageRole(request, page, 'edit', donationPackageMessages.forbidden);
      await withActivity(app.db, (tx) => deletePackage(tx, current.id), {
        page,
        userId: user.id,
        action: 'package.deleted',
        subject: current.title,
      });
      return { message: donationPackageMessages.deleted };
    },
  );
};
