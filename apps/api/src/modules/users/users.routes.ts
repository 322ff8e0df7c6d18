import {
  currentUserResponse,
  errorResponse,
  idParam,
  messageResponse,
  profileMessages,
  userCompaniesResponse,
  userFundraisersResponse,
  userNonprofitsResponse,
  userResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { readErrors, writeErrors } from '../../lib/openapi';
import { requireSelf } from '../../plugins/ownership';
import { freshProof, requireUser, signedIn } from '../../plugins/auth';
import { toPublicUser, toSessionUser } from './users.mapper';
import {
  deleteUser,
  findUser,
  userCompanies,
  userFundraisers,
  userNonprofits,
} from './users.service';

const userNotFound = () => notFound('profile.user_not_found');

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user',
    {
      onRequest: signedIn,
      schema: {
        tags: ['users'],
        operationId: 'currentUser',
        security: [{ bearerAuth: [] }],
        summary: 'The account this request is signed in as; 401 without a session',
        description:
          'The web app asks it when it starts, to learn whether its session cookie still holds (it cannot read the cookie).',
        response: { ...readErrors(), 200: currentUserResponse },
      },
    },
    async (request) => ({ user: toSessionUser(requireUser(request)) }),
  );

  app.get(
    '/user/:id',
    {
      schema: {
        tags: ['users'],
        operationId: 'findUser',
        security: [{}, { bearerAuth: [] }],
        summary:
          'A user: the own record in full, anyone else only public fields (never the e-mail)',
        params: idParam,
        response: { ...readErrors(), 200: userResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const user = await findUser(app.db, request.params.id);
      if (!user) throw userNotFound();
      return { user: request.user?.id === user.id ? toSessionUser(user) : toPublicUser(user) };
    },
  );

  app.delete(
    '/user/:id',
    {
      onRequest: [signedIn, freshProof],
      schema: {
        tags: ['users'],
        operationId: 'deleteUser',
        summary: 'Delete the own account and its pages; donations stay, anonymised',
        description:
          'The platform keeps one console admin who can sign in: the last one cannot delete the account (409 `last_console_admin`) until another account is a console admin.',
        security: [{ bearerAuth: [] }],
        params: idParam,
        response: {
          ...writeErrors(),
          200: messageResponse,
          403: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.id, 'profile.forbidden_delete');
      await deleteUser(app.db, app.storage, user.id);
      return { message: profileMessages.deleted };
    },
  );

  const ensureUser = async (id: number) => {
    if (!(await findUser(app.db, id))) throw userNotFound();
  };

  app.get(
    '/user/:id/companies',
    {
      schema: {
        tags: ['users'],
        operationId: 'userCompanies',
        security: [],
        summary: "The user's companies",
        params: idParam,
        response: { ...readErrors(), 200: userCompaniesResponse, 404: errorResponse },
      },
    },
    async (request) => {
      await ensureUser(request.params.id);
      return { companies: await userCompanies(app.db, request.params.id, request.lang) };
    },
  );

  app.get(
    '/user/:id/nonprofits',
    {
      schema: {
        tags: ['users'],
        operationId: 'userNonprofits',
        security: [],
        summary: "The user's non-profits",
        params: idParam,
        response: { ...readErrors(), 200: userNonprofitsResponse, 404: errorResponse },
      },
    },
    async (request) => {
      await ensureUser(request.params.id);
      return { nonprofits: await userNonprofits(app.db, request.params.id, request.lang) };
    },
  );

  app.get(
    '/user/:id/fundraisers',
    {
      schema: {
        tags: ['users'],
        operationId: 'userFundraisers',
        security: [],
        summary: "The user's fundraisers with raised amount, goal and non-profit",
        params: idParam,
        response: { ...readErrors(), 200: userFundraisersResponse, 404: errorResponse },
      },
    },
    async (request) => {
      await ensureUser(request.params.id);
      return { fundraisers: await userFundraisers(app.db, request.params.id, request.lang) };
    },
  );
};
