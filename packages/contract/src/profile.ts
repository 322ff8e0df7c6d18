import { z } from 'zod';
import { authMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth';
import { sessionUser } from './users';

export const profileMessages = {
  forbidden: 'profile.forbidden',
  updated: 'profile.updated',
  descriptionUpdated: 'profile.description_updated',
  deleted: 'profile.deleted',
  currentPasswordRequired: 'profile.current_password_required',
  currentPasswordWrong: 'profile.current_password_wrong',
  freshSignInRequired: 'profile.fresh_sign_in_required',
} as const;

/** Minutes after signing in during which an account without a password may change its e-mail. */
export const FRESH_SIGN_IN_MINUTES = 10;

/** Largest accepted image upload (logo, background, picture): 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/**
 * Text fields of POST /profile/{id} (multipart, `_method=PUT`). Every field is optional: only
 * what is sent changes. An empty password means "keep the current one".
 */
export const profileUpdateFields = z.object({
  _method: z.literal('PUT').optional(),
  name: z.string().trim().min(1, authMessages.nameRequired).max(100).optional(),
  email: z
    .string()
    .trim()
    .min(1, authMessages.emailRequired)
    .pipe(z.email(authMessages.emailInvalid))
    .transform((value) => value.toLowerCase())
    .optional(),
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH)
    .refine(
      (value) => value === '' || value.length >= PASSWORD_MIN_LENGTH,
      authMessages.passwordTooShort,
    )
    .optional(),
  /** Needed to change the e-mail address or the password (a stolen token is not enough). */
  current_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type ProfileUpdateFields = z.input<typeof profileUpdateFields>;

/** 403 body when a change needs a recent sign-in (accounts without a password). */
export const freshSignInResponse = z.object({
  code: z.string().optional(),
  message: z.string(),
  error: z.literal('fresh_sign_in_required'),
});

export const profileUpdateResponse = z.object({
  user: sessionUser,
  code: z.string().optional(),
  message: z.string(),
});
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponse>;

export const descriptionBody = z.object({
  description: z
    .string()
    .max(5000)
    .transform((value) => value.trim()),
});
export type DescriptionBody = z.input<typeof descriptionBody>;
