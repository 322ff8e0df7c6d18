import type {
  JobListItem,
  ProjectListItem,
  SdgStatsResponse,
  TopicDetails,
  TopicListItem,
} from '@app/contract';

/** A topic as the lists and GET /topics/popular return it. */
export function topicItem(
  id: number,
  name = `Topic ${id}`,
  overrides: Partial<TopicListItem> = {},
) {
  return {
    id,
    name,
    description: `Why ${name} matters.`,
    label: null,
    logo: null,
    picture: null,
    topics_id: 101,
    parent_name: 'Goal name 1',
    followers_count: 3,
    ...overrides,
  } satisfies TopicListItem;
}

export function topicDetails(overrides: Partial<TopicDetails> = {}): TopicDetails {
  return {
    ...topicItem(7, 'Clean water'),
    description: 'Access to safe drinking water for every village.',
    sdg: { id: 106, number: 6, name: 'Clean Water and Sanitation', colorTheme: '#26BDE2' },
    nonprofits_count: 1,
    fundraisers_count: 1,
    followers_count: 12,
    ...overrides,
  };
}

export function sdgStats(overrides: Partial<SdgStatsResponse['data']> = {}): SdgStatsResponse {
  return {
    data: {
      nonprofits: 2,
      events: 0,
      fundraisers: 1,
      projects: 1,
      companies: 0,
      topics: 2,
      company_events: 0,
      jobs: 1,
      followers: 1234,
      ...overrides,
    },
  };
}

export function projectItem(id: number, name: string): ProjectListItem {
  return {
    id,
    name,
    description: 'Wells for three villages.',
    picture: null,
    nonprofits_id: 900,
    nonprofit: { id: 900, name: 'Clean Water Foundation' },
    raised: 250,
    languages: {},
  };
}

export function jobItem(id: number, title: string): JobListItem {
  return {
    id,
    title,
    description: 'Help us plan water projects in the field.',
    city: 'Utrecht',
    employment: 'Part-time',
    deadline: '2030-06-01T00:00:00.000Z',
    picture: null,
    nonprofit: { id: 900, name: 'Clean Water Foundation' },
    closed: false,
    created_at: '2030-01-10T09:00:00.000Z',
  };
}

/** A paged answer with explicit page numbers. */
export function pageOf<T>(data: T[], currentPage: number, lastPage: number, total: number) {
  return { data, meta: { current_page: currentPage, last_page: lastPage, per_page: 20, total } };
}
