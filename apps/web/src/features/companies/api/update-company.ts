import { type CompanyWriteResponse, type Id } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { companyQueryKey } from './query-keys';

/** POST /company-profile/{id} (multipart): only the fields sent change. */
export function updateCompany(id: Id, form: FormData): Promise<CompanyWriteResponse> {
  return api.post(`/company-profile/${encodeURIComponent(String(id))}`, form, {
    schema: contractSchema('companyWriteResponse'),
  });
}

export function useUpdateCompany(id: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => updateCompany(id, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyQueryKey(id) }),
  });
}
