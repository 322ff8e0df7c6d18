import type {
  DirectoryCompany,
  DirectoryFundraiser,
  DirectoryNonprofit,
  DonationActivity,
  FollowItem,
  FundraiserListItem,
  NonprofitListItem,
  SdgTopic,
  SessionUser,
  TotalFundraisersResponse,
  TotalRaisedResponse,
  TotalSupportersResponse,
  UserDonationsResponse,
} from '@app/contract';

const colours = ['#E5243B', '#DDA63A', '#4C9F38', '#C5192D', '#FF3A21', '#26BDE2', '#FCC30B'];

/** The 17 goals as GET /sdg-topics returns them; goal 1 has a description longer than 100 characters. */
export function sdgTopics(language: 'en' | 'nl' = 'en'): SdgTopic[] {
  return Array.from({ length: 17 }, (_, index) => {
    const number = index + 1;
    return {
      id: 100 + number,
      uuid: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
      number,
      name: language === 'nl' ? `Doel nummer ${number}` : `Goal name ${number}`,
      description:
        number === 1
          ? 'End poverty in all its forms everywhere, so that every person can meet their basic needs and live with dignity.'
          : `Short description of goal ${number}.`,
      logo: null,
      picture: null,
      colorTheme: colours[index % colours.length] ?? '#E5243B',
    };
  });
}

export const totalRaised: TotalRaisedResponse = {
  total_raised: 12345.5,
  total_raised_formatted: '€12,345.50',
};
export const totalSupporters: TotalSupportersResponse = {
  total_supporters: 321,
  total_supporters_formatted: '321',
};
export const totalFundraisers: TotalFundraisersResponse = {
  total_fundraisers: 42,
  total_fundraisers_formatted: '42',
};

/** The signed-in user as GET /user/{id} and the auth endpoints return it. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    name: 'Sanne de Vries',
    email: 'sanne@example.com',
    description: 'I support clean water projects.',
    logo: 'logo-sanne.png',
    background_image: 'banner-sanne.jpg',
    created_at: '2025-01-10T09:00:00.000Z',
    locale: 'en',
    has_password: true,
    email_confirmed: true,
    pending_email: null,
    second_factor: false,
    linked_providers: [],
    role: 'user',
    ...overrides,
  };
}

export function directoryNonprofit(id: number, name = `Non-profit ${id}`): DirectoryNonprofit {
  return { id, name, description: `About ${name}.`, logo: null, picture: null, languages: {} };
}

export function directoryCompany(id: number, name = `Company ${id}`): DirectoryCompany {
  return { id, name, description: `About ${name}.`, logo: null, picture: null, languages: {} };
}

export function directoryFundraiser(
  id: number,
  name = `Fundraiser ${id}`,
  overrides: Partial<DirectoryFundraiser> = {},
): DirectoryFundraiser {
  return {
    id,
    name,
    description: `About ${name}.`,
    logo: null,
    picture: null,
    raised: 1250.5,
    goal: 5000,
    nonprofit: { id: 900, name: 'Clean Water Foundation' },
    languages: {},
    ...overrides,
  };
}

export function followItem(overrides: Partial<FollowItem> = {}): FollowItem {
  return {
    type: 'nonprofit',
    id: 31,
    name: 'Ocean Cleanup NL',
    image: null,
    followed_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function donationActivity(overrides: Partial<DonationActivity> = {}): DonationActivity {
  return {
    id: 501,
    reference: 'PIF-501',
    amount: 1234.5,
    status: 'paid',
    target_type: 'fundraiser',
    target: { id: 77, name: 'Run for Water' },
    message: null,
    created_at: '2025-04-02T12:00:00.000Z',
    paid_at: '2025-04-02T12:05:00.000Z',
    refunded: 0,
    net: 1234.5,
    method: 'ideal',
    ...overrides,
  };
}

/** GET /user/{id}/donations: one page of them (the only one, unless told otherwise). */
export function userDonationsPage(
  data: DonationActivity[],
  {
    page = 1,
    lastPage = 1,
    perPage = 20,
    total = data.length,
    paidYears = [],
  }: {
    page?: number;
    lastPage?: number;
    perPage?: number;
    total?: number;
    paidYears?: number[];
  } = {},
): UserDonationsResponse {
  return {
    data,
    meta: { current_page: page, last_page: lastPage, per_page: perPage, total },
    paid_years: paidYears,
  };
}

export function nonprofitListItem(id: number, name: string): NonprofitListItem {
  return {
    id,
    name,
    title: null,
    description: null,
    label: 'Environment',
    logo: null,
    picture: null,
    verified: true,
    raised: 0,
    languages: {},
  };
}

export function fundraiserListItem(id: number, name: string): FundraiserListItem {
  return {
    id,
    name,
    description: null,
    label: null,
    logo: null,
    picture: null,
    image: null,
    goal: 1000,
    raised: 10,
    users_id: 5,
    nonprofit: { id: 900, name: 'Clean Water Foundation' },
    event: null,
    project: null,
    languages: {},
  };
}

export function paged<T>(data: T[]) {
  return { data, meta: { current_page: 1, last_page: 1, per_page: 10, total: data.length } };
}
