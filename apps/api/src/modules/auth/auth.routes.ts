import {
  authMessages,
  EMAIL_CONFIRMATION_HOURS,
  emailConfirmBody,
  emailConfirmResponse,
  emailConfirmationMessages,
  authProvidersResponse,
  emailChangeMessages,
  emailChangeUndoBody,
  authResponse,
  loginResponse,
  errorResponse,
  langQuery,
  loginBody,
  messageResponse,
  passwordEmailBody,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordResetBody,
  registerBody,
  validationErrorResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/http-errors';
import { readErrors, writeErrors } from '../../lib/openapi';
import { ValidationError } from '../../lib/validation';
import { requireUser, signedIn } from '../../plugins/auth';
import { languageFromHeader } from '../../plugins/language';
import { limitAttempts, MINUTE, passwordGuesses } from '../../plugins/rate-limit';
import { toSessionUser } from '../users/users.mapper';
import {
  registerUser,
  rememberLanguage,
  requestPasswordReset,
  resetPassword,
  verifyCredentials,
} from './auth.service';
import { undoEmailChange } from './email-change.service';
import { confirmEmail, remindToConfirm, resendConfirmation } from './email-confirmation.service';
import { signInOrAskSecondFactor, startSession } from './sessions.service';
import { revokeToken } from './tokens.service';

const limited = { 429: errorResponse };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      preHandler: limitAttempts(app, {
        perIp: { max: 20, window: 60 * MINUTE },
        perEmail: { max: 5, window: 60 * MINUTE },
      }).preHandler,
      schema: {
        tags: ['auth'],
        operationId: 'registerUser',
        security: [],
        summary: 'Create an account and sign in',
        description: `The password: ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters of any kind, not one of the 10,000 most common passwords, and not holding the e-mail address or a part of the name of four characters or more (422 on \`password\`).`,
        body: registerBody,
        response: { ...writeErrors(), 201: authResponse, 422: validationErrorResponse, ...limited },
      },
    },
    async (request, reply) => {
      const { name, email, password, locale } = request.body;
      const user = await registerUser(app.db, app.config.APP_URL, {
        name,
        email,
        password,
        locale: locale ?? request.lang,
      });
      const token = await startSession(app, request, user);
      return reply.code(201).send({ token, user: toSessionUser(user) });
    },
  );

  // Failed sign-ins count: ten a minute per IP address, and ten a quarter hour for one address
  // from one IP address. An address alone is never refused, only answered more slowly, so that
  // strangers cannot keep its owner out. Every attempt is counted as it starts (so a burst cannot
  // race past the limit); a success is given back.
  const loginLimit = limitAttempts(app, {
    perIp: { max: 10, window: MINUTE },
    guesses: passwordGuesses(app.config, 'email'),
  });
  app.post(
    '/login',
    {
      preHandler: loginLimit.preHandler,
      schema: {
        tags: ['auth'],
        operationId: 'login',
        security: [],
        summary: 'Sign in with e-mail and password',
        description:
          'A wrong password and an unknown e-mail answer the same 401. The language stated (`lang`, else Accept-Language) becomes the one the account is e-mailed in. Failures are limited per IP address (10 a minute) and per e-mail address from one IP address (10 in 15 minutes), answered 429 past that; an e-mail address with 3 or more failures from anywhere is answered after a wait that grows up to a few seconds, never refused.',
        querystring: langQuery,
        body: loginBody,
        response: {
          ...writeErrors(),
          200: loginResponse,
          ...limited,
        },
      },
    },
    async (request) => {
      const found = await verifyCredentials(app.db, request.body.email, request.body.password);
      if (!found) throw unauthorized(authMessages.invalidCredentials);
      await loginLimit.release(request);
      // The web app states its active language with every request; a client that states none
      // leaves the stored one alone.
      const stated = request.query.lang ?? languageFromHeader(request.headers['accept-language']);
      const user = stated ? await rememberLanguage(app.db, found, stated) : found;
      // An account from before addresses were proven, or one that never opened its link.
      await remindToConfirm(app.db, app.config.APP_URL, user);
      return signInOrAskSecondFactor(app, request, user);
    },
  );

  app.post(
    '/logout',
    {
      onRequest: signedIn,
      schema: {
        tags: ['auth'],
        operationId: 'logout',
        summary: 'Revoke the token this request carries',
        security: [{ bearerAuth: [] }],
        response: { ...writeErrors(), 200: messageResponse, 401: errorResponse },
      },
    },
    async (request) => {
      requireUser(request);
      await revokeToken(app.db, request.tokenId!);
      request.sessionEnded = true;
      return { message: authMessages.loggedOut };
    },
  );

  app.post(
    '/password/email',
    {
      preHandler: limitAttempts(app, {
        perIp: { max: 10, window: 15 * MINUTE },
        perEmail: { max: 3, window: 15 * MINUTE },
      }).preHandler,
      schema: {
        tags: ['auth'],
        operationId: 'requestPasswordReset',
        security: [],
        summary: 'E-mail a password reset link',
        description: 'Always answers the same, whether or not the account exists.',
        body: passwordEmailBody,
        response: {
          ...writeErrors(),
          200: messageResponse,
          ...limited,
        },
      },
    },
    async (request) => {
      await requestPasswordReset(app.db, app.config.APP_URL, request.body.email);
      return { message: authMessages.resetLinkSent };
    },
  );

  app.post(
    '/password/reset',
    {
      preHandler: limitAttempts(app, { perIp: { max: 10, window: 15 * MINUTE } }).preHandler,
      schema: {
        tags: ['auth'],
        operationId: 'resetPassword',
        security: [],
        summary: 'Choose a new password with a reset link',
        description:
          'Signs the user out of every session. The password follows the rules of registerUser, with the address and name of the account the link is for; a refused password leaves the link usable.',
        body: passwordResetBody,
        response: {
          ...writeErrors(),
          200: messageResponse,
          ...limited,
        },
      },
    },
    async (request) => {
      await resetPassword(app.db, request.body.token, request.body.password);
      return { message: authMessages.passwordReset };
    },
  );

  app.get(
    '/auth/providers',
    {
      schema: {
        tags: ['auth'],
        operationId: 'listAuthProviders',
        security: [],
        summary: 'Which sign-in providers this installation offers',
        response: { ...readErrors(), 200: authProvidersResponse },
      },
    },
    async () => ({
      google: Boolean(app.config.GOOGLE_CLIENT_ID && app.config.GOOGLE_CLIENT_SECRET),
      facebook: Boolean(app.config.FACEBOOK_CLIENT_ID && app.config.FACEBOOK_CLIENT_SECRET),
    }),
  );

  // Wrong links count: ten a quarter hour per IP; an opened link gives its attempt back.
  const confirmLimit = limitAttempts(app, {
    name: 'confirm',
    perIp: { max: 10, window: 15 * MINUTE },
  });
  app.post(
    '/email/confirm',
    {
      preHandler: confirmLimit.preHandler,
      schema: {
        tags: ['auth'],
        operationId: 'confirmEmail',
        security: [],
        summary: 'Prove an e-mail address with the link sent to it',
        description: `The account's own address (sent at sign-up, and at sign-in until it is proven) becomes confirmed; a new address the account asked for becomes its address, and the earlier address gets a link that undoes the change. The link works once, for ${EMAIL_CONFIRMATION_HOURS} hours; no session is needed.`,
        body: emailConfirmBody,
        response: { ...writeErrors(), 200: emailConfirmResponse, 429: errorResponse },
      },
    },
    async (request) => {
      const result = await confirmEmail(app.db, app.config.APP_URL, request.body.token);
      await confirmLimit.release(request);
      return {
        ...result,
        message: result.changed
          ? emailConfirmationMessages.changed
          : emailConfirmationMessages.confirmed,
      };
    },
  );

  app.post(
    '/email/confirmation',
    {
      onRequest: signedIn,
      schema: {
        tags: ['auth'],
        operationId: 'resendEmailConfirmation',
        security: [{ bearerAuth: [] }],
        summary: 'Send the confirmation link again',
        description:
          'To the new address the account asked for, else to its own while unconfirmed; 422 when there is nothing to confirm.',
        response: { ...writeErrors(), 200: messageResponse, 429: errorResponse },
      },
      preHandler: limitAttempts(app, {
        name: 'confirmation',
        perIp: { max: 3, window: 15 * MINUTE },
        perUser: true,
      }).preHandler,
    },
    async (request) => {
      const user = requireUser(request);
      if (!(await resendConfirmation(app.db, app.config.APP_URL, user))) {
        throw new ValidationError({ email: [emailConfirmationMessages.alreadyConfirmed] });
      }
      return { message: emailConfirmationMessages.sent };
    },
  );

  app.post(
    '/email-change/undo',
    {
      preHandler: limitAttempts(app, { perIp: { max: 10, window: 15 * MINUTE } }).preHandler,
      schema: {
        tags: ['auth'],
        operationId: 'undoEmailChange',
        security: [],
        summary: 'Undo an e-mail address change with the link sent to the earlier address',
        description:
          'Restores the earlier address, removes the password and the Google and Facebook links, signs out every session and e-mails the restored address a link to choose a new password. The link works once, for 7 days.',
        body: emailChangeUndoBody,
        response: {
          ...writeErrors(),
          200: messageResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      await undoEmailChange(app.db, app.config.APP_URL, request.body.token);
      return { message: emailChangeMessages.undone };
    },
  );
};
