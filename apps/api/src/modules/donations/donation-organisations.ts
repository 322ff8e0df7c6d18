import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  companyEvents,
  donations,
  events,
  fundraisers,
  nonprofits,
  projects,
} from '../../db/schema';

/** The non-profit a fundraiser, event, project or company event belongs to. */
const parentNonprofit = alias(nonprofits, 'parent_nonprofit');

/** Whether the platform confirmed the non-profit's ANBI status: verified, and found in the register. */
function anbiConfirmed(n: typeof nonprofits | typeof parentNonprofit): SQL<boolean> {
  return sql<boolean>`(${n.verified} AND ${n.anbiConfirmed} IS TRUE AND ${n.anbiCheckedAt} IS NOT NULL)`;
}

/**
 * Donations with the page each went to (null once deleted) and the organisation the money
 * reached: the non-profit given to, else the page's own non-profit (`parentNonprofitName`).
 */
export function donationsWithOrganisations(db: Db, where: SQL | undefined) {
  return db
    .select({
      reference: donations.reference,
      locale: donations.locale,
      amountCents: donations.amountCents,
      coveredFeeCents: donations.coveredFeeCents,
      monthly: sql<boolean>`${donations.subscriptionId} is not null`,
      refundedCents: donations.refundedCents,
      chargedBackCents: donations.chargedBackCents,
      countedCents: donations.countedCents,
      testMode: sql<boolean>`${donations.mode} = 'test'`,
      paidAt: donations.paidAt,
      targetType: donations.targetType,
      pageId: sql<
        number | null
      >`coalesce(${fundraisers.id}, ${nonprofits.id}, ${events.id}, ${projects.id}, ${companyEvents.id})`,
      pageName: sql<
        string | null
      >`coalesce(${fundraisers.name}, ${nonprofits.name}, ${events.title}, ${projects.name}, ${companyEvents.name})`,
      parentNonprofitName: parentNonprofit.name,
      nonprofitId: sql<number | null>`coalesce(${nonprofits.id}, ${parentNonprofit.id})`,
      nonprofitName: sql<string | null>`coalesce(${nonprofits.name}, ${parentNonprofit.name})`,
      legalName: sql<
        string | null
      >`coalesce(${nonprofits.legalName}, ${parentNonprofit.legalName})`,
      // The RSIN as the operator checked it where there is one, else the organisation's own.
      rsin: sql<
        string | null
      >`coalesce(${nonprofits.checkedRsin}, ${nonprofits.rsin}, ${parentNonprofit.checkedRsin}, ${parentNonprofit.rsin})`,
      // ANBI as the platform found it in the register, not as the organisation claims it
      // (ADR 046; the same rule as `isAnbiConfirmed`): only that makes a tax receipt.
      anbi: sql<boolean>`CASE WHEN ${nonprofits.id} IS NOT NULL THEN ${anbiConfirmed(nonprofits)} ELSE coalesce(${anbiConfirmed(parentNonprofit)}, false) END`,
      /** The organisation's logo (a stored file name), for the receipts' header. */
      logo: sql<string | null>`coalesce(${nonprofits.logo}, ${parentNonprofit.logo})`,
    })
    .from(donations)
    .leftJoin(fundraisers, eq(fundraisers.id, donations.fundraiserId))
    .leftJoin(nonprofits, eq(nonprofits.id, donations.nonprofitId))
    .leftJoin(events, eq(events.id, donations.eventId))
    .leftJoin(projects, eq(projects.id, donations.projectId))
    .leftJoin(companyEvents, eq(companyEvents.id, donations.companyEventId))
    .leftJoin(
      parentNonprofit,
      eq(
        parentNonprofit.id,
        sql`coalesce(${fundraisers.nonprofitId}, ${events.nonprofitId}, ${projects.nonprofitId}, ${companyEvents.nonprofitId})`,
      ),
    )
    .where(where)
    .$dynamic();
}
