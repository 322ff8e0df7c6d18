import { type DescriptionBody, type Id, type ProfileUpdateResponse } from '@app/contract';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

/** PUT /profile/{id} with JSON `{ description }`. */
export function updateDescription(id: Id, body: DescriptionBody): Promise<ProfileUpdateResponse> {
  return api.put(`/profile/${encodeURIComponent(String(id))}`, body, {
    schema: contractSchema('profileUpdateResponse'),
  });
}

type Options = Omit<
  UseMutationOptions<ProfileUpdateResponse, Error, DescriptionBody>,
  'mutationFn'
>;

export function useUpdateDescription(id: Id, options: Options = {}) {
  return useMutation({ ...options, mutationFn: (body) => updateDescription(id, body) });
}
