import {
  companyEventListResponse,
  companyListResponse,
  eventListResponse,
  fundraiserListResponse,
  jobListResponse,
  nonprofitListResponse,
  PER_PAGE_DEFAULT,
  projectListResponse,
  topicListResponse,
  type CompanyEventListResponse,
  type CompanyListResponse,
  type EventListResponse,
  type FundraiserListResponse,
  type JobListResponse,
  type NonprofitListResponse,
  type ProjectListResponse,
  type SdgTab,
  type TopicListResponse,
} from '@app/contract';
import type { Language } from '@app/i18n';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type ResponseSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Spec 9: lists load 20 at a time. */
export const SDG_TAB_PAGE_SIZE = PER_PAGE_DEFAULT;

/** The answer of each tab's list. */
export interface SdgTabResponses {
  nonprofits: NonprofitListResponse;
  events: EventListResponse;
  fundraisers: FundraiserListResponse;
  projects: ProjectListResponse;
  companies: CompanyListResponse;
  topics: TopicListResponse;
  'company-events': CompanyEventListResponse;
  jobs: JobListResponse;
}
export type SdgTabItem<T extends SdgTab> = SdgTabResponses[T]['data'][number];

const schemas: { [K in SdgTab]: ResponseSchema<SdgTabResponses[K]> } = {
  nonprofits: nonprofitListResponse,
  events: eventListResponse,
  fundraisers: fundraiserListResponse,
  projects: projectListResponse,
  companies: companyListResponse,
  topics: topicListResponse,
  'company-events': companyEventListResponse,
  jobs: jobListResponse,
};

/** GET /sdg-topics/{id}/{tab}?page&per_page: one page of what works on a goal. */
export function getSdgTab<T extends SdgTab>(
  id: string,
  tab: T,
  page: number,
  signal?: AbortSignal,
): Promise<SdgTabResponses[T]> {
  return api.get(`/sdg-topics/${encodeURIComponent(id)}/${tab}`, {
    query: { page, per_page: SDG_TAB_PAGE_SIZE },
    schema: schemas[tab],
    signal,
  });
}

/** Names and descriptions come back in the active language, so it is part of the key. */
export function sdgTabQueryOptions<T extends SdgTab>(id: string, tab: T, language: Language) {
  return infiniteQueryOptions({
    queryKey: ['sdg-topics', 'detail', id, 'tab', tab, language],
    queryFn: ({ pageParam, signal }) => getSdgTab(id, tab, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: SdgTabResponses[T]) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });
}

export function useSdgTab<T extends SdgTab>(id: string, tab: T, { enabled = true } = {}) {
  return useInfiniteQuery({ ...sdgTabQueryOptions(id, tab, useLanguage()), enabled });
}
