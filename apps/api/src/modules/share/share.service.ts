import type { Language } from '@app/i18n';
import { translate } from '../../lib/i18n';
import { findBlogPost, findPublishedPage } from '../content/content.service';
import { jobDetail } from '../jobs/jobs.service';
import type { PageReader } from '../pages/page-details';
import { findPageDetails } from '../pages/pages.service';
import { findSdgTopic } from '../sdg/sdg.service';
import { findTopic } from '../topics/topics.service';
import { plainText } from './share-html';
import {
  fixedPath,
  matchSpaRoute,
  pagePath,
  type CardKind,
  type CardRef,
  type FixedPage,
} from './spa-routes';

/** What a page's link preview shows, in one language. */
export interface PageCard {
  title: string;
  /** Plain text, at most about 160 characters. */
  description: string;
  /** The stored picture to make the share image from; null for the branded default. */
  picture: string | null;
  /** The page's canonical path, without a language. */
  path: string;
  type: 'website' | 'article';
  /** False for pages search engines should leave out. */
  index: boolean;
  /** Whether the title is the whole document title (the home page's), or gets the site's name. */
  ownTitle?: boolean;
}

/** What one kind's loader gives for a card: the page's name, text and picture. */
interface KindCard {
  name: string;
  /** Rich text or plain text; empty: the kind's sentence from packages/i18n. */
  text: string | null;
  picture: string | null;
  /** Placeholders of that sentence besides the name. */
  values?: Record<string, string | number>;
  /** Closed (a vacancy): shown, not indexed. A deactivated page has no card at all. */
  hidden?: boolean;
  type?: 'website' | 'article';
}

type KindLoader = (reader: PageReader, id: number, lang: Language) => Promise<KindCard | undefined>;

const pageLoader =
  (type: 'nonprofit' | 'fundraiser' | 'event' | 'project' | 'company' | 'company-event') =>
  async (reader: PageReader, id: number, lang: Language): Promise<KindCard | undefined> => {
    const page = await findPageDetails(reader, type, id, lang);
    // A page an operator deactivated is a 404, as its details are to a visitor.
    return page?.active
      ? { name: page.name, text: page.description, picture: page.picture ?? page.logo }
      : undefined;
  };

/** Each kind's card, read through the loader its own module has for its page. */
const kindLoaders: Record<CardKind, KindLoader> = {
  nonprofit: pageLoader('nonprofit'),
  fundraiser: pageLoader('fundraiser'),
  event: pageLoader('event'),
  project: pageLoader('project'),
  company: pageLoader('company'),
  'company-event': pageLoader('company-event'),
  async topic({ db }, id, lang) {
    const topic = await findTopic(db, id, lang);
    return (
      topic && { name: topic.name, text: topic.description, picture: topic.picture ?? topic.logo }
    );
  },
  async sdg({ db }, id, lang) {
    const sdg = await findSdgTopic(db, id, lang);
    return (
      sdg && {
        name: sdg.name,
        text: sdg.description,
        picture: sdg.picture ?? sdg.logo,
        values: { number: sdg.number },
      }
    );
  },
  async job({ db }, id) {
    // A job of a deactivated non-profit is shown to its poster only (ADR 008): no card.
    const job = await jobDetail(db, id, undefined);
    return (
      job && {
        name: job.title,
        text: job.description,
        picture: job.picture ?? job.nonprofit.logo,
        values: { name: job.nonprofit.name },
        hidden: job.closed,
      }
    );
  },
  async blog({ db }, id, lang) {
    const post = await findBlogPost(db, id, lang);
    return (
      post && { name: post.name, text: post.description, picture: post.picture, type: 'article' }
    );
  },
};

/** A database id: a positive 32-bit integer written plainly. */
function pageId(value: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}

async function kindCard(
  reader: PageReader,
  kind: CardKind,
  rawId: string,
  lang: Language,
): Promise<PageCard | undefined> {
  const id = pageId(rawId);
  const found = id === undefined ? undefined : await kindLoaders[kind](reader, id, lang);
  if (!found || id === undefined) return undefined;
  const description =
    plainText(found.text) ||
    translate(lang, `shareTags.kinds.${kind}`, { name: found.name, ...found.values });
  return {
    title: found.name,
    description,
    picture: found.picture,
    path: pagePath[kind](id),
    type: found.type ?? 'website',
    index: !found.hidden,
  };
}

/** The picture of a content page: its hero's background. */
function heroPicture(blocks: { type: string; data: Record<string, unknown> }[]): string | null {
  const image = blocks.find((block) => block.type === 'hero')?.data.background_image;
  return typeof image === 'string' && image !== '' ? image : null;
}

/** Content pages the editors write (about, contact) and their own meta texts. */
const contentSlugs: Partial<Record<FixedPage, string>> = { about: 'about', contact: 'contact' };

async function fixedCard(reader: PageReader, page: FixedPage, lang: Language): Promise<PageCard> {
  const card: PageCard = {
    title: translate(lang, `shareTags.pages.${page}.title`),
    description: translate(lang, `shareTags.pages.${page}.description`),
    picture: null,
    path: fixedPath[page],
    type: 'website',
    index: true,
    ownTitle: page === 'home',
  };
  const slug = contentSlugs[page];
  const content = slug ? await findPublishedPage(reader.db, slug, lang) : undefined;
  if (!content) return card;
  return {
    ...card,
    title: content.meta_title || content.title || card.title,
    description: plainText(content.meta_description) || card.description,
    picture: heroPicture(content.blocks),
  };
}

/** The site's own card for a page without one (legal pages, sign-in, payment screens). */
function siteCard(path: string, lang: Language, index: boolean): PageCard {
  return {
    title: translate(lang, 'shareTags.siteTitle'),
    description: translate(lang, 'shareTags.siteDescription'),
    picture: null,
    path,
    type: 'website',
    index,
    ownTitle: true,
  };
}

const cardOf = (reader: PageReader, ref: CardRef, lang: Language) =>
  'fixed' in ref ? fixedCard(reader, ref.fixed, lang) : kindCard(reader, ref.kind, ref.id, lang);

/**
 * The card of the web app's page at `pathname` (as requested, percent-encoded), or undefined
 * when there is no such page: a path the web app has no route for, an id that names nothing, or
 * the outbox page of a platform that has none.
 */
export async function findPageCard(
  reader: PageReader,
  pathname: string,
  lang: Language,
  platform: { hasOutbox: boolean } = { hasOutbox: false },
): Promise<PageCard | undefined> {
  const match = matchSpaRoute(pathname);
  if (!match || (match.route.outboxOnly && !platform.hasOutbox)) return undefined;
  if (match.card) return cardOf(reader, match.card, lang);
  return siteCard(pathname, lang, !match.route.private);
}

/** The card of a page that does not exist: the site's, kept out of search engines. */
export const notFoundCard = (lang: Language): Omit<PageCard, 'path'> => {
  const { path: _, ...card } = siteCard('/', lang, false);
  return card;
};
