import {
  authResponse,
  errorResponse,
  factorAddedResponse,
  freshProofResponse,
  idParam,
  messageResponse,
  passkeyLoginBody,
  passkeyOptionsResponse,
  passkeyRegisterBody,
  recoveryCodesResponse,
  secondFactorMessages,
  securitySettings,
  sessionProofBody,
  totpConfirmBody,
  totpSetupResponse,
  twoFactorLoginBody,
  twoFactorPasskeyOptionsBody,
  type SecuritySettings,
} from '@app/contract';
import { verify } from '@node-rs/argon2';
import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessTokens, passkeys, recoveryCodes, totpFactors, users } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { readErrors, writeErrors } from '../../lib/openapi';
import { createSecretBox } from '../../lib/secret-box';
import { fieldError } from '../../lib/validation';
import { freshProof, requireUser, signedIn } from '../../plugins/auth';
import { limitAttempts, MINUTE } from '../../plugins/rate-limit';
import { toSessionUser } from '../users/users.mapper';
import {
  addPasskey,
  authenticationOptions,
  registrationOptions,
  removePasskey,
  verifyPasskey,
} from './passkeys.service';
import {
  attachWebauthnChallenge,
  checkFactorAnswer,
  closeChallenge,
  confirmTotp,
  countWrongAnswer,
  findChallenge,
  openChallenge,
  removeTotp,
  replaceRecoveryCodes,
  startTotp,
} from './second-factor.service';
import { startSession } from './sessions.service';
import type { Db } from '../../db/client';

const limited = { 429: errorResponse };
const freshProofErrors = { 403: z.union([freshProofResponse, errorResponse]) };

/** The answer that was given, for a 422 on its field. */
function answerField(body: { code?: string; recovery_code?: string; passkey?: unknown }) {
  if (body.passkey) return 'passkey';
  if (body.recovery_code) return 'recovery_code';
  return 'code';
}

const wrongAnswer = (body: { code?: string; recovery_code?: string; passkey?: unknown }) => {
  const field = answerField(body);
  return fieldError(
    field,
    field === 'passkey'
      ? secondFactorMessages.passkeyInvalid
      : field === 'recovery_code'
        ? secondFactorMessages.recoveryCodeInvalid
        : secondFactorMessages.codeInvalid,
  );
};

async function settingsOf(db: Db, userId: number): Promise<SecuritySettings> {
  const [[user], [totp], keys, [codes]] = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)),
    db
      .select({ id: totpFactors.id })
      .from(totpFactors)
      .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt))),
    db
      .select()
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(asc(passkeys.createdAt), asc(passkeys.id)),
    db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))),
  ]);
  return {
    second_factor: Boolean(user?.secondFactorSince),
    totp: Boolean(totp),
    passkeys: keys.map((key) => ({
      id: key.id,
      name: key.name,
      created_at: key.createdAt.toISOString(),
      last_used_at: key.lastUsedAt?.toISOString() ?? null,
    })),
    recovery_codes_left: codes?.n ?? 0,
    has_password: user?.passwordHash !== null,
  };
}

/**
 * Second factors: signing in with them (POST /login answers a challenge for an account that has
 * one), proving a session again before money and account changes, and the account's own
 * settings of them (an authenticator app, passkeys, recovery codes).
 */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const box = createSecretBox(app.config.APP_KEY);
  // Wrong second factors: a sign-in step allows five, an address twenty a quarter hour.
  const answerLimit = limitAttempts(app, {
    name: 'second-factor',
    perIp: { max: 20, window: 15 * MINUTE },
  });

  app.post(
    '/login/two-factor',
    {
      preHandler: answerLimit.preHandler,
      schema: {
        tags: ['auth'],
        operationId: 'loginSecondFactor',
        security: [],
        summary: 'Finish a sign-in with its second factor',
        description:
          'The challenge of POST /login, with a code of the authenticator app, a recovery code (each works once) or a passkey (after POST /login/two-factor/passkey-options). Five wrong answers end the challenge: sign in again.',
        body: twoFactorLoginBody,
        response: { ...writeErrors(), 200: authResponse, ...limited },
      },
    },
    async (request) => {
      const body = request.body;
      if (!body.code && !body.recovery_code && !body.passkey) {
        throw fieldError('code', secondFactorMessages.answerRequired);
      }
      const result = await app.db.transaction(async (tx) => {
        const challenge = await findChallenge(tx, 'second-factor', body.challenge);
        if (!challenge?.userId) return { expired: true as const };
        const passkeyUser =
          body.passkey && challenge.webauthnChallenge
            ? await verifyPasskey(
                tx,
                app.config,
                challenge.webauthnChallenge,
                body.passkey,
                challenge.userId,
              )
            : null;
        const right =
          passkeyUser !== null ||
          (await checkFactorAnswer(tx, box, challenge.userId, body)) !== null;
        if (right) await closeChallenge(tx, challenge.id);
        return { challengeId: challenge.id, userId: challenge.userId, right };
      });
      if ('expired' in result) throw fieldError('challenge', secondFactorMessages.challengeExpired);
      if (!result.right) {
        await countWrongAnswer(app.db, result.challengeId);
        throw wrongAnswer(body);
      }
      await answerLimit.release(request);
      const [user] = await app.db.select().from(users).where(eq(users.id, result.userId));
      return { token: await startSession(app, request, user!), user: toSessionUser(user!) };
    },
  );

  app.post(
    '/login/two-factor/passkey-options',
    {
      preHandler: answerLimit.preHandler,
      schema: {
        tags: ['auth'],
        operationId: 'loginSecondFactorPasskeyOptions',
        security: [],
        summary: "What the browser asks the account's passkey to sign, for a sign-in's second step",
        body: twoFactorPasskeyOptionsBody,
        response: { ...writeErrors(), 200: passkeyOptionsResponse, ...limited },
      },
    },
    async (request) => {
      const challenge = await app.db.transaction((tx) =>
        findChallenge(tx, 'second-factor', request.body.challenge),
      );
      if (!challenge?.userId) {
        throw fieldError('challenge', secondFactorMessages.challengeExpired);
      }
      await answerLimit.release(request);
      const options = await authenticationOptions(app.db, app.config, challenge.userId);
      await attachWebauthnChallenge(app.db, challenge.id, options.challenge);
      return { challenge: request.body.challenge, options: { ...options } };
    },
  );

  app.post(
    '/login/passkey/options',
    {
      preHandler: limitAttempts(app, {
        name: 'passkey-options',
        perIp: { max: 30, window: 15 * MINUTE },
      }).preHandler,
      schema: {
        tags: ['auth'],
        operationId: 'passkeySignInOptions',
        security: [],
        summary: 'What the browser asks a passkey to sign, to sign in with it alone',
        response: { ...writeErrors(), 200: passkeyOptionsResponse, ...limited },
      },
    },
    async () => {
      const options = await authenticationOptions(app.db, app.config, null);
      const challenge = await openChallenge(app.db, 'passkey-sign-in', null, options.challenge);
      return { challenge, options: { ...options } };
    },
  );

  app.post(
    '/login/passkey',
    {
      preHandler: answerLimit.preHandler,
      schema: {
        tags: ['auth'],
        operationId: 'signInWithPasskey',
        security: [],
        summary: 'Sign in with a passkey alone',
        description:
          'A passkey that verified its user (a PIN, a fingerprint) signs in without a password or another factor.',
        body: passkeyLoginBody,
        response: { ...writeErrors(403), 200: authResponse, ...limited },
      },
    },
    async (request) => {
      const { challenge: token, passkey } = request.body;
      const result = await app.db.transaction(async (tx) => {
        const challenge = await findChallenge(tx, 'passkey-sign-in', token);
        if (!challenge?.webauthnChallenge) return null;
        await closeChallenge(tx, challenge.id);
        return challenge.webauthnChallenge;
      });
      if (!result) throw fieldError('challenge', secondFactorMessages.challengeExpired);
      const userId = await verifyPasskey(app.db, app.config, result, passkey, null);
      if (userId === null) throw fieldError('passkey', secondFactorMessages.passkeyInvalid);
      await answerLimit.release(request);
      const [user] = await app.db.select().from(users).where(eq(users.id, userId));
      return { token: await startSession(app, request, user!), user: toSessionUser(user!) };
    },
  );

  // ---- proving the session again ----------------------------------------------------------

  const proofLimit = limitAttempts(app, {
    name: 'session-proof',
    perIp: { max: 10, window: 15 * MINUTE },
    perUser: true,
  });

  app.post(
    '/session/proof/passkey-options',
    {
      onRequest: signedIn,
      schema: {
        tags: ['auth'],
        operationId: 'sessionProofPasskeyOptions',
        security: [{ bearerAuth: [] }],
        summary: "What the browser asks the account's passkey to sign, to prove the session",
        response: { ...writeErrors(), 200: passkeyOptionsResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const options = await authenticationOptions(app.db, app.config, user.id);
      const challenge = await openChallenge(app.db, 'passkey-proof', user.id, options.challenge);
      return { challenge, options: { ...options } };
    },
  );

  app.post(
    '/session/proof',
    {
      onRequest: signedIn,
      preHandler: proofLimit.preHandler,
      schema: {
        tags: ['auth'],
        operationId: 'proveSession',
        security: [{ bearerAuth: [] }],
        summary: 'Prove who holds this session again: the password or a second factor',
        description:
          'One of password, code (authenticator app), recovery_code or passkey (with passkey_challenge from POST /session/proof/passkey-options). For the next few minutes, money and account changes go through without asking again.',
        body: sessionProofBody,
        response: { ...writeErrors(), 200: messageResponse, ...limited },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      let proven = false;
      if (body.password) {
        proven = Boolean(
          user.passwordHash && (await verify(user.passwordHash, body.password).catch(() => false)),
        );
      } else if (body.passkey && body.passkey_challenge) {
        const expected = await app.db.transaction(async (tx) => {
          const challenge = await findChallenge(tx, 'passkey-proof', body.passkey_challenge!);
          if (!challenge || challenge.userId !== user.id) return null;
          await closeChallenge(tx, challenge.id);
          return challenge.webauthnChallenge;
        });
        proven =
          expected !== null &&
          (await verifyPasskey(app.db, app.config, expected, body.passkey, user.id)) === user.id;
      } else if (body.code || body.recovery_code) {
        proven = await app.db.transaction(
          async (tx) => (await checkFactorAnswer(tx, box, user.id, body)) !== null,
        );
      }
      if (!proven) {
        throw fieldError(
          body.password ? 'password' : answerField(body),
          secondFactorMessages.proofInvalid,
        );
      }
      await proofLimit.release(request);
      await app.db
        .update(accessTokens)
        .set({ provenAt: new Date() })
        .where(eq(accessTokens.id, request.tokenId!));
      return { message: secondFactorMessages.proven };
    },
  );

  // ---- the account's own settings ---------------------------------------------------------

  app.get(
    '/user/security',
    {
      onRequest: signedIn,
      schema: {
        tags: ['auth'],
        operationId: 'securitySettings',
        security: [{ bearerAuth: [] }],
        summary: "The account's second factors and recovery codes left",
        response: { ...readErrors(), 200: securitySettings },
      },
    },
    async (request) => settingsOf(app.db, requireUser(request).id),
  );

  app.post(
    '/user/totp',
    {
      onRequest: [signedIn, freshProof],
      schema: {
        tags: ['auth'],
        operationId: 'startTotp',
        security: [{ bearerAuth: [] }],
        summary: 'Start setting up an authenticator app: the secret to scan',
        description:
          'Replaces an app set up but never confirmed; 422 when one is on (remove it first). Needs a fresh proof (403 fresh_proof_required).',
        response: { ...writeErrors(), 200: totpSetupResponse, ...freshProofErrors },
      },
    },
    async (request) => startTotp(app.db, box, requireUser(request)),
  );

  app.post(
    '/user/totp/confirm',
    {
      onRequest: signedIn,
      preHandler: proofLimit.preHandler,
      schema: {
        tags: ['auth'],
        operationId: 'confirmTotp',
        security: [{ bearerAuth: [] }],
        summary: 'Turn the authenticator app on with its first code',
        description:
          "The account's first second factor comes with its recovery codes, shown this once.",
        body: totpConfirmBody,
        response: { ...writeErrors(), 200: factorAddedResponse, ...limited },
      },
    },
    async (request) => {
      const codes = await confirmTotp(
        app.db,
        box,
        app.config.APP_URL,
        requireUser(request),
        request.body.code,
      );
      await proofLimit.release(request);
      return { message: secondFactorMessages.totpOn, recovery_codes: codes };
    },
  );

  app.delete(
    '/user/totp',
    {
      onRequest: [signedIn, freshProof],
      schema: {
        tags: ['auth'],
        operationId: 'removeTotp',
        security: [{ bearerAuth: [] }],
        summary: 'Turn the authenticator app off',
        response: { ...writeErrors(), 200: messageResponse, ...freshProofErrors },
      },
    },
    async (request) => {
      await removeTotp(app.db, app.config.APP_URL, requireUser(request));
      return { message: secondFactorMessages.totpOff };
    },
  );

  app.post(
    '/user/passkeys/options',
    {
      onRequest: [signedIn, freshProof],
      schema: {
        tags: ['auth'],
        operationId: 'passkeyRegistrationOptions',
        security: [{ bearerAuth: [] }],
        summary: 'What the browser asks the authenticator, to make a new passkey',
        response: { ...writeErrors(), 200: passkeyOptionsResponse, ...freshProofErrors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const options = await registrationOptions(app.db, app.config, user);
      const challenge = await openChallenge(app.db, 'passkey-register', user.id, options.challenge);
      return { challenge, options: { ...options } };
    },
  );

  app.post(
    '/user/passkeys',
    {
      onRequest: signedIn,
      schema: {
        tags: ['auth'],
        operationId: 'addPasskey',
        security: [{ bearerAuth: [] }],
        summary: 'Keep a new passkey, with the name the owner gives it',
        body: passkeyRegisterBody,
        response: { ...writeErrors(), 200: factorAddedResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const expected = await app.db.transaction(async (tx) => {
        const challenge = await findChallenge(tx, 'passkey-register', request.body.challenge);
        if (!challenge || challenge.userId !== user.id) return null;
        await closeChallenge(tx, challenge.id);
        return challenge.webauthnChallenge;
      });
      if (!expected) throw fieldError('challenge', secondFactorMessages.challengeExpired);
      const codes = await addPasskey(
        app.db,
        app.config,
        user,
        expected,
        request.body.name,
        request.body.passkey,
      );
      return { message: secondFactorMessages.passkeyAdded, recovery_codes: codes };
    },
  );

  app.delete(
    '/user/passkeys/:id',
    {
      onRequest: [signedIn, freshProof],
      schema: {
        tags: ['auth'],
        operationId: 'removePasskey',
        security: [{ bearerAuth: [] }],
        summary: 'Remove one of the own passkeys',
        params: idParam,
        response: {
          ...writeErrors(),
          200: messageResponse,
          404: errorResponse,
          ...freshProofErrors,
        },
      },
    },
    async (request) => {
      const removed = await removePasskey(
        app.db,
        app.config.APP_URL,
        requireUser(request),
        request.params.id,
      );
      if (!removed) throw notFound(secondFactorMessages.passkeyNotFound);
      return { message: secondFactorMessages.passkeyRemoved };
    },
  );

  app.post(
    '/user/recovery-codes',
    {
      onRequest: [signedIn, freshProof],
      schema: {
        tags: ['auth'],
        operationId: 'newRecoveryCodes',
        security: [{ bearerAuth: [] }],
        summary: 'New recovery codes in place of the earlier ones (shown this once)',
        description: 'Only for an account with a second factor (422 otherwise).',
        response: { ...writeErrors(), 200: recoveryCodesResponse, ...freshProofErrors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!user.secondFactorSince) throw fieldError('code', secondFactorMessages.totpMissing);
      const codes = await app.db.transaction((tx) => replaceRecoveryCodes(tx, user.id));
      return { message: secondFactorMessages.recoveryCodesNew, recovery_codes: codes };
    },
  );
};
