import type { DonationTargetType, Id } from '@app/contract';

/**
 * Every route of the product in one place. Screens build links with `href`, never by hand;
 * the router reads `path`. `protected` routes need a signed-in user.
 */
const encode = (value: Id) => encodeURIComponent(String(value));
const optional = (value: Id | undefined) => (value === undefined ? '' : `/${encode(value)}`);

function fixed<P extends string>(path: P, isProtected = false) {
  return { path, protected: isProtected, href: () => path } as const;
}

export const paths = {
  // Public routes
  home: fixed('/'),
  discover: fixed('/discover'),
  /** The search results page: every kind of page a term finds (`q`), grouped. */
  search: {
    path: '/search',
    protected: false,
    href: (query?: string) => (query ? `/search?q=${encodeURIComponent(query)}` : '/search'),
  },
  about: fixed('/about'),
  contact: fixed('/contact'),
  blogs: fixed('/blogs'),
  help: fixed('/help'),
  article: {
    path: '/articles/:id/:articleTitle',
    protected: false,
    href: (id: Id, articleTitle: string) => `/articles/${encode(id)}/${encode(articleTitle)}`,
  },
  moreInformation: fixed('/more-information'),
  blogDetails: {
    path: '/blog-details/:id',
    protected: false,
    href: (id: Id) => `/blog-details/${encode(id)}`,
  },
  login: fixed('/login'),
  signUp: fixed('/sign-up'),
  forgotPassword: fixed('/forgot-password'),
  resetPassword: {
    path: '/forgot-password/:token',
    protected: false,
    href: (token: string) => `/forgot-password/${encode(token)}`,
  },
  emailChangeUndo: {
    path: '/email-change/undo/:token',
    protected: false,
    href: (token: string) => `/email-change/undo/${encode(token)}`,
  },
  /** The link that proves an address is the account owner's (the API mails it). */
  confirmEmail: {
    path: '/confirm-email/:token',
    protected: false,
    href: (token: string) => `/confirm-email/${encode(token)}`,
  },
  /** The link in an invitation to help run a page (the API mails it); accepting needs a session. */
  pageInvitation: {
    path: '/invitation/:token',
    protected: false,
    href: (token: string) => `/invitation/${encode(token)}`,
  },
  /** The link in a guest donor's receipt e-mail that erases their details (the API writes it). */
  donorErasure: {
    path: '/donor-erasure/:token',
    protected: false,
    href: (token: string) => `/donor-erasure/${encode(token)}`,
  },
  /** The link in a monthly gift's receipt e-mails that shows it and stops it (the API writes it). */
  monthlyGiving: {
    path: '/monthly-giving/:token',
    protected: false,
    href: (token: string) => `/monthly-giving/${encode(token)}`,
  },
  /**
   * Not in the spec: the e-mails a test platform kept for one address (the API's GET /outbox), so
   * that someone trying the demo can confirm an address or reset a password without a mail
   * server. Any other platform answers 404 there.
   */
  outbox: {
    path: '/outbox',
    protected: false,
    href: (to?: string) => (to ? `/outbox?to=${encodeURIComponent(to)}` : '/outbox'),
  },
  googleCallback: fixed('/auth/google/callback'),
  facebookCallback: fixed('/auth/facebook/callback'),
  authError: {
    path: '/auth/error',
    protected: false,
    /** The screen reads `error` (a code) and `message` from the query string. */
    href: (query: { error?: string; message?: string } = {}) => {
      const params = new URLSearchParams();
      if (query.error) params.set('error', query.error);
      if (query.message) params.set('message', query.message);
      const search = params.toString();
      return search ? `/auth/error?${search}` : '/auth/error';
    },
  },
  eventDetails: {
    path: '/events-details/:id',
    protected: false,
    href: (id: Id) => `/events-details/${encode(id)}`,
  },
  nonprofitDetails: {
    path: '/nonprofit-details/:id',
    protected: false,
    href: (id: Id) => `/nonprofit-details/${encode(id)}`,
  },
  fundraiserDetails: {
    path: '/fundraiser-details/:id',
    protected: false,
    href: (id: Id) => `/fundraiser-details/${encode(id)}`,
  },
  companyEventDetails: {
    path: '/companyEvents-details/:id',
    protected: false,
    href: (id: Id) => `/companyEvents-details/${encode(id)}`,
  },
  companyDetails: {
    path: '/company-details/:id',
    protected: false,
    href: (id: Id) => `/company-details/${encode(id)}`,
  },
  discoverDetails: {
    path: '/discover/details/:type/:id',
    protected: false,
    href: (type: string, id: Id) => `/discover/details/${encode(type)}/${encode(id)}`,
  },
  termsAndConditions: fixed('/terms-and-conditions'),
  privacyPolicy: fixed('/privacy-policy'),
  sustainableDevelopmentGoals: fixed('/sustainable-development-goals'),
  location: fixed('/location'),
  detailsTopic: {
    path: '/details-topic/:type/:id',
    protected: false,
    href: (type: string, id: Id) => `/details-topic/${encode(type)}/${encode(id)}`,
  },
  jobs: fixed('/jobs'),

  // Also referenced by the spec
  sdgTopic: {
    path: '/sdg-topics/:id',
    protected: false,
    href: (id: Id) => `/sdg-topics/${encode(id)}`,
  },
  topicDetails: {
    path: '/topics-details/:id',
    protected: false,
    href: (id: Id) => `/topics-details/${encode(id)}`,
  },
  /** The signed-in donor's donations (linked from the payment success page). */
  orders: fixed('/orders', true),

  // Donating needs no account (docs/decisions/007-donating-without-an-account.md)
  donate: {
    path: '/donate/:id?',
    protected: false,
    href: (id?: Id) => `/donate${optional(id)}`,
  },
  payment: {
    path: '/payment/:id',
    protected: false,
    /**
     * /payment/{name}. The query names the target (`type`, `id`), so that a direct link
     * works without navigation state.
     */
    href: (name: string, target: { type: string; id: Id }) =>
      `/payment/${encode(name)}?${new URLSearchParams({ type: target.type, id: String(target.id) })}`,
  },
  paymentSuccess: {
    path: '/payment-success',
    protected: false,
    href: (query: { ref: string; for?: 'premium' }) =>
      `/payment-success?${new URLSearchParams(query)}`,
  },
  paymentFailed: {
    path: '/payment-failed',
    protected: false,
    href: (query: { ref: string; for?: 'premium' }) =>
      `/payment-failed?${new URLSearchParams(query)}`,
  },
  paymentCancelled: {
    path: '/payment-cancelled',
    protected: false,
    href: (query: { ref: string; for?: 'premium' }) =>
      `/payment-cancelled?${new URLSearchParams(query)}`,
  },
  /** The built-in payment sandbox's checkout (used when no Mollie key is configured). */
  sandboxCheckout: {
    path: '/sandbox/checkout/:paymentId',
    protected: false,
    href: (paymentId: string) => `/sandbox/checkout/${encode(paymentId)}`,
  },
  /** The built-in sandbox's stand-in for Mollie's "grant access" page (Mollie Connect). */
  sandboxConnect: fixed('/sandbox/connect'),

  // Protected routes
  companyRegistration: {
    path: '/company-registration/:id?',
    protected: true,
    href: (id?: Id) => `/company-registration${optional(id)}`,
  },
  editCompanyProfile: {
    path: '/edit-company-profile/:id?',
    protected: true,
    href: (id?: Id) => `/edit-company-profile${optional(id)}`,
  },
  companyProfile: {
    path: '/company-profile/:id',
    protected: true,
    href: (id: Id) => `/company-profile/${encode(id)}`,
  },
  createCompanyEvent: fixed('/create-company-event', true),
  createEvent: fixed('/create-event', true),
  createProject: fixed('/create-project', true),
  nonprofitRegistration: fixed('/nonprofit-registration', true),
  nonprofitProfile: {
    path: '/non-profit-profile/:id',
    protected: true,
    href: (id: Id) => `/non-profit-profile/${encode(id)}`,
  },
  editNonprofitProfile: {
    path: '/edit-nonprofit-profile/:id?',
    protected: true,
    href: (id?: Id) => `/edit-nonprofit-profile${optional(id)}`,
  },
  fundraiserRegistration: fixed('/fundraiser-registration', true),
  fundraiserProfile: {
    path: '/fundraiser-profile/:id',
    protected: true,
    href: (id: Id) => `/fundraiser-profile/${encode(id)}`,
  },
  editFundraiserProfile: {
    path: '/edit-fundraiser-profile/:id?',
    protected: true,
    href: (id?: Id) => `/edit-fundraiser-profile${optional(id)}`,
  },
  profile: fixed('/profile', true),
  /** Second factors, passkeys, recovery codes, linked providers (the security e-mails link it). */
  securitySettings: fixed('/settings/security', true),
  jobsRegistration: fixed('/jobs-registration', true),
  jobDetails: {
    // Vacancies are public (docs/decisions/008-vacancies-are-public.md).
    path: '/jobs/:jobId',
    protected: false,
    href: (jobId: Id) => `/jobs/${encode(jobId)}`,
  },
  /** Not in the product specification: the owner edits a posted job with the registration form. */
  editJob: {
    path: '/edit-job/:jobId',
    protected: true,
    href: (jobId: Id) => `/edit-job/${encode(jobId)}`,
  },
  /**
   * Not in the spec: the operator's console, for accounts with the `admin` role. Its
   * sections are routes of its own (`app/routes/admin/console-sections.tsx`).
   */
  admin: {
    path: '/admin/*',
    protected: true,
    href: (section?: string) => (section ? `/admin/${section}` : '/admin'),
  },
  mollieConnectSuccess: fixed('/mollie-connect-success', true),
  mollieConnectFailed: fixed('/mollie-connect-failed', true),
} as const;

/** Route paths that must pass the sign-in guard. */
export const protectedPaths: string[] = Object.values(paths)
  .filter((route) => route.protected)
  .map((route) => route.path);

/** The public page of what a donation went to. Projects have no page of their own: discover's. */
export function donationTargetHref(type: DonationTargetType, id: Id): string {
  switch (type) {
    case 'fundraiser':
      return paths.fundraiserDetails.href(id);
    case 'nonprofit':
      return paths.nonprofitDetails.href(id);
    case 'event':
      return paths.eventDetails.href(id);
    case 'company-event':
      return paths.companyEventDetails.href(id);
    case 'project':
      return paths.discoverDetails.href('project', id);
  }
}
