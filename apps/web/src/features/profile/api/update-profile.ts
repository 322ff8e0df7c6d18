import { type Id, type ProfileUpdateResponse } from '@app/contract';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

export interface ProfileUpdate {
  name?: string;
  email?: string;
  /** Empty or left out: the password stays the same. */
  password?: string;
  /** Needed with a new e-mail address or password (accounts that have a password). */
  current_password?: string;
  logo?: File;
  background_image?: File;
}

/**
 * POST /profile/{id} as multipart with `_method=PUT`: only the fields given change.
 * Images travel as files; the server checks type (PNG, JPEG, WebP, GIF) and size (5 MB).
 */
export function updateProfile(id: Id, update: ProfileUpdate): Promise<ProfileUpdateResponse> {
  const form = new FormData();
  form.append('_method', 'PUT');
  for (const [field, value] of Object.entries(update)) {
    if (value === undefined || value === '') continue;
    form.append(field, value);
  }
  return api.post(`/profile/${encodeURIComponent(String(id))}`, form, {
    schema: contractSchema('profileUpdateResponse'),
  });
}

type Options = Omit<UseMutationOptions<ProfileUpdateResponse, Error, ProfileUpdate>, 'mutationFn'>;

/** The screen decides what an updated user changes (its cached user, the stored session). */
export function useUpdateProfile(id: Id, options: Options = {}) {
  return useMutation({ ...options, mutationFn: (update) => updateProfile(id, update) });
}
