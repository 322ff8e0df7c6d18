import { type FundraiserWriteResponse } from '@app/contract';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

/**
 * POST /fundraisers (multipart, `pageFormData`): name, description, addressLine1, goal, a
 * parent (nonprofits_id, events_id or projects_id) and the images picture, logo and image.
 */
export function createFundraiser(form: FormData): Promise<FundraiserWriteResponse> {
  return api.post('/fundraisers', form, { schema: contractSchema('fundraiserWriteResponse') });
}

type Options = Omit<UseMutationOptions<FundraiserWriteResponse, Error, FormData>, 'mutationFn'>;

/** The screen decides which lists a new fundraiser refreshes and where to go next. */
export function useCreateFundraiser(options: Options = {}) {
  return useMutation({ ...options, mutationFn: createFundraiser });
}
