import { z } from 'zod';
import { authResponse } from './auth';

/**
 * A second factor: an authenticator app (TOTP), passkeys (WebAuthn) and single-use recovery codes.
 * An account with one signs in in two steps; operators must have one; money and account changes
 * ask for a recent proof of who holds the session.
 */

/** Minutes a session's proof (sign-in, password or factor given again) counts as fresh. */
export const FRESH_PROOF_MINUTES = 5;
/** How many recovery codes an account gets at a time. */
export const RECOVERY_CODE_COUNT = 10;

export const secondFactorMessages = {
  codeInvalid: 'second_factor.code_invalid',
  recoveryCodeInvalid: 'second_factor.recovery_code_invalid',
  challengeExpired: 'second_factor.challenge_expired',
  answerRequired: 'second_factor.answer_required',
  totpAlreadyOn: 'second_factor.totp_already_on',
  totpNotStarted: 'second_factor.totp_not_started',
  totpOn: 'second_factor.totp_on',
  totpOff: 'second_factor.totp_off',
  totpMissing: 'second_factor.totp_missing',
  recoveryCodesNew: 'second_factor.recovery_codes_new',
  passkeyAdded: 'second_factor.passkey_added',
  passkeyRemoved: 'second_factor.passkey_removed',
  passkeyInvalid: 'second_factor.passkey_invalid',
  passkeyNotFound: 'second_factor.passkey_not_found',
  passkeyNameRequired: 'second_factor.passkey_name_required',
  freshProofRequired: 'second_factor.fresh_proof_required',
  proofInvalid: 'second_factor.proof_invalid',
  proven: 'second_factor.proven',
  operatorNeedsSecondFactor: 'second_factor.operator_needs_second_factor',
  factorsReset: 'second_factor.factors_reset',
} as const;

/** Which second factors an account can answer with. */
export const secondFactorMethods = ['totp', 'passkey', 'recovery_code'] as const;
export const secondFactorMethod = z.enum(secondFactorMethods);

const passkeyInvalid = { error: secondFactorMessages.passkeyInvalid };
const passkeyPart = z.string(passkeyInvalid).min(1, passkeyInvalid).max(2048, passkeyInvalid);

/**
 * A passkey's answer to a WebAuthn ceremony, as the browser library gives it; the server checks
 * what it says. Any part missing or malformed is one message: the passkey could not be verified.
 */
export const webauthnResponse = z
  .object(
    {
      id: passkeyPart,
      rawId: passkeyPart,
      type: z.literal('public-key', passkeyInvalid),
      response: z.record(z.string(), z.unknown(), passkeyInvalid),
      clientExtensionResults: z.record(z.string(), z.unknown(), passkeyInvalid).optional(),
      authenticatorAttachment: z.string(passkeyInvalid).max(40, passkeyInvalid).optional(),
    },
    passkeyInvalid,
  )
  .loose();
export type WebauthnResponse = z.infer<typeof webauthnResponse>;

/** The options a browser hands its authenticator (WebAuthn JSON), and the step they belong to. */
export const passkeyOptionsResponse = z.object({
  challenge: z.string(),
  options: z.record(z.string(), z.unknown()),
});
export type PasskeyOptionsResponse = z.infer<typeof passkeyOptionsResponse>;

/** POST /login of an account with a second factor: the step the second factor finishes. */
export const twoFactorChallengeResponse = z.object({
  two_factor: z.object({
    challenge: z.string(),
    methods: z.array(secondFactorMethod),
  }),
});
export type TwoFactorChallengeResponse = z.infer<typeof twoFactorChallengeResponse>;

/** POST /login: a session, or (with a second factor) the step that finishes it. */
export const loginResponse = z.union([authResponse, twoFactorChallengeResponse]);
export type LoginResponse = z.infer<typeof loginResponse>;

const code = z.string().trim().max(40);

/** One answer that proves who someone is: a code, a recovery code, a passkey, or the password. */
const answers = {
  code: code.optional(),
  recovery_code: code.optional(),
  passkey: webauthnResponse.optional(),
};

/** POST /login/two-factor. */
export const twoFactorLoginBody = z.object({
  challenge: z.string({ error: secondFactorMessages.challengeExpired }).min(1).max(200),
  ...answers,
});
export type TwoFactorLoginBody = z.input<typeof twoFactorLoginBody>;

/** POST /login/two-factor/passkey-options. */
export const twoFactorPasskeyOptionsBody = z.object({
  challenge: z.string({ error: secondFactorMessages.challengeExpired }).min(1).max(200),
});

/** POST /login/passkey: a passkey signs in on its own. */
export const passkeyLoginBody = z.object({
  challenge: z.string({ error: secondFactorMessages.challengeExpired }).min(1).max(200),
  passkey: webauthnResponse,
});
export type PasskeyLoginBody = z.input<typeof passkeyLoginBody>;

/** POST /session/proof: the password or a factor, given again. */
export const sessionProofBody = z.object({
  password: z.string().max(256).optional(),
  /** With `passkey`: the challenge of POST /session/proof/passkey-options. */
  passkey_challenge: z
    .string({ error: secondFactorMessages.challengeExpired })
    .max(200, secondFactorMessages.challengeExpired)
    .optional(),
  ...answers,
});
export type SessionProofBody = z.input<typeof sessionProofBody>;

/** What the account's settings show of its sign-in security. */
export const securitySettings = z.object({
  /** A confirmed authenticator app or at least one passkey. */
  second_factor: z.boolean(),
  totp: z.boolean(),
  passkeys: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      created_at: z.string(),
      last_used_at: z.string().nullable(),
    }),
  ),
  recovery_codes_left: z.number().int(),
  has_password: z.boolean(),
});
export type SecuritySettings = z.infer<typeof securitySettings>;

/** POST /user/totp: what the authenticator app scans (or the secret to type). */
export const totpSetupResponse = z.object({
  secret: z.string(),
  uri: z.string(),
  /** The otpauth URI as a QR code, an SVG document. */
  qr_svg: z.string(),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponse>;

export const totpConfirmBody = z.object({ code });
export type TotpConfirmBody = z.input<typeof totpConfirmBody>;

/** A factor added: with the account's recovery codes when it had none yet (shown once). */
export const factorAddedResponse = z.object({
  code: z.string().optional(),
  message: z.string(),
  recovery_codes: z.array(z.string()).nullable(),
});
export type FactorAddedResponse = z.infer<typeof factorAddedResponse>;

export const recoveryCodesResponse = z.object({
  code: z.string().optional(),
  message: z.string(),
  recovery_codes: z.array(z.string()),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

export const passkeyRegisterBody = z.object({
  challenge: z.string({ error: secondFactorMessages.challengeExpired }).min(1).max(200),
  name: z
    .string({ error: secondFactorMessages.passkeyNameRequired })
    .trim()
    .min(1, secondFactorMessages.passkeyNameRequired)
    .max(60, secondFactorMessages.passkeyNameRequired),
  passkey: webauthnResponse,
});
export type PasskeyRegisterBody = z.input<typeof passkeyRegisterBody>;

/** 403 when a change asks for a recent proof of who holds the session. */
export const freshProofResponse = z.object({
  code: z.string().optional(),
  message: z.string(),
  error: z.literal('fresh_proof_required'),
});

/** One of the account's sessions, as its settings list them. */
export const accountSession = z.object({
  id: z.number().int(),
  /** The session this request came with. */
  current: z.boolean(),
  /** The browser and system as the client named them ("Chrome, Linux"), when known. */
  device: z.string().nullable(),
  /** The network it began from (an address without its last part), when known. */
  network: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type AccountSession = z.infer<typeof accountSession>;

export const accountSessionsResponse = z.object({ data: z.array(accountSession) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponse>;
