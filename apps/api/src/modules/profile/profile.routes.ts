import {
  descriptionBody,
  errorResponse,
  freshSignInResponse,
  idParam,
  emailConfirmationMessages,
  profileMessages,
  profileUpdateFields,
  profileUpdateResponse,
  userResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { formErrors, readErrors, writeErrors } from '../../lib/openapi';
import { requireSelf } from '../../plugins/ownership';
import { readForm } from '../../lib/uploads';
import { signedIn } from '../../plugins/auth';
import { limitAttempts, MINUTE, passwordGuesses } from '../../plugins/rate-limit';
import { toPublicUser, toSessionUser } from '../users/users.mapper';
import { findUser } from '../users/users.service';
import { assertPasswordAllowed } from '../auth/password-rules';
import { confirmIdentity } from './account-security.service';
import { changesCredentials, updateDescription, updateProfile } from './profile.service';

const binary = z.string().meta({ type: 'string', format: 'binary' }).optional();

/** The multipart form as OpenAPI shows it; `readForm` validates it. */
const profileForm = profileUpdateFields.extend({ logo: binary, background_image: binary });

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Wrong current passwords: a stolen token cannot be used to guess the password, and guesses
  // made with it cannot stop the owner from changing it (the user is slowed down, not locked).
  const currentPasswordGuesses = limitAttempts(app, {
    name: 'current-password',
    perIp: { max: 20, window: 15 * MINUTE },
    guesses: passwordGuesses(app.config, 'user'),
  });

  app.get(
    '/profile/:id',
    {
      schema: {
        tags: ['profile'],
        operationId: 'findProfile',
        security: [{}, { bearerAuth: [] }],
        summary: 'A profile: the own record in full, anyone else only public fields',
        params: idParam,
        response: { ...readErrors(), 200: userResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const user = await findUser(app.db, request.params.id);
      if (!user) throw notFound('profile.user_not_found');
      return { user: request.user?.id === user.id ? toSessionUser(user) : toPublicUser(user) };
    },
  );

  app.post(
    '/profile/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['profile'],
        operationId: 'updateProfile',
        summary:
          'Update the own profile (multipart, `_method=PUT`): name, email, password, logo, background_image',
        description:
          'Images: PNG, JPEG, WebP or GIF by their bytes, at most 5 MB; stored re-encoded. An empty password keeps the current one; a new one follows the rules of registerUser (with the name and address the account has and the form gives) and signs out every other session. A new e-mail address or password needs current_password (422 when missing or wrong); an account without a password needs a sign-in of the last 10 minutes instead (403 fresh_sign_in_required). A new e-mail address takes effect only once confirmed with the link mailed to it (pending_email until then); the earlier address is then e-mailed a link that undoes the change.',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: idParam,
        body: profileForm,
        response: {
          ...formErrors(),
          200: profileUpdateResponse,
          403: z.union([freshSignInResponse, errorResponse]),
        },
      },
    },
    async (request, reply) => {
      const user = requireSelf(request, request.params.id, profileMessages.forbidden);
      const form = await readForm(
        request.body,
        profileUpdateFields,
        ['logo', 'background_image'],
        app.storage,
      );
      try {
        const { _method: _ignored, current_password: currentPassword, ...fields } = form.fields;
        // A refused new password costs no guess at the current one: it is checked first.
        if (fields.password) await assertPasswordAllowed(fields.password, user, fields);
        if (changesCredentials(user, fields)) {
          await confirmIdentity(request, reply, user, currentPassword, currentPasswordGuesses);
        }
        const updated = await updateProfile(
          app.db,
          app.storage,
          app.config.APP_URL,
          user,
          request.tokenId,
          { fields, images: form.images },
        );
        return {
          user: toSessionUser(updated.user),
          message: updated.emailPending
            ? emailConfirmationMessages.pendingChange
            : profileMessages.updated,
        };
      } catch (err) {
        await form.discard();
        throw err;
      }
    },
  );

  app.put(
    '/profile/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['profile'],
        operationId: 'updateDescription',
        summary: 'Update the own description',
        security: [{ bearerAuth: [] }],
        params: idParam,
        body: descriptionBody,
        response: {
          ...writeErrors(),
          200: profileUpdateResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.id, profileMessages.forbidden);
      const updated = await updateDescription(app.db, user.id, request.body.description);
      return { user: toSessionUser(updated), message: profileMessages.descriptionUpdated };
    },
  );
};
