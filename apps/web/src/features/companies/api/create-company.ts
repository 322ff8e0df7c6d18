import { type CompanyWriteResponse } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

/** POST /companies (multipart): registers a company of the signed-in user; 201 with its id. */
export function createCompany(form: FormData): Promise<CompanyWriteResponse> {
  return api.post('/companies', form, { schema: contractSchema('companyWriteResponse') });
}

export function useCreateCompany() {
  return useMutation({ mutationFn: createCompany });
}
