import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bilingual, id, timestamps } from './columns';
import { events } from './events';
import { nonprofits } from './nonprofits';
import { projects } from './projects';
import { searchIndex, searchKey, searchKeyIndexes, bilingualSearchVector } from './search';
import { sdgTopicId } from './sdg';
import { topics } from './topics';
import { ownerId } from './users';
import { verificationColumns } from './verification';

/**
 * A personal fundraiser under a non-profit, or under one of its events or projects
 * (API fields `users_id`, `nonprofits_id`, `events_id`, `projects_id`, `topic_id`).
 */
export const fundraisers = pgTable(
  'fundraisers',
  {
    id: id(),
    userId: ownerId(),
    nonprofitId: integer().references(() => nonprofits.id, { onDelete: 'set null' }),
    eventId: integer().references(() => events.id, { onDelete: 'set null' }),
    projectId: integer().references(() => projects.id, { onDelete: 'set null' }),
    topicId: integer().references(() => topics.id, { onDelete: 'set null' }),
    sdgTopicId: sdgTopicId(),
    name: text().notNull(),
    label: text(),
    description: text(),
    picture: text(),
    logo: text(),
    image: text(),
    goalCents: integer(),
    /** Asked of every fundraiser, shown to visitors only when the owner says so (`showAddress`). */
    addressLine1: text(),
    showAddress: boolean().notNull().default(false),
    location: text(),
    active: boolean().notNull().default(true),
    verified: boolean().notNull().default(false),
    /** Why an operator deactivated the page; null while it is active. */
    inactiveReason: text(),
    ...verificationColumns(),
    ...bilingual(),
    /** When an operator chose it for home (shown first there, newest choice first); null: not. */
    featuredAt: timestamp({ withTimezone: true }),
    searchVector: bilingualSearchVector(['name'], ['description']),
    nameKey: searchKey('name'),
    ...timestamps,
  },
  (t) => [
    searchIndex('fundraisers_search_idx', t.searchVector),
    index('fundraisers_list_idx')
      .on(t.name, t.id)
      .where(sql`active`),
    // A topic's or goal's page reads its own rows in name order (`browsedIds`).
    index('fundraisers_topic_list_idx')
      .on(t.topicId, t.name, t.id)
      .where(sql`active`),
    index('fundraisers_sdg_list_idx')
      .on(t.sdgTopicId, t.name, t.id)
      .where(sql`active`),
    index('fundraisers_featured_idx')
      .on(t.featuredAt)
      .where(sql`featured_at IS NOT NULL`),
    index('fundraisers_user_id_idx').on(t.userId),
    index('fundraisers_nonprofit_id_idx').on(t.nonprofitId),
    index('fundraisers_event_id_idx').on(t.eventId),
    index('fundraisers_project_id_idx').on(t.projectId),
    index('fundraisers_topic_id_idx').on(t.topicId),
    index('fundraisers_sdg_topic_id_idx').on(t.sdgTopicId),
    ...searchKeyIndexes('fundraisers', t.nameKey, t.id),
    check('fundraisers_goal_positive', sql`${t.goalCents} is null or ${t.goalCents} > 0`),
  ],
);
