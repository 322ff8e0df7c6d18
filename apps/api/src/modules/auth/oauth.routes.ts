import { said } from '@app/i18n/codes';
import {
  loginResponse,
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
import { confirmedEmail } from '../../plugins/auth';
import { limitAttempts, MINUTE } from '../../plugins/rate-limit';
import { toSessionUser } from '../users/users.mapper';
import {
  authorizationUrl,
  completeSignIn,
  findOrCreateUser,
  isConfigured,
  linkIdentity,
  oauthError,
  verifyGoogleIdToken,
} from './oauth.service';
import { signInOrAskSecondFactor, startSession } from './sessions.service';
import { revokeToken } from './tokens.service';

const providerParams = z.object({ provider: oauthProviderSchema });
/** `link`: a signed-in account links the provider from its settings instead of signing in. */
const redirectQuery = z.object({ intent: z.enum(['sign-in', 'link']).optional() });

/**
 * The browser's sign-in cookie: a random secret set when a sign-in starts (and kept for the
 * next one, so sign-ins in two tabs both work) that the callback must bring back.
 */
const BROWSER_COOKIE = 'pifworld_oauth_browser';
const BROWSER_COOKIE_SECONDS = 15 * 60;
const unavailable = (provider: string) =>
  new HttpError(
    503,
    said('auth.oauth_unavailable', { provider: provider === 'google' ? 'Google' : 'Facebook' }),
  );

/** Sign-in with Google (OpenID Connect, PKCE) and Facebook (OAuth 2.0). */
export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = limitAttempts(app, { perIp: { max: 30, window: 15 * MINUTE } }).preHandler;

  app.get(
    '/auth/:provider/redirect',
    {
      preHandler: limits,
      schema: {
        tags: ['auth'],
        operationId: 'authorizationUrl',
        security: [{}, { bearerAuth: [] }],
        summary: 'Where to send the browser to sign in with Google or Facebook, or to link it',
        description:
          'Also sets the HttpOnly cookie pifworld_oauth_browser: only the browser that started a sign-in can finish it. With intent=link a signed-in account whose address is confirmed links the provider (the callback then needs its session too): 401 without a session, 403 email_unconfirmed before the address is confirmed.',
        params: providerParams,
        querystring: redirectQuery,
        response: {
          ...readErrors(403, 429),
          200: oauthRedirectResponse,
          400: oauthErrorResponse,
          503: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const linking = request.query.intent === 'link';
      if (linking) await confirmedEmail(request);
      if (!isConfigured(app.config, provider)) throw unavailable(provider);
      const known = readCookie(request, BROWSER_COOKIE);
      const browser =
        known && /^[\w-]{43}$/.test(known) ? known : newSecret('OAuth browser binding');
      setCookie(reply, BROWSER_COOKIE, browser, {
        path: `${API_PREFIX}/auth`,
        maxAgeSeconds: BROWSER_COOKIE_SECONDS,
        secure: app.config.APP_URL.startsWith('https://'),
      });
      return {
        url: await authorizationUrl(
          app.db,
          app.config,
          provider,
          browser,
          linking ? request.user!.id : null,
        ),
      };
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
          "Needs the pifworld_oauth_browser cookie of the browser that started the sign-in; without it (or with another browser's) the answer is 400 invalid_state. A link started from the settings also needs the session of the account that started it, and links the provider to it (a new token replaces the one sent).",
        params: providerParams,
        querystring: oauthCallbackQuery,
        response: {
          ...readErrors(429),
          200: loginResponse,
          400: oauthErrorResponse,
          503: errorResponse,
        },
      },
    },
    async (request) => {
      const { provider } = request.params;
      if (!isConfigured(app.config, provider)) throw unavailable(provider);
      const { linkUserId, ...identity } = await completeSignIn(
        app.db,
        app.config,
        provider,
        request.query,
        readCookie(request, BROWSER_COOKIE),
      );
      if (linkUserId !== null) {
        if (request.user?.id !== linkUserId) {
          throw oauthError('invalid_state', 'auth.oauth_session_expired');
        }
        const user = await linkIdentity(app.db, request.user, identity);
        const token = await startSession(app, request, user);
        await revokeToken(app.db, request.tokenId!);
        return { token, user: toSessionUser(user) };
      }
      const user = await findOrCreateUser(app.db, identity, request.lang);
      return signInOrAskSecondFactor(app, request, user);
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
          200: loginResponse,
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
      return signInOrAskSecondFactor(app, request, user);
    },
  );
};
