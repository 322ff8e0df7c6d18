import type { NonprofitProfile } from '@app/contract';

/** A non-profit of user 1 (the signed-in test user) as GET /nonprofit-profile/{id} returns it. */
export function nonprofitProfile(overrides: Partial<NonprofitProfile> = {}): NonprofitProfile {
  return {
    id: 7,
    uuid: '6f1c2a43-8a4e-4a4b-9c55-0d6f7e0b1a07',
    name: 'Clean Water Foundation',
    title: null,
    description: '<p>We bring <strong>clean water</strong> to villages.</p>',
    addressLine1: 'Damrak 1, Amsterdam',
    picture: 'banner-water.webp',
    logo: 'logo-water.webp',
    label: null,
    type: null,
    active: true,
    verified: false,
    user_id: 1,
    email: 'info@cleanwater.org',
    phone: '+31 20 123 4567',
    website: 'https://cleanwater.org',
    legal_name: null,
    rsin: null,
    anbi: false,
    raised: 1250.5,
    created_at: '2025-02-01T10:00:00.000Z',
    texts: {
      en: {
        name: 'Clean Water Foundation',
        description: '<p>We bring <strong>clean water</strong> to villages.</p>',
      },
      nl: { name: null, description: null },
    },
    ...overrides,
  };
}
