import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT, secondFactorMessages } from '@app/contract';
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify as verifyTotpCode } from 'otplib';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import { authChallenges, passkeys, recoveryCodes, totpFactors, users } from '../../db/schema';
import { secretIssued } from '../../lib/issued-secrets';
import type { SecretBox } from '../../lib/secret-box';
import { hashSecret, newSecret } from '../../lib/tokens';
import { fieldError } from '../../lib/validation';
import { sendSecurityMail } from './security-mail';

type UserRow = typeof users.$inferSelect;
type ChallengePurpose = (typeof authChallenges.$inferInsert)['purpose'];

/** The name authenticator apps show beside the code. */
const ISSUER = 'PifWorld';
/** A code of the step before or after the current one still counts (a clock a little off). */
const TOTP_TOLERANCE_SECONDS = 30;
/** Minutes a sign-in waits for its second factor, or a ceremony for its passkey. */
const CHALLENGE_MINUTES = 10;
/** Wrong answers a sign-in may give before it has to start again. */
const CHALLENGE_ATTEMPTS = 5;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

// ---- whether an account has a second factor ------------------------------------------------

/**
 * Keeps `users.second_factor_since` with the factors: set when the first one comes, cleared when
 * the last one goes. Called in the transaction that adds or removes a factor.
 */
async function syncSecondFactor(tx: Db, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({
      totp: sql<boolean>`exists (select 1 from ${totpFactors} where ${totpFactors.userId} = ${userId} and ${totpFactors.confirmedAt} is not null)`,
      passkey: sql<boolean>`exists (select 1 from ${passkeys} where ${passkeys.userId} = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  const has = Boolean(row?.totp || row?.passkey);
  await tx
    .update(users)
    .set({ secondFactorSince: has ? sql`coalesce(${users.secondFactorSince}, now())` : null })
    .where(eq(users.id, userId));
  return has;
}

/** Which factors a sign-in of this account may be finished with. */
export async function methodsOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      totp: sql<boolean>`exists (select 1 from ${totpFactors} where ${totpFactors.userId} = ${userId} and ${totpFactors.confirmedAt} is not null)`,
      passkey: sql<boolean>`exists (select 1 from ${passkeys} where ${passkeys.userId} = ${userId})`,
      recovery: sql<boolean>`exists (select 1 from ${recoveryCodes} where ${recoveryCodes.userId} = ${userId} and ${recoveryCodes.usedAt} is null)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return [
    ...(row?.totp ? (['totp'] as const) : []),
    ...(row?.passkey ? (['passkey'] as const) : []),
    ...(row?.recovery ? (['recovery_code'] as const) : []),
  ];
}

// ---- authenticator app (TOTP) --------------------------------------------------------------

/**
 * Starts setting up an authenticator app: a new secret (replacing one never confirmed), and what
 * the app scans. It signs in only once a first code confirms it (`confirmTotp`).
 */
export async function startTotp(db: Db, box: SecretBox, user: UserRow) {
  const [existing] = await db
    .select({ confirmedAt: totpFactors.confirmedAt })
    .from(totpFactors)
    .where(eq(totpFactors.userId, user.id));
  if (existing?.confirmedAt) throw fieldError('code', secondFactorMessages.totpAlreadyOn);
  const secret = generateSecret();
  secretIssued('authenticator secret', secret);
  const sealed = box.seal(secret);
  await db
    .insert(totpFactors)
    .values({ userId: user.id, secretSealed: sealed })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secretSealed: sealed, lastStep: null, createdAt: sql`now()` },
    });
  const uri = generateURI({ issuer: ISSUER, label: user.email, secret });
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, uri, qr_svg: qrSvg };
}

/**
 * The time step of a right code not used before, and records it as used (in `tx`, with the
 * factor's row locked: two requests with one code, only one wins); null for a wrong or used code.
 */
async function acceptTotpCode(
  tx: Db,
  box: SecretBox,
  userId: number,
  code: string,
  confirmed: boolean,
): Promise<boolean> {
  const digits = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(digits)) return false;
  const [factor] = await tx
    .select()
    .from(totpFactors)
    .where(
      and(
        eq(totpFactors.userId, userId),
        confirmed ? isNotNull(totpFactors.confirmedAt) : isNull(totpFactors.confirmedAt),
      ),
    )
    .for('update');
  if (!factor) return false;
  let result: Awaited<ReturnType<typeof verifyTotpCode>>;
  try {
    result = await verifyTotpCode({
      secret: box.open(factor.secretSealed),
      token: digits,
      epochTolerance: TOTP_TOLERANCE_SECONDS,
    });
  } catch {
    return false;
  }
  if (!result.valid || !('timeStep' in result)) return false;
  const step = Number(result.timeStep);
  if (factor.lastStep !== null && step <= factor.lastStep) return false;
  await tx
    .update(totpFactors)
    .set({ lastStep: step, ...(confirmed ? {} : { confirmedAt: new Date() }) })
    .where(eq(totpFactors.id, factor.id));
  return true;
}

/** Confirms the app being set up with its first code; the first factor brings recovery codes. */
export async function confirmTotp(
  db: Db,
  box: SecretBox,
  appUrl: string,
  user: UserRow,
  code: string,
): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: totpFactors.id })
      .from(totpFactors)
      .where(and(eq(totpFactors.userId, user.id), isNull(totpFactors.confirmedAt)));
    if (!pending) throw fieldError('code', secondFactorMessages.totpNotStarted);
    if (!(await acceptTotpCode(tx, box, user.id, code, false))) {
      throw fieldError('code', secondFactorMessages.codeInvalid);
    }
    await syncSecondFactor(tx, user.id);
    await sendSecurityMail(tx, appUrl, user, 'factor-added', { factor: 'totp' });
    return ensureRecoveryCodes(tx, user.id);
  });
}

/** Removes the authenticator app (the caller has asked for a fresh proof). */
export async function removeTotp(db: Db, appUrl: string, user: UserRow): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(totpFactors)
      .where(and(eq(totpFactors.userId, user.id), isNotNull(totpFactors.confirmedAt)))
      .returning({ id: totpFactors.id });
    if (gone.length === 0) throw fieldError('code', secondFactorMessages.totpMissing);
    await afterFactorRemoved(tx, user.id);
    await sendSecurityMail(tx, appUrl, user, 'factor-removed', { factor: 'totp' });
  });
}

/** Without any factor left, recovery codes mean nothing: they go too. */
export async function afterFactorRemoved(tx: Db, userId: number): Promise<void> {
  if (!(await syncSecondFactor(tx, userId))) {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  }
}

/**
 * Removes every second factor of an account (its authenticator app, started or set up, its
 * passkeys and its recovery codes), in the caller's transaction: the path back in for someone who
 * lost them all, taken by an operator.
 */
export async function removeEveryFactor(tx: Db, userId: number): Promise<void> {
  await tx.delete(totpFactors).where(eq(totpFactors.userId, userId));
  await tx.delete(passkeys).where(eq(passkeys.userId, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.update(users).set({ secondFactorSince: null }).where(eq(users.id, userId));
}

/** Passkeys keep users.second_factor_since with them too. */
export { syncSecondFactor };

// ---- recovery codes ------------------------------------------------------------------------

/** `ABCD-EFGH-JK`: 50 random bits, easy to read out and type. */
function newRecoveryCode(): string {
  const chars = [...randomBytes(10)].map((byte) => CROCKFORD[byte & 31]).join('');
  const code = `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  secretIssued('recovery code', code);
  secretIssued('recovery code', chars);
  return code;
}

/** A recovery code as typed: case, spaces and dashes do not matter; O, I and L read as 0, 1, 1. */
function normalizeRecoveryCode(code: string): string {
  return code
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** New recovery codes in place of the account's earlier ones; answers them (shown once). */
export async function replaceRecoveryCodes(tx: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashSecret(normalizeRecoveryCode(code)) })));
  return codes;
}

/** The first factor brings recovery codes; later ones keep those the account has. */
export async function ensureRecoveryCodes(tx: Db, userId: number): Promise<string[] | null> {
  const [left] = await tx
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
    .limit(1);
  return left ? null : replaceRecoveryCodes(tx, userId);
}

async function useRecoveryCode(tx: Db, userId: number, code: string): Promise<boolean> {
  const used = await tx
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashSecret(normalizeRecoveryCode(code))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

// ---- answers ------------------------------------------------------------------------------

export interface FactorAnswer {
  code?: string;
  recovery_code?: string;
}

/**
 * Whether a code or a recovery code proves the account's second factor (each used up). Passkeys
 * are checked by the passkeys service. Runs in `tx`.
 */
export async function checkFactorAnswer(
  tx: Db,
  box: SecretBox,
  userId: number,
  answer: FactorAnswer,
): Promise<'totp' | 'recovery_code' | null> {
  if (answer.code && (await acceptTotpCode(tx, box, userId, answer.code, true))) return 'totp';
  if (answer.recovery_code && (await useRecoveryCode(tx, userId, answer.recovery_code))) {
    return 'recovery_code';
  }
  return null;
}

// ---- challenges ----------------------------------------------------------------------------

/** A new challenge of `purpose`; answers the token its client holds. */
export async function openChallenge(
  db: Db,
  purpose: ChallengePurpose,
  userId: number | null,
  webauthnChallenge: string | null = null,
): Promise<string> {
  const token = newSecret('sign-in step');
  // Clear out what was never finished.
  await db.delete(authChallenges).where(lt(authChallenges.expiresAt, new Date()));
  await db.insert(authChallenges).values({
    tokenHash: hashSecret(token),
    purpose,
    userId,
    webauthnChallenge,
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
  });
  return token;
}

/** The open challenge of `purpose` for `token`, locked in `tx`, or null. */
export async function findChallenge(tx: Db, purpose: ChallengePurpose, token: string) {
  const [row] = await tx
    .select()
    .from(authChallenges)
    .where(
      and(
        eq(authChallenges.tokenHash, hashSecret(token)),
        eq(authChallenges.purpose, purpose),
        isNull(authChallenges.usedAt),
        gt(authChallenges.expiresAt, new Date()),
        lt(authChallenges.attempts, CHALLENGE_ATTEMPTS),
      ),
    )
    .for('update');
  return row;
}

export async function closeChallenge(tx: Db, id: number): Promise<void> {
  await tx.update(authChallenges).set({ usedAt: new Date() }).where(eq(authChallenges.id, id));
}

/** A wrong answer: five of them end the challenge. */
export async function countWrongAnswer(db: Db, id: number): Promise<void> {
  await db
    .update(authChallenges)
    .set({ attempts: sql`${authChallenges.attempts} + 1` })
    .where(eq(authChallenges.id, id));
}

/** Sets the WebAuthn challenge a passkey must sign for a second-factor step. */
export async function attachWebauthnChallenge(
  db: Db,
  id: number,
  webauthnChallenge: string,
): Promise<void> {
  await db.update(authChallenges).set({ webauthnChallenge }).where(eq(authChallenges.id, id));
}
