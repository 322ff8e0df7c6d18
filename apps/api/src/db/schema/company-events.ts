import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, boolean } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { bilingual, id, timestamps } from './columns';
import { nonprofits } from './nonprofits';
import { searchIndex, bilingualSearchVector, trigramIndex } from './search';
import { sdgTopicId } from './sdg';
import { ownerId } from './users';

/**
 * A company's own event that raises money for a non-profit. New ones must link a non-profit;
 * the link is cleared (not the event) when that non-profit is deleted.
 */
export const companyEvents = pgTable(
  'company_events',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    nonprofitId: integer().references(() => nonprofits.id, { onDelete: 'set null' }),
    sdgTopicId: sdgTopicId(),
    name: text().notNull(),
    description: text(),
    picture: text(),
    logo: text(),
    label: text(),
    goalCents: integer(),
    colorTheme: text(),
    hostFriendlyName: text(),
    ...bilingual(),
    searchVector: bilingualSearchVector(['name'], ['description']),
    /**
     * False while an operator has deactivated it: it leaves lists, search, the sitemap
     * and donation targets, as a page of an inactive non-profit or company does.
     */
    active: boolean().notNull().default(true),
    inactiveReason: text(),
    ...timestamps,
  },
  (t) => [
    searchIndex('company_events_search_idx', t.searchVector),
    index('company_events_list_idx').on(t.name, t.id),
    index('company_events_company_id_idx').on(t.companyId),
    index('company_events_user_id_idx').on(t.userId),
    index('company_events_nonprofit_id_idx').on(t.nonprofitId),
    index('company_events_sdg_topic_id_idx').on(t.sdgTopicId),
    trigramIndex('company_events_name_trgm', t.name),
    check('company_events_goal_positive', sql`${t.goalCents} is null or ${t.goalCents} > 0`),
  ],
);
