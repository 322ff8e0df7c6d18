import { type NonprofitWriteResponse } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

/**
 * POST /nonprofits (multipart): name, description, addressLine1, email, phone, website
 * and the images picture and logo. The owner is the signed-in user; the server makes the uuid.
 */
export function createNonprofit(form: FormData): Promise<NonprofitWriteResponse> {
  return api.post('/nonprofits', form, { schema: contractSchema('nonprofitWriteResponse') });
}

export function useCreateNonprofit() {
  return useMutation({ mutationFn: createNonprofit });
}
