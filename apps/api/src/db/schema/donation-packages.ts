import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bilingual, id, timestamps } from './columns';
import { nonprofitId } from './nonprofits';

/** Suggested donation amounts a non-profit offers (API fields `title`, `amount`, `nonprofits_id`). */
export const donationPackages = pgTable(
  'donation_packages',
  {
    id: id(),
    nonprofitId: nonprofitId(),
    title: text().notNull(),
    amountCents: integer().notNull(),
    ...bilingual(),
    ...timestamps,
  },
  (t) => [
    index('donation_packages_nonprofit_id_idx').on(t.nonprofitId),
    check('donation_packages_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
