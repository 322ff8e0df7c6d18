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
import { readCookie, setCookie } from '../../lib/cookies';
import { HttpError } from '../../lib/http-errors';
import { readErrors, writeErrors } from '../../lib/openapi';
import { API_PREFIX } from '../../lib/paths';
import { newSecret } from '../../lib/tokens';
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

/**
 * The browser's sign-in cookie: a random secret set when a sign-in starts (and kept for the
 * next one, so sign-ins in two tabs both work) that the callback must bring back.
 */
const BROWSER_COOKIE = 'pifworld_oauth_browser';
const BROWSER_COOKIE_SECONDS = 15 * 60;
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
        operationId: 'authorizationUrl',
        security: [],
        summary: 'Where to send the browser to sign in with Google or Facebook',
        description:
          'Also sets the HttpOnly cookie pifworld_oauth_browser: only the browser that started a sign-in can finish it.',
        params: providerParams,
        response: {
          ...readErrors(429),
          200: oauthRedirectResponse,
          400: oauthErrorResponse,
          503: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      if (!isConfigured(app.config, provider)) throw unavailable(provider);
      const known = readCookie(request, BROWSER_COOKIE);
      const browser =
        known && /^[\w-]{43}$/.test(known) ? known : newSecret('OAuth browser binding');
      setCookie(reply, BROWSER_COOKIE, browser, {
        path: `${API_PREFIX}/auth`,
        maxAgeSeconds: BROWSER_COOKIE_SECONDS,
        secure: app.config.APP_URL.startsWith('https://'),
      });
      return { url: await authorizationUrl(app.db, app.config, provider, browser) };
    },
  );

  app.get(
    '/auth/:provider/callback',
    {
      preHandler: limits,
      schema: {
        tags: ['auth'],
        operationId: 'completeSignIn',
        security: [],
        summary: 'Finish a Google or Facebook sign-in with the query the provider returned',
        description:
          "Needs the pifworld_oauth_browser cookie of the browser that started the sign-in; without it (or with another browser's) the answer is 400 invalid_state.",
        params: providerParams,
        querystring: oauthCallbackQuery,
        response: {
          ...readErrors(429),
          200: authResponse,
          400: oauthErrorResponse,
          503: errorResponse,
        },
      },
    },
    async (request) => {
      const { provider } = request.params;
      if (!isConfigured(app.config, provider)) throw unavailable(provider);
      const identity = await completeSignIn(
        app.db,
        app.config,
        provider,
        request.query,
        readCookie(request, BROWSER_COOKIE),
      );
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
        operationId: 'signInWithGoogle',
        security: [],
        summary: 'Sign in with a Google ID token',
        body: googleTokenBody,
        response: {
          ...writeErrors(429),
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
