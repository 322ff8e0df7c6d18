import type { DonationTargetType } from '@app/contract';
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  companies,
  companyEvents,
  type donations,
  events,
  fundraisers,
  nonprofits,
  projects,
  type subscriptions,
} from '../../db/schema';

/*
 * The page a donation or a monthly gift goes to, read through db/schema: the giving modules and
 * the console ask the pages kernel, so monthly gifts need not import donations for it.
 */

/** A page that can receive a donation, as /pay needs it. */
export interface DonationTarget {
  type: DonationTargetType;
  id: number;
  name: string;
  /** The page and the non-profit it raises for are active (an operator deactivates). */
  open: boolean;
  /** The non-profit the money is for (the page itself for a non-profit), if any. */
  nonprofitId: number | null;
}

/** The donation row's foreign key for each kind of target. */
export const targetColumn = {
  fundraiser: 'fundraiserId',
  nonprofit: 'nonprofitId',
  event: 'eventId',
  project: 'projectId',
  'company-event': 'companyEventId',
} as const satisfies Record<DonationTargetType, string>;

/** The target columns a donation and a monthly gift both have (ADR 002). */
export type TargetColumns = Pick<
  typeof donations | typeof subscriptions,
  'fundraiserId' | 'nonprofitId' | 'eventId' | 'projectId' | 'companyEventId'
>;

/**
 * The page a row goes to, id and name whatever its kind (null once the page is deleted): select
 * these in a query that `joinTargets` joins.
 */
export const targetIdAndName = {
  targetId: sql<
    number | null
  >`coalesce(${fundraisers.id}, ${nonprofits.id}, ${events.id}, ${projects.id}, ${companyEvents.id})`,
  targetName: sql<
    string | null
  >`coalesce(${fundraisers.name}, ${nonprofits.name}, ${events.title}, ${projects.name}, ${companyEvents.name})`,
};

/**
 * Joins each kind of page to a query of rows (donations, monthly gifts) by their target columns.
 * The query's selection stays what it was (`targetIdAndName` is typed as nullable already).
 */
export function joinTargets<T extends PgSelect>(query: T, t: TargetColumns): T {
  return query
    .leftJoin(fundraisers, eq(fundraisers.id, t.fundraiserId))
    .leftJoin(nonprofits, eq(nonprofits.id, t.nonprofitId))
    .leftJoin(events, eq(events.id, t.eventId))
    .leftJoin(projects, eq(projects.id, t.projectId))
    .leftJoin(companyEvents, eq(companyEvents.id, t.companyEventId)) as unknown as T;
}

const nonprofitActive = (id: SQLWrapper) =>
  sql<boolean>`coalesce((select n.active from ${nonprofits} n where n.id = ${id}), true)`;

/** One query per kind: the target, whether it takes donations, and its non-profit. */
export async function findDonationTarget(
  db: Db,
  type: DonationTargetType,
  id: number,
): Promise<DonationTarget | null> {
  const rows = await (() => {
    switch (type) {
      case 'nonprofit':
        return db
          .select({ name: nonprofits.name, open: nonprofits.active, nonprofitId: nonprofits.id })
          .from(nonprofits)
          .where(eq(nonprofits.id, id));
      case 'fundraiser': {
        const nonprofitId = sql<number | null>`coalesce(${fundraisers.nonprofitId},
          (select e.nonprofit_id from ${events} e where e.id = ${fundraisers.eventId}),
          (select p.nonprofit_id from ${projects} p where p.id = ${fundraisers.projectId}))`;
        return db
          .select({
            name: fundraisers.name,
            open: sql<boolean>`${fundraisers.active} and ${nonprofitActive(nonprofitId)}`,
            nonprofitId,
          })
          .from(fundraisers)
          .where(eq(fundraisers.id, id));
      }
      case 'event':
        return db
          .select({
            name: events.title,
            open: sql<boolean>`${events.active} and ${nonprofitActive(events.nonprofitId)}`,
            nonprofitId: events.nonprofitId,
          })
          .from(events)
          .where(eq(events.id, id));
      case 'project':
        return db
          .select({
            name: projects.name,
            open: sql<boolean>`${projects.active} and ${nonprofitActive(projects.nonprofitId)}`,
            nonprofitId: projects.nonprofitId,
          })
          .from(projects)
          .where(eq(projects.id, id));
      case 'company-event':
        return db
          .select({
            name: companyEvents.name,
            open: sql<boolean>`${companyEvents.active} and ${nonprofitActive(companyEvents.nonprofitId)}
              and coalesce((select c.active from ${companies} c where c.id = ${companyEvents.companyId}), true)`,
            nonprofitId: companyEvents.nonprofitId,
          })
          .from(companyEvents)
          .where(eq(companyEvents.id, id));
    }
  })();
  const row = rows[0];
  if (!row) return null;
  return {
    type,
    id,
    name: row.name,
    open: Boolean(row.open),
    nonprofitId: row.nonprofitId === null ? null : Number(row.nonprofitId),
  };
}
