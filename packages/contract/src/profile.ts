import { z } from 'zod';
import { authMessages, PASSWORD_MIN_LENGTH } from './auth';
import { sessionUser } from './users';

export const profileMessages = {
  forbidden: 'You are not authorized to update this profile.',
  updated: 'Profile updated successfully.',
  descriptionUpdated: 'Description updated successfully.',
  deleted: 'Your profile has been deleted.',
} as const;

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
    .max(200)
    .refine(
      (value) => value === '' || value.length >= PASSWORD_MIN_LENGTH,
      authMessages.passwordTooShort,
    )
    .optional(),
});
export type ProfileUpdateFields = z.input<typeof profileUpdateFields>;

export const profileUpdateResponse = z.object({ user: sessionUser, message: z.string() });
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponse>;

export const descriptionBody = z.object({
  description: z
    .string()
    .max(5000)
    .transform((value) => value.trim()),
});
export type DescriptionBody = z.input<typeof descriptionBody>;
