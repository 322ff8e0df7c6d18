import type { FundraiserProfile, NonprofitListItem } from '@app/contract';
import { nonprofitListItem, sessionUser } from '@/testing/fixtures';
import { profileApi } from '@/testing/profile-api';

/** A fundraiser of the signed-in test user (id 1) as GET /fundraiser-profile/{id} returns it. */
export function fundraiser(overrides: Partial<FundraiserProfile> = {}): FundraiserProfile {
  return {
    id: 77,
    name: 'Run for Water',
    label: null,
    picture: 'run-banner.webp',
    logo: 'run-logo.webp',
    image: null,
    description: '<p>We run <strong>42 km</strong> for clean water.</p>',
    goal: 5000,
    addressLine1: 'Damrak 1, Amsterdam',
    show_address: false,
    location: null,
    users_id: 1,
    nonprofits_id: 900,
    events_id: null,
    projects_id: null,
    topic_id: 12,
    active: true,
    verified: false,
    nonprofit: { id: 900, name: 'Clean Water Foundation' },
    topic: { id: 12, name: 'Water' },
    raised: 1250.5,
    languages: { name: 'en', description: 'en' },
    texts: {
      en: {
        name: 'Run for Water',
        label: null,
        description: '<p>We run <strong>42 km</strong> for clean water.</p>',
      },
      nl: { name: null, label: null, description: null },
    },
    ...overrides,
  };
}

/** Non-profits 1..total as the select pages through them, 10 per page. */
const nonprofitNames = (total: number) =>
  Array.from({ length: total }, (_, index) => `Non-profit ${String(index + 1).padStart(2, '0')}`);

/**
 * GET /nonprofits as the API answers it: `total` non-profits named 'Non-profit 01'..., searched
 * by name (case-insensitive) and paged by page and per_page.
 */
export function nonprofitsHandler(total: number, seen: URLSearchParams[] = []) {
  const all: NonprofitListItem[] = nonprofitNames(total).map((name, index) =>
    nonprofitListItem(index + 1, name),
  );
  return (request: Request) => {
    const params = new URL(request.url).searchParams;
    seen.push(params);
    const search = (params.get('search') ?? '').toLowerCase();
    const page = Number(params.get('page') ?? 1);
    const perPage = Number(params.get('per_page') ?? 20);
    const matches = all.filter((item) => item.name.toLowerCase().includes(search));
    return {
      data: matches.slice((page - 1) * perPage, page * perPage),
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(matches.length / perPage)),
        per_page: perPage,
        total: matches.length,
      },
    };
  };
}

/** Everything the fundraiser screens read for the signed-in user 1. */
export function fundraiserApi(): Record<string, unknown> {
  const user = sessionUser();
  return {
    ...profileApi(user),
    'GET /fundraiser-profile/77': { success: true, data: fundraiser() },
    'GET /donation-packages/nonprofit/900': {
      data: [
        { id: 1, title: 'A bottle of water', amount: 5, nonprofits_id: 900 },
        { id: 2, title: 'A water filter', amount: 1250, nonprofits_id: 900 },
      ],
    },
    ...Object.fromEntries(
      [1, 2, 3].flatMap((id) => [
        [`GET /nonprofit-event/${id}`, { data: [] }],
        [`GET /nonprofit-project/${id}`, { data: [] }],
      ]),
    ),
  };
}
