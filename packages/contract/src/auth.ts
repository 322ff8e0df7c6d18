import { said } from '@app/i18n/codes';
import { z } from 'zod';
import { containsPersonalData, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-rules';
import { errorResponse, languageSchema } from './common';
import { sessionUser } from './users';

/**
 * The shortest and longest password (at least 8 characters). Defined with the plain
 * rules, so that a screen checking a length does not load this module's schemas (and zod).
 */
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/** The specification's texts of the sign-up and sign-in checks. */
export const authMessages = {
  nameRequired: said('field.required', { attribute: 'name' }),
  emailRequired: said('field.required', { attribute: 'email' }),
  emailInvalid: 'auth.email_invalid',
  emailTaken: 'auth.email_taken',
  passwordRequired: said('field.required', { attribute: 'password' }),
  passwordTooShort: 'auth.password_too_short',
  passwordTooCommon: 'auth.password_too_common',
  passwordPersonal: 'auth.password_personal',
  passwordsDoNotMatch: 'auth.passwords_do_not_match',
  invalidCredentials: 'auth.invalid_credentials',
  resetLinkSent: 'auth.reset_link_sent',
  resetTokenInvalid: 'auth.reset_token_invalid',
  passwordReset: 'auth.password_reset',
  loggedOut: 'auth.logged_out',
  csrfFailed: 'auth.csrf_failed',
  sessionEnded: 'auth.session_ended',
  otherSessionsEnded: 'auth.other_sessions_ended',
  sessionNotFound: 'auth.session_not_found',
  unauthenticated: 'general.unauthenticated',
  tooManyAttempts: 'general.too_many_attempts',
} as const;

const email = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .max(254, authMessages.emailInvalid)
  .pipe(z.email(authMessages.emailInvalid))
  .transform((value) => value.toLowerCase());

const newPassword = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH);

/** Adds 'Passwords do not match' on password_confirmation whenever both are strings. */
function confirmed<
  T extends z.ZodObject<{ password: z.ZodType<string>; password_confirmation: z.ZodType<string> }>,
>(schema: T) {
  return schema.refine((data) => data.password === data.password_confirmation, {
    message: authMessages.passwordsDoNotMatch,
    path: ['password_confirmation'],
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return (
        typeof value?.password === 'string' && typeof value?.password_confirmation === 'string'
      );
    },
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Adds 'The password must not contain your e-mail address or name.' on password whenever the
 * password has no other problem (one message per field), also when the name or the address has
 * one: what of them is there is compared.
 */
function withoutPersonalData<
  T extends z.ZodObject<{
    password: z.ZodType<string>;
    email: z.ZodType<string>;
    name: z.ZodType<string>;
  }>,
>(schema: T) {
  return schema.refine(
    (data) =>
      !containsPersonalData(data.password, { email: text(data.email), name: text(data.name) }),
    {
      message: authMessages.passwordPersonal,
      path: ['password'],
      when: (payload) => {
        const value = payload.value as Record<string, unknown> | undefined;
        return (
          typeof value?.password === 'string' &&
          !payload.issues.some((issue) => issue.path?.[0] === 'password')
        );
      },
    },
  );
}

export const registerBody = confirmed(
  withoutPersonalData(
    z.object({
      name: z
        .string({ error: authMessages.nameRequired })
        .trim()
        .min(1, authMessages.nameRequired)
        .max(100),
      email,
      password: newPassword,
      password_confirmation: z.string({ error: authMessages.passwordsDoNotMatch }),
      locale: languageSchema.optional(),
    }),
  ),
);
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.object({
  email,
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired)
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.input<typeof loginBody>;

export const authResponse = z.object({ token: z.string(), user: sessionUser });
export type AuthResponse = z.infer<typeof authResponse>;

export const passwordEmailBody = z.object({ email });
export type PasswordEmailBody = z.input<typeof passwordEmailBody>;

export const passwordResetBody = confirmed(
  z.object({
    token: z
      .string({ error: authMessages.resetTokenInvalid })
      .min(1, authMessages.resetTokenInvalid)
      .max(200),
    password: newPassword,
    password_confirmation: z.string({ error: authMessages.passwordsDoNotMatch }),
  }),
);
export type PasswordResetBody = z.input<typeof passwordResetBody>;

/** Sign-in providers and whether this installation has them configured. */
export const oauthProviders = ['google', 'facebook'] as const;
export const oauthProviderSchema = z.enum(oauthProviders);
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;

export const authProvidersResponse = z.object({ google: z.boolean(), facebook: z.boolean() });
export type AuthProvidersResponse = z.infer<typeof authProvidersResponse>;

export const oauthRedirectResponse = z.object({ url: z.url() });
export type OAuthRedirectResponse = z.infer<typeof oauthRedirectResponse>;

export const oauthCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  /** Issuer identifier the provider adds to its response (RFC 9207); checked when present. */
  iss: z.string().max(500).optional(),
  /** Set by the provider when the person cancelled or the provider failed. */
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});
export type OAuthCallbackQuery = z.infer<typeof oauthCallbackQuery>;

/** Codes of the /auth/error screen. */
export const oauthErrorCodes = [
  'google_auth_failed',
  'facebook_auth_failed',
  'invalid_state',
  'auth_failed',
] as const;
/**
 * A failed OAuth sign-in; `error` says which /auth/error screen fits. Optional: a request to
 * the same routes can fail before any sign-in starts (malformed JSON, an unknown bearer token),
 * and then gets the plain `{ message }` of every API error, which the declared schema must take.
 */
export const oauthErrorResponse = errorResponse.extend({
  error: z.enum(oauthErrorCodes).optional(),
});
export type OAuthErrorResponse = z.infer<typeof oauthErrorResponse>;

export const googleTokenBody = z.object({ token: z.string().min(1).max(5000) });

export const emailChangeMessages = {
  undone: 'auth.email_restored',
  invalidLink: 'auth.invalid_link',
  addressTaken: 'auth.earlier_address_taken',
} as const;

/** Proving an address: the link sent at sign-up, at sign-in until then, and to a new address. */
export const emailConfirmationMessages = {
  confirmed: 'auth.email_confirmed',
  changed: 'auth.email_change_confirmed',
  alreadyConfirmed: 'auth.email_already_confirmed',
  sent: 'auth.confirmation_sent',
  invalidLink: 'auth.confirmation_link_invalid',
  required: 'auth.email_unconfirmed',
  pendingChange: 'auth.email_change_pending',
} as const;

/** Hours a confirmation link stays valid. */
export const EMAIL_CONFIRMATION_HOURS = 48;

/** POST /email/confirm: the secret of the link. */
export const emailConfirmBody = z.object({
  token: z.string({ error: emailConfirmationMessages.invalidLink }).min(1).max(200),
});
export type EmailConfirmBody = z.input<typeof emailConfirmBody>;

/** What confirming answers: the message, and whether the account's address changed by it. */
export const emailConfirmResponse = z.object({
  code: z.string().optional(),
  message: z.string(),
  email: z.string(),
  changed: z.boolean(),
});
export type EmailConfirmResponse = z.infer<typeof emailConfirmResponse>;

/** Days the undo link of an e-mail change (sent to the earlier address) stays valid. */
export const EMAIL_CHANGE_UNDO_DAYS = 7;

/** POST /email-change/undo: the secret of the link sent to the earlier address. */
export const emailChangeUndoBody = z.object({
  token: z.string({ error: emailChangeMessages.invalidLink }).min(1).max(200),
});
export type EmailChangeUndoBody = z.input<typeof emailChangeUndoBody>;
