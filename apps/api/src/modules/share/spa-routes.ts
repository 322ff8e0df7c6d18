import { pageTypes, type PageType } from '@app/contract';

/**
 * The web app's routes (apps/web/src/config/paths.ts) as the server needs to know them: which
 * paths are pages at all (every other path is a 404), which page a path shows a card of, and
 * which ones search engines should leave alone. spa-routes.test.ts fails when the web app has a
 * route this list does not.
 */

/** A kind of page with a card of its own, read by id. */
export type CardKind = PageType | 'topic' | 'sdg' | 'job' | 'blog';

/** A page of its own without an id, with texts in packages/i18n (`shareTags.pages`). */
export type FixedPage =
  'home' | 'discover' | 'about' | 'contact' | 'blogs' | 'jobs' | 'help' | 'sdgs';

export type CardRef = { kind: CardKind; id: string } | { fixed: FixedPage };

type Params = Record<string, string | undefined>;

interface SpaRoute {
  path: string;
  /** The page a path shows; undefined from the function: the path shows nothing (a 404). */
  card?: CardRef | ((params: Params) => CardRef | undefined);
  /** Sign-in, payment and owner screens: not for search engines (robots.txt, noindex). */
  private?: true;
  /** A private screen a visitor opens without signing in, rendered by the server all the same. */
  serverRendered?: true;
  /** Only a platform with an outbox (a test platform that keeps its e-mails) has it. */
  outboxOnly?: true;
}

/** Where each kind of page lives: its one canonical path (other paths show it too). */
export const pagePath: Record<CardKind, (id: number | string) => string> = {
  nonprofit: (id) => `/nonprofit-details/${id}`,
  fundraiser: (id) => `/fundraiser-details/${id}`,
  event: (id) => `/events-details/${id}`,
  project: (id) => `/discover/details/project/${id}`,
  company: (id) => `/company-details/${id}`,
  'company-event': (id) => `/companyEvents-details/${id}`,
  topic: (id) => `/topics-details/${id}`,
  sdg: (id) => `/sdg-topics/${id}`,
  job: (id) => `/jobs/${id}`,
  blog: (id) => `/blog-details/${id}`,
};

/** Where each fixed page lives. */
export const fixedPath: Record<FixedPage, string> = {
  home: '/',
  discover: '/discover',
  about: '/about',
  contact: '/contact',
  blogs: '/blogs',
  jobs: '/jobs',
  help: '/help',
  sdgs: '/sustainable-development-goals',
};

const byId =
  (kind: CardKind, param = 'id') =>
  (params: Params): CardRef => ({ kind, id: params[param] ?? '' });

const isPageType = (type: string | undefined): type is PageType =>
  (pageTypes as readonly string[]).includes(type ?? '');

export const spaRoutes: SpaRoute[] = [
  ...Object.entries(fixedPath).map(([fixed, path]) => ({
    path,
    card: { fixed: fixed as FixedPage },
  })),
  { path: '/nonprofit-details/:id', card: byId('nonprofit') },
  { path: '/fundraiser-details/:id', card: byId('fundraiser') },
  { path: '/events-details/:id', card: byId('event') },
  { path: '/company-details/:id', card: byId('company') },
  { path: '/companyEvents-details/:id', card: byId('company-event') },
  {
    path: '/discover/details/:type/:id',
    card: ({ type, id = '' }) =>
      isPageType(type) || type === 'topic' ? { kind: type, id } : undefined,
  },
  { path: '/topics-details/:id', card: byId('topic') },
  { path: '/sdg-topics/:id', card: byId('sdg') },
  // The home grid's link to a goal: only type `topic` is one.
  {
    path: '/details-topic/:type/:id',
    card: ({ type, id = '' }) => (type === 'topic' ? { kind: 'sdg', id } : undefined),
  },
  { path: '/jobs/:jobId', card: byId('job', 'jobId') },
  { path: '/blog-details/:id', card: byId('blog') },

  // Public pages that show the site's card.
  { path: '/articles/:id/:articleTitle' },
  { path: '/more-information' },
  { path: '/terms-and-conditions' },
  { path: '/privacy-policy' },
  { path: '/location' },

  // Sign-in, payment and owner screens.
  ...[
    '/login',
    '/sign-up',
    '/forgot-password',
    '/forgot-password/:token',
    '/email-change/undo/:token',
    '/confirm-email/:token',
    '/donor-erasure/:token',
    '/monthly-giving/:token',
    '/invitation/:token',
    '/auth/google/callback',
    '/auth/facebook/callback',
    '/auth/error',
    '/orders',
    '/payment-success',
    '/payment-failed',
    '/payment-cancelled',
    '/sandbox/checkout/:paymentId',
    '/sandbox/connect',
    '/company-registration/:id?',
    '/edit-company-profile/:id?',
    '/company-profile/:id',
    '/create-company-event',
    '/create-event',
    '/create-project',
    '/nonprofit-registration',
    '/non-profit-profile/:id',
    '/edit-nonprofit-profile/:id?',
    '/fundraiser-registration',
    '/fundraiser-profile/:id',
    '/edit-fundraiser-profile/:id?',
    '/profile',
    '/settings/security',
    '/jobs-registration',
    '/edit-job/:jobId',
    '/mollie-connect-success',
    '/mollie-connect-failed',
    '/admin/*',
  ].map((path) => ({ path, private: true as const })),
  // The e-mails a test platform kept (modules/outbox): a 404 on any other platform.
  { path: '/outbox', private: true, outboxOnly: true },
  // Search results: left out of search engines, but rendered by the server like a public page.
  { path: '/search', private: true, serverRendered: true },
  // Giving: left out of search engines, but a donor's first screen like any public page's.
  ...['/donate/:id?', '/payment/:id'].map((path) => ({
    path,
    private: true as const,
    serverRendered: true as const,
  })),
];

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A route path as react-router matches it: case-insensitive, `:name` and `:name?` segments, and
 * a last `*` for the rest of the path (a part of the app with routes of its own).
 */
function compile(path: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') {
        names.push('*');
        return '(?:/(.*))?';
      }
      if (!segment.startsWith(':')) return `/${escapeRegex(segment)}`;
      const optional = segment.endsWith('?');
      names.push(segment.slice(1, optional ? -1 : undefined));
      return optional ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  return { regex: new RegExp(`^${source}/?$`, 'i'), names };
}

const compiled = spaRoutes.map((route) => ({ route, ...compile(route.path) }));

export interface SpaMatch {
  route: SpaRoute;
  /** The page it shows, if any; undefined for a route without a card of its own. */
  card?: CardRef;
}

/**
 * The web app's route a path (without its query) belongs to, or undefined when the web app
 * shows its "Page not found" there. A route whose parameters name nothing it can show (an
 * unknown type) counts as no route.
 */
export function matchSpaRoute(pathname: string): SpaMatch | undefined {
  for (const { route, regex, names } of compiled) {
    const found = regex.exec(pathname);
    if (!found) continue;
    const params: Params = {};
    try {
      names.forEach((name, i) => {
        const value = found[i + 1];
        params[name] = value === undefined ? undefined : decodeURIComponent(value);
      });
    } catch {
      return undefined;
    }
    if (route.card === undefined) return { route };
    const card = typeof route.card === 'function' ? route.card(params) : route.card;
    return card && { route, card };
  }
  return undefined;
}

/** The fixed start of each private route, for robots.txt (`/edit-job/:jobId` -> `/edit-job/`). */
export function privatePrefixes(): string[] {
  const prefixes = spaRoutes
    .filter((route) => route.private)
    .map((route) => route.path.replace(/[:*].*$/, '').replace(/\/$/, '') || '/');
  return [...new Set(prefixes)].filter(
    (prefix, _, all) => !all.some((other) => other !== prefix && prefix.startsWith(`${other}/`)),
  );
}
