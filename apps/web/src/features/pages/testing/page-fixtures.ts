import type { PageDetails, TopicDetails } from '@app/contract';

/** A page as GET /{type}/details/{id} answers it; a non-profit unless told. */
export function pageDetails(overrides: Partial<PageDetails> = {}): PageDetails {
  return {
    type: 'nonprofit',
    id: 3,
    name: 'Clean Water Foundation',
    label: null,
    description: 'We bring clean drinking water to villages.',
    logo: 'cwf-logo.png',
    picture: 'cwf-banner.jpg',
    colorTheme: null,
    active: true,
    verified: true,
    verified_at: null,
    anbi_checked_at: null,
    raised: 1500.5,
    goal: null,
    followers_count: 1234,
    user_id: 5,
    nonprofit: null,
    event: null,
    project: null,
    company: null,
    topic: null,
    topics: [],
    sdg: null,
    email: 'hello@cleanwater.example',
    phone: '+31 20 123 4567',
    website: 'https://cleanwater.example',
    address_line1: 'Damrak 1',
    city: 'Amsterdam',
    location: null,
    start_date: null,
    end_date: null,
    campaigns_count: 3,
    updates_count: 7,
    organiser: null,
    page_data: null,
    created_at: '2025-01-01T00:00:00.000Z',
    languages: {},
    texts: { en: {}, nl: {} },
    ...overrides,
  };
}

export function topicDetails(overrides: Partial<TopicDetails> = {}): TopicDetails {
  return {
    id: 7,
    name: 'Clean water',
    description: 'Everyone deserves safe drinking water.',
    label: null,
    logo: null,
    picture: null,
    topics_id: 106,
    parent_name: 'Clean Water and Sanitation',
    followers_count: 12,
    sdg: { id: 106, number: 6, name: 'Clean Water and Sanitation', colorTheme: '#26BDE2' },
    nonprofits_count: 1,
    fundraisers_count: 0,
    ...overrides,
  };
}
