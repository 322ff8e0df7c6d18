import type {
  CompanyEventListItem,
  CompanyListItem,
  EventListItem,
  TopicListItem,
} from '@app/contract';

/** List items as the API answers them, for tests of cards and the screens that show them. */
export function topicListItem(id: number, name: string, overrides: Partial<TopicListItem> = {}) {
  return {
    id,
    name,
    description: `What ${name} is about.`,
    label: null,
    logo: null,
    picture: null,
    topics_id: 106,
    parent_name: 'Clean Water and Sanitation',
    followers_count: 12,
    ...overrides,
  } satisfies TopicListItem;
}

export function eventListItem(id: number, title: string, overrides: Partial<EventListItem> = {}) {
  return {
    id,
    title,
    label: null,
    description: `Join ${title}.`,
    logo: null,
    picture: null,
    start_date: '2025-06-03T09:00:00.000Z',
    end_date: null,
    addressLine1: 'Maliebaan 1',
    nonprofits_id: 900,
    nonprofit: { id: 900, name: 'Clean Water Foundation' },
    raised: 320,
    languages: {},
    ...overrides,
  } satisfies EventListItem;
}

export function companyListItem(
  id: number,
  name: string,
  overrides: Partial<CompanyListItem> = {},
) {
  return {
    id,
    name,
    description: `${name} supports good causes.`,
    label: null,
    logo: null,
    picture: null,
    city: 'Amsterdam',
    colorTheme: null,
    verified: false,
    events_count: 2,
    languages: {},
    ...overrides,
  } satisfies CompanyListItem;
}

export function companyEventListItem(
  id: number,
  name: string,
  overrides: Partial<CompanyEventListItem> = {},
) {
  return {
    id,
    name,
    description: `Take part in ${name}.`,
    label: null,
    logo: null,
    picture: null,
    colorTheme: null,
    goal: 2000,
    raised: 500,
    company: { id: 4, name: 'Green Bikes BV' },
    nonprofit: { id: 900, name: 'Clean Water Foundation' },
    languages: {},
    ...overrides,
  } satisfies CompanyEventListItem;
}

/** One page of a paged list. */
export function pageOf<T>(data: T[], page = 1, lastPage = 1, total = data.length) {
  return { data, meta: { current_page: page, last_page: lastPage, per_page: 20, total } };
}
