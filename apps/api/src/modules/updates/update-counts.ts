import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { outer } from '../../lib/outer-column';

/** Number of timeline updates posted on a company, non-profit or fundraiser page. */
export const updatesOf = (
  column: 'nonprofit_id' | 'fundraiser_id' | 'company_id',
  id: AnyPgColumn,
) =>
  sql<number>`(select count(*) from page_updates pu where pu.${sql.raw(column)} = ${outer(id)})`.mapWith(
    Number,
  );
