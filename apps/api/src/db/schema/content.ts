import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { companyEvents } from './company-events';
import { bilingual, id, timestamps } from './columns';
import { events } from './events';
import { fundraisers } from './fundraisers';
import { nonprofits } from './nonprofits';
import { projects } from './projects';
import { users } from './users';

/** Editable pages made of blocks (About, Contact). */
export const pages = pgTable(
  'pages',
  {
    id: id(),
    slug: text().notNull(),
    title: text().notNull(),
    titleNl: text(),
    metaTitle: text(),
    metaTitleNl: text(),
    metaDescription: text(),
    metaDescriptionNl: text(),
    published: boolean().notNull().default(false),
    /**
     * The operator's unpublished version of the blocks: the whole ordered list, both
     * languages, as the console's editor saves it. Publishing replaces the page's blocks with it.
     */
    draft: jsonb().$type<unknown[]>(),
    draftUpdatedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('pages_slug_unique').on(t.slug)],
);

/**
 * One block of a page. `type` is hero, rich_text, image, faq_list, team_members or contact_form
 * (kept as text: the web shows a clear message for a type it does not know). `data` holds the
 * block's English fields, `dataNl` the Dutch ones (same shape).
 */
export const pageBlocks = pgTable(
  'page_blocks',
  {
    id: id(),
    pageId: integer()
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    type: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    dataNl: jsonb().$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [uniqueIndex('page_blocks_page_position_unique').on(t.pageId, t.position)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    nameNl: text(),
    description: text().notNull(),
    descriptionNl: text(),
    picture: text(),
    published: boolean().notNull().default(true),
    /** The publish date: a post shows from then on; null shows it at once. */
    publishAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('blog_posts_created_at_idx').on(t.createdAt)],
);

export const helpCategories = pgTable('help_categories', {
  id: id(),
  position: integer().notNull().default(0),
  title: text().notNull(),
  titleNl: text(),
  ...timestamps,
});

export const helpSections = pgTable(
  'help_sections',
  {
    id: id(),
    categoryId: integer()
      .notNull()
      .references(() => helpCategories.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    title: text().notNull(),
    titleNl: text(),
    ...timestamps,
  },
  (t) => [index('help_sections_category_id_idx').on(t.categoryId)],
);

export const helpArticles = pgTable(
  'help_articles',
  {
    id: id(),
    sectionId: integer()
      .notNull()
      .references(() => helpSections.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    slug: text().notNull(),
    title: text().notNull(),
    titleNl: text(),
    content: text().notNull(),
    contentNl: text(),
    ...timestamps,
  },
  (t) => [
    index('help_articles_section_id_idx').on(t.sectionId),
    uniqueIndex('help_articles_slug_unique').on(t.slug),
  ],
);

export const contentBlockTypeEnum = pgEnum('content_block_type', ['TEXT', 'VIDEO', 'PICTURE']);

/**
 * Ordered text, video and picture blocks on a page's detail screen ("About {name}").
 * Exactly one owner column is set.
 */
export const contentBlocks = pgTable(
  'content_blocks',
  {
    id: id(),
    blockType: contentBlockTypeEnum().notNull(),
    /** Order on the page (API field `index`). */
    position: integer().notNull().default(0),
    title: text(),
    text: text(),
    /** For PICTURE: JSON text with a `link` field. */
    content: text(),
    nonprofitId: integer().references(() => nonprofits.id, { onDelete: 'cascade' }),
    fundraiserId: integer().references(() => fundraisers.id, { onDelete: 'cascade' }),
    eventId: integer().references(() => events.id, { onDelete: 'cascade' }),
    projectId: integer().references(() => projects.id, { onDelete: 'cascade' }),
    companyId: integer().references(() => companies.id, { onDelete: 'cascade' }),
    companyEventId: integer().references(() => companyEvents.id, { onDelete: 'cascade' }),
    ...bilingual(),
    ...timestamps,
  },
  (t) => [
    index('content_blocks_nonprofit_id_idx').on(t.nonprofitId),
    index('content_blocks_fundraiser_id_idx').on(t.fundraiserId),
    index('content_blocks_event_id_idx').on(t.eventId),
    index('content_blocks_project_id_idx').on(t.projectId),
    index('content_blocks_company_id_idx').on(t.companyId),
    index('content_blocks_company_event_id_idx').on(t.companyEventId),
    check(
      'content_blocks_single_owner',
      sql`num_nonnulls(${t.nonprofitId}, ${t.fundraiserId}, ${t.eventId}, ${t.projectId}, ${t.companyId}, ${t.companyEventId}) = 1`,
    ),
  ],
);

/** Messages sent with the contact form; each is also e-mailed to CONTACT_EMAIL. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    locale: text().notNull().default('en'),
    /** When an operator first opened it, and marked it answered. */
    readAt: timestamp({ withTimezone: true }),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);
