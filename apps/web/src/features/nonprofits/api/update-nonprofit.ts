import { type Id, type NonprofitWriteResponse } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

/**
 * POST /nonprofit-profile/{id} (multipart): only the fields sent change; a blank
 * optional field counts as not given, so it cannot clear a stored value.
 */
export function updateNonprofit(id: Id, form: FormData): Promise<NonprofitWriteResponse> {
  return api.post(`/nonprofit-profile/${encodeURIComponent(String(id))}`, form, {
    schema: contractSchema('nonprofitWriteResponse'),
  });
}

export function useUpdateNonprofit(id: Id) {
  return useMutation({ mutationFn: (form: FormData) => updateNonprofit(id, form) });
}
