import { type CompanyEventWriteResponse, type Id } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { companyQueryKey } from './query-keys';

/** POST /company-events (multipart): an event of one of the own companies, for a non-profit. */
export function createCompanyEvent(form: FormData): Promise<CompanyEventWriteResponse> {
  return api.post('/company-events', form, { schema: contractSchema('companyEventWriteResponse') });
}

/** The company's profile lists its events: it is refreshed after a new one. */
export function useCreateCompanyEvent(companyId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompanyEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyQueryKey(companyId) }),
  });
}
