import { type CompanyProfileResponse, type Id } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { companyQueryKey } from './query-keys';

/** GET /company-profile/{id}: every company field, its facts (page_data) and its events. */
export function getCompanyProfile(id: Id, signal?: AbortSignal): Promise<CompanyProfileResponse> {
  return api.get(`/company-profile/${encodeURIComponent(String(id))}`, {
    schema: contractSchema('companyProfileResponse'),
    signal,
  });
}

export function companyProfileQueryOptions(id: Id) {
  return queryOptions({
    queryKey: companyQueryKey(id),
    queryFn: ({ signal }) => getCompanyProfile(id, signal),
  });
}

export function useCompanyProfile(id: Id, { enabled = true } = {}) {
  return useQuery({ ...companyProfileQueryOptions(id), enabled });
}
