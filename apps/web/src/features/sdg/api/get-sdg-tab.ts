import {
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
import type { Language } from '@app/i18n/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ResponseSchema } from '@/lib/api-client';
import { getListPage, nextPage } from '@/lib/paged-list';
import { useLanguage } from '@/lib/i18n';
import { sdgTopicQueryKey } from './query-keys';
import { contractSchema } from '@/lib/api-client';

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
  nonprofits: contractSchema('nonprofitListResponse'),
  events: contractSchema('eventListResponse'),
  fundraisers: contractSchema('fundraiserListResponse'),
  projects: contractSchema('projectListResponse'),
  companies: contractSchema('companyListResponse'),
  topics: contractSchema('topicListResponse'),
  'company-events': contractSchema('companyEventListResponse'),
  jobs: contractSchema('jobListResponse'),
};

/** GET /sdg-topics/{id}/{tab}?page&per_page: one page of what works on a goal. */
export function getSdgTab<T extends SdgTab>(
  id: string,
  tab: T,
  page: number,
  signal?: AbortSignal,
): Promise<SdgTabResponses[T]> {
  return getListPage(
    `/sdg-topics/${encodeURIComponent(id)}/${tab}`,
    schemas[tab],
    { page },
    signal,
  );
}

/** Names and descriptions come back in the active language, so it is part of the key. */
export function sdgTabQueryOptions<T extends SdgTab>(id: string, tab: T, language: Language) {
  return infiniteQueryOptions({
    queryKey: [...sdgTopicQueryKey(id), 'tab', tab, language],
    queryFn: ({ pageParam, signal }) => getSdgTab(id, tab, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useSdgTab<T extends SdgTab>(id: string, tab: T, { enabled = true } = {}) {
  return useInfiniteQuery({ ...sdgTabQueryOptions(id, tab, useLanguage()), enabled });
}
