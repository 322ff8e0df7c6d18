import { type FundraiserWriteResponse, type Id } from '@app/contract';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

/**
 * POST /fundraiser-profile/{id} (multipart): only the fields sent change; an empty optional
 * field counts as not sent.
 */
export function updateFundraiser(id: Id, form: FormData): Promise<FundraiserWriteResponse> {
  return api.post(`/fundraiser-profile/${encodeURIComponent(String(id))}`, form, {
    schema: contractSchema('fundraiserWriteResponse'),
  });
}

type Options = Omit<UseMutationOptions<FundraiserWriteResponse, Error, FormData>, 'mutationFn'>;

export function useUpdateFundraiser(id: Id, options: Options = {}) {
  return useMutation({ ...options, mutationFn: (form) => updateFundraiser(id, form) });
}
