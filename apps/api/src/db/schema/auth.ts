import {
  bigint,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id } from './columns';
import { ownerId, users } from './users';

/** Opaque bearer tokens; only a SHA-256 hash of the token is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: id(),
    userId: ownerId(),
    tokenHash: text().notNull(),
    name: text().notNull().default('web'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    /**
     * When the session last proved who holds it (sign-in, or the password or a second factor
     * given again): what money and account changes ask to be recent.
     */
    provenAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    /** The browser or client that signed in, as it named itself (for the owner's list of sessions). */
    userAgent: text(),
    /** Where it signed in from, to the network only (the last part of the address left out). */
    ipPrefix: text(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('access_tokens_token_hash_unique').on(t.tokenHash),
    index('access_tokens_user_id_idx').on(t.userId),
  ],
);

/** Single-use password reset links; only a hash of the token is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: ownerId(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash),
    index('password_resets_user_id_idx').on(t.userId),
  ],
);

/**
 * A link that proves an address: the account's own (sign-up, or a reminder at sign-in) or the new
 * one it asked for (`email` differs from the account's). Single use; only a hash of its token.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: id(),
    userId: ownerId(),
    email: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('email_confirmations_token_hash_unique').on(t.tokenHash),
    index('email_confirmations_user_id_idx').on(t.userId),
  ],
);

/**
 * An e-mail address change, with the single-use link sent to the earlier address to undo it (a
 * hash of its token only). Undoing puts the account back in that address's hands.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: id(),
    userId: ownerId(),
    oldEmail: text().notNull(),
    newEmail: text().notNull(),
    undoTokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    undoneAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('email_changes_undo_token_hash_unique').on(t.undoTokenHash),
    index('email_changes_user_id_idx').on(t.userId),
  ],
);

/**
 * An account's authenticator app (TOTP, RFC 6238): its secret sealed with APP_KEY. It counts as a
 * second factor once a first code confirmed it was scanned.
 */
export const totpFactors = pgTable(
  'totp_factors',
  {
    id: id(),
    userId: ownerId(),
    secretSealed: text().notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    /** The time step of the last code accepted: a code works once. */
    lastStep: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [uniqueIndex('totp_factors_user_id_unique').on(t.userId)],
);

/** An account's passkeys (WebAuthn credentials): each signs in on its own, or as a second factor. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: ownerId(),
    /** The credential's id, base64url, as the authenticator gave it. */
    credentialId: text().notNull(),
    /** The COSE public key, base64url. */
    publicKey: text().notNull(),
    signCount: bigint({ mode: 'number' }).notNull().default(0),
    transports: text().array().notNull().default([]),
    /** What the owner calls it ("Laptop", "Phone"). */
    name: text().notNull(),
    backedUp: boolean().notNull().default(false),
    lastUsedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('passkeys_credential_id_unique').on(t.credentialId),
    index('passkeys_user_id_idx').on(t.userId),
  ],
);

/** Single-use codes for when every factor is lost; only their hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: ownerId(),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('recovery_codes_user_id_idx').on(t.userId)],
);

export const authChallengePurposeEnum = pgEnum('auth_challenge_purpose', [
  'second-factor',
  'passkey-sign-in',
  'passkey-register',
  'passkey-proof',
]);

/**
 * A step of signing in or of proving who holds a session that waits for its answer: a sign-in
 * whose password was right and whose second factor is asked for, or a WebAuthn ceremony's
 * challenge. Single use, short-lived; only a hash of the token the client holds.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: id(),
    tokenHash: text().notNull(),
    purpose: authChallengePurposeEnum().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** The WebAuthn challenge the authenticator must sign, base64url. */
    webauthnChallenge: text(),
    /** Wrong answers so far: a second factor gets five. */
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('auth_challenges_token_hash_unique').on(t.tokenHash),
    index('auth_challenges_expires_at_idx').on(t.expiresAt),
  ],
);
