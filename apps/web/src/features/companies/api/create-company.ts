import { companyWriteResponse, type CompanyWriteResponse } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /companies (multipart): registers a company of the signed-in user; 201 with its id. */
export function createCompany(form: FormData): Promise<CompanyWriteResponse> {
  return api.post('/companies', form, { schema: companyWriteResponse });
}

export function useCreateCompany() {
  return useMutation({ mutationFn: createCompany });
}
