import { createHash } from 'node:crypto';
import { secondFactorMessages, type WebauthnResponse } from '@app/contract';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import { passkeys } from '../../db/schema';
import { fieldError } from '../../lib/validation';
import { sendSecurityMail } from './security-mail';
import { afterFactorRemoved, ensureRecoveryCodes, syncSecondFactor } from './second-factor.service';

type UserRow = typeof users.$inferSelect;

/** Where passkeys belong: the web app's host, and its origin. */
export function relyingParty(config: Pick<Config, 'APP_URL' | 'APP_KEY'>) {
  const url = new URL(config.APP_URL);
  return { id: url.hostname, origin: url.origin, name: 'PifWorld' };
}

/**
 * The handle authenticators keep for the account: derived from its id with a key of the
 * server's, so it names nobody outside this platform.
 */
function userHandle(config: Pick<Config, 'APP_KEY'>, userId: number): Uint8Array<ArrayBuffer> {
  const digest = createHash('sha256')
    .update(`${config.APP_KEY ?? 'pifworld'}|passkey-user|${userId}`)
    .digest();
  return new Uint8Array(digest.buffer.slice(digest.byteOffset, digest.byteOffset + 32));
}

const transportsOf = (stored: string[]) => stored as AuthenticatorTransport[];

/** The options to make a new passkey for the account (its existing ones excluded). */
export async function registrationOptions(db: Db, config: Config, user: UserRow) {
  const rp = relyingParty(config);
  const existing = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: userHandle(config, user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({
      id: key.id,
      transports: transportsOf(key.transports),
    })),
    // A passkey that the device keeps, so that it can sign in without an address typed first.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

/** Checks the new passkey against the challenge it signed and keeps it. */
export async function addPasskey(
  db: Db,
  config: Config,
  user: UserRow,
  expectedChallenge: string,
  name: string,
  response: WebauthnResponse,
): Promise<string[] | null> {
  const rp = relyingParty(config);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    throw fieldError('passkey', secondFactorMessages.passkeyInvalid);
  }
  if (!verified.verified) throw fieldError('passkey', secondFactorMessages.passkeyInvalid);
  const { credential, credentialBackedUp } = verified.registrationInfo;
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(passkeys)
      .values({
        userId: user.id,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        signCount: credential.counter,
        transports: credential.transports ?? [],
        name,
        backedUp: credentialBackedUp,
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning({ id: passkeys.id });
    if (!saved) throw fieldError('passkey', secondFactorMessages.passkeyInvalid);
    await syncSecondFactor(tx, user.id);
    await sendSecurityMail(tx, config.APP_URL, user, 'factor-added', { factor: 'passkey' });
    return ensureRecoveryCodes(tx, user.id);
  });
}

/** Options to sign in or prove with a passkey: any of the device's (no user), or the account's. */
export async function authenticationOptions(db: Db, config: Config, userId: number | null) {
  const rp = relyingParty(config);
  const allow =
    userId === null
      ? []
      : await db
          .select({ id: passkeys.credentialId, transports: passkeys.transports })
          .from(passkeys)
          .where(eq(passkeys.userId, userId));
  return generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'preferred',
    allowCredentials: allow.map((key) => ({
      id: key.id,
      transports: transportsOf(key.transports),
    })),
  });
}

/**
 * The account a passkey's answer proves, when it signed `expectedChallenge` with a key of
 * `userId` (any account's, for a sign-in with the passkey alone, which must then also have
 * verified its user: a PIN, a fingerprint). Its counter and last use are kept. Null otherwise.
 */
export async function verifyPasskey(
  db: Db,
  config: Config,
  expectedChallenge: string,
  response: WebauthnResponse,
  userId: number | null,
): Promise<number | null> {
  const rp = relyingParty(config);
  const [key] = await db
    .select()
    .from(passkeys)
    .where(
      and(
        eq(passkeys.credentialId, response.id),
        userId === null ? undefined : eq(passkeys.userId, userId),
      ),
    );
  if (!key) return null;
  try {
    const verified = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: key.credentialId,
        publicKey: isoBase64URL.toBuffer(key.publicKey),
        counter: key.signCount,
        transports: transportsOf(key.transports),
      },
      requireUserVerification: userId === null,
    });
    if (!verified.verified) return null;
    await db
      .update(passkeys)
      .set({ signCount: verified.authenticationInfo.newCounter, lastUsedAt: new Date() })
      .where(eq(passkeys.id, key.id));
    return key.userId;
  } catch {
    return null;
  }
}

/** Removes one of the account's passkeys (the caller has asked for a fresh proof). */
export async function removePasskey(
  db: Db,
  appUrl: string,
  user: UserRow,
  id: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
      .returning({ id: passkeys.id });
    if (gone.length === 0) return false;
    await afterFactorRemoved(tx, user.id);
    await sendSecurityMail(tx, appUrl, user, 'factor-removed', { factor: 'passkey' });
    return true;
  });
}
