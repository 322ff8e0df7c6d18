import type { CompanyProfile, NonprofitListItem } from '@app/contract';

/** A company as GET /company-profile/{id} returns it; owned by user 1 (the signed-in fixture). */
export function companyProfile(overrides: Partial<CompanyProfile> = {}): CompanyProfile {
  return {
    id: 7,
    name: 'Acme Water',
    email: 'hello@acme.example',
    phone: '+31 20 123 4567',
    website: 'https://acme.example',
    colorTheme: '#1C7ED6',
    description: '<p>We bring <strong>clean water</strong> to schools.</p>',
    addressLine1: 'Damrak 1',
    city: 'Amsterdam',
    postCode: '1012 LG',
    logo: 'acme-logo.webp',
    picture: 'acme-banner.webp',
    label: null,
    user_id: 1,
    active: true,
    verified: false,
    page_data: {
      year_founded: '2012',
      team_photo: 'https://cdn.example.org/team.jpg',
    },
    events: [
      { id: 31, name: 'Charity Run 2025', picture: null, nonprofit: { id: 9, name: 'Water Aid' } },
      { id: 32, name: 'Bake Sale', picture: null, nonprofit: null },
    ],
    texts: {
      en: {
        name: 'Acme Water',
        description: '<p>We bring <strong>clean water</strong> to schools.</p>',
      },
      nl: { name: null, description: null },
    },
    ...overrides,
  };
}

export function nonprofitOption(id: number, name: string): NonprofitListItem {
  return {
    id,
    name,
    title: null,
    description: null,
    label: null,
    logo: null,
    picture: null,
    verified: true,
    raised: 0,
    languages: {},
  };
}
