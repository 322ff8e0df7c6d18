import { type CompanyEventsResponse, type Id } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { pageQueryKey } from './get-page-details';

/** GET /companies/events/{companyId}: the events a company runs for non-profits (a plain array). */
export function getCompanyEvents(
  companyId: Id,
  signal?: AbortSignal,
): Promise<CompanyEventsResponse> {
  return api.get(`/companies/events/${encodeURIComponent(String(companyId))}`, {
    schema: contractSchema('companyEventsResponse'),
    signal,
  });
}

export function companyEventsQueryOptions(companyId: Id, language: Language) {
  return queryOptions({
    queryKey: [...pageQueryKey('company', companyId), 'events', language],
    queryFn: ({ signal }) => getCompanyEvents(companyId, signal),
  });
}

export function useCompanyEvents(companyId: Id) {
  return useQuery(companyEventsQueryOptions(companyId, useLanguage()));
}
