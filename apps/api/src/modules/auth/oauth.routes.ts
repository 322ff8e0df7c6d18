import {
  authResponse,
  errorResponse,
  googleTokenBody,
  oauthCallbackQuery,
  oauthErrorResponse,
  oauthProviderSchema,
  oauthRedirectResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors';
import { limitAttempts, MINUTE } from '../../plugins/rate-limit';
import { toSessionUser } from '../users/users.mapper';
import {
  authorizationUrl,
  completeSignIn,
  findOrCreateUser,
  isConfigured,
  verifyGoogleIdToken,
} from './oauth.service';
import { issueToken } from './tokens.service';

const providerParams = z.object({ provider: oauthProviderSchema });
const unavailable = (provider: string) =>
  new HttpError(
    503,
    `${provider === 'google' ? 'Google' : 'Facebook'} sign-in is not available right now.`,
  );

/** Sign-in with Google (OpenID Connect, PKCE) and Facebook (OAuth 2.0). */
export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const ttl = app.config.TOKEN_TTL_DAYS;
  const limits = limitAttempts(app, { perIp: { max: 30, window: 15 * MINUTE } }).preHandler;

  app.get(
    '/auth/:provider/redirect',
    {
      preHandler: limits,
      schema: {
        tags: ['auth'],
        summary: 'Where to send the browser to sign in with Google or Facebook',
        params: providerParams,
        response: { 200: oauthRedirectResponse, 400: oauthErrorResponse, 503: errorResponse },
      },
    },
    async (request) => {
      const { provider } = request.params;
      if (!isConfigured(app.config, provider)) throw unavailable(provider);
      return { url: await authorizationUrl(app.db, app.config, provider) };
    },
  );

  app.get(
    '/auth/:provider/callback',
    {
      preHandler: limits,
      schema: {
        tags: ['auth'],
        summary: 'Finish a Google or Facebook sign-in with the query the provider returned',
        params: providerParams,
        querystring: oauthCallbackQuery,
        response: { 200: authResponse, 400: oauthErrorResponse, 503: errorResponse },
      },
    },
    async (request) => {
      const { provider } = request.params;
      if (!isConfigured(app.config, provider)) throw unavailable(provider);
      const identity = await completeSignIn(app.db, app.config, provider, request.query);
      const user = await findOrCreateUser(app.db, identity, request.lang);
      return { token: await issueToken(app.db, user.id, ttl), user: toSessionUser(user) };
    },
  );

  app.post(
    '/auth/google',
    {
      preHandler: limits,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token',
        body: googleTokenBody,
        response: {
          200: authResponse,
          400: oauthErrorResponse,
          401: oauthErrorResponse,
          503: errorResponse,
        },
      },
    },
    async (request) => {
      if (!isConfigured(app.config, 'google')) throw unavailable('google');
      const identity = await verifyGoogleIdToken(app.config, request.body.token);
      const user = await findOrCreateUser(app.db, identity, request.lang);
      return { token: await issueToken(app.db, user.id, ttl), user: toSessionUser(user) };
    },
  );
};
