import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { outer } from '../../lib/outer-column';

/** Number of follows of a page. */
export const followersOf = (
  column: 'topic_id' | 'nonprofit_id' | 'fundraiser_id' | 'company_id',
  id: AnyPgColumn,
) =>
  sql<number>`(select count(*) from follows fo where fo.${sql.raw(column)} = ${outer(id)})`.mapWith(
    Number,
  );
