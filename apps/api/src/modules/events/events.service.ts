import type { EventListItem, NonprofitEventItem, PagedMeta, PagedQuery } from '@app/contract';
import type { Language } from '@app/i18n';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, nonprofits } from '../../db/schema';
import { centsToEuros } from '../../lib/money';
import {
  inLanguage,
  linkedName,
  linkedNameOf,
  type Bilingual,
  type LinkedName,
} from '../../lib/page-texts';
import { listTotal, nameContains, offsetOf, pageMeta } from '../../lib/paging';
import { raisedForEvent } from '../pages/raised';
import { campaignDetailsLoader, contactOf } from '../pages/page-details';

/** What an event card shows, with the name of its non-profit (joined) and what it raised. */
const eventColumns = {
  id: events.id,
  title: events.title,
  label: events.label,
  description: events.description,
  language: events.language,
  translation: events.translation,
  logo: events.logo,
  picture: events.picture,
  startDate: events.startDate,
  endDate: events.endDate,
  addressLine1: events.addressLine1,
  nonprofitId: nonprofits.id,
  nonprofitName: linkedNameOf(nonprofits, nonprofits.name),
  raisedCents: raisedForEvent(events.id),
};

interface EventRow extends Bilingual {
  id: number;
  title: string;
  label: string | null;
  description: string | null;
  logo: string | null;
  picture: string | null;
  startDate: Date | null;
  endDate: Date | null;
  addressLine1: string | null;
  nonprofitId: number;
  nonprofitName: LinkedName;
  raisedCents: number;
}

/** The texts of an event a card shows, in the reader's language where it has them. */
const eventTexts = ['title', 'label', 'description'] as const;

function toEventItem(bilingualRow: EventRow, lang: Language): EventListItem {
  const row = inLanguage(lang, bilingualRow, eventTexts);
  return {
    id: row.id,
    title: row.title ?? bilingualRow.title,
    label: row.label,
    description: row.description,
    languages: row.languages,
    logo: row.logo,
    picture: row.picture,
    start_date: row.startDate?.toISOString() ?? null,
    end_date: row.endDate?.toISOString() ?? null,
    addressLine1: row.addressLine1,
    nonprofits_id: row.nonprofitId,
    nonprofit: { id: row.nonprofitId, name: linkedName(lang, row.nonprofitName) ?? '' },
    raised: centsToEuros(row.raisedCents),
  };
}

/**
 * Active events of active non-profits: upcoming ones first (soonest first), then past ones (latest
 * first).
 */
export async function listEvents(
  db: Db,
  query: PagedQuery,
  lang: Language,
  filter: { sdgTopicId?: number; nonprofitId?: number } = {},
): Promise<{ data: EventListItem[]; meta: PagedMeta }> {
  const conditions: (SQL | undefined)[] = [eq(events.active, true), eq(nonprofits.active, true)];
  if (query.search) conditions.push(nameContains(query.search, events.title));
  if (filter.sdgTopicId) conditions.push(eq(events.sdgTopicId, filter.sdgTopicId));
  if (filter.nonprofitId) conditions.push(eq(events.nonprofitId, filter.nonprofitId));
  const where = and(...conditions);
  const upcoming = sql`coalesce(${events.endDate}, ${events.startDate}) >= now()`;
  const [rows, total] = await Promise.all([
    db
      .select(eventColumns)
      .from(events)
      .innerJoin(nonprofits, eq(nonprofits.id, events.nonprofitId))
      .where(where)
      .orderBy(
        sql`${upcoming} desc nulls last`,
        sql`case when ${upcoming} then ${events.startDate} end asc`,
        sql`${events.startDate} desc nulls last`,
        asc(events.id),
      )
      .limit(query.per_page)
      .offset(offsetOf(query)),
    listTotal(
      db,
      db
        .select({ one: sql`1` })
        .from(events)
        .innerJoin(nonprofits, eq(nonprofits.id, events.nonprofitId))
        .where(where)
        .$dynamic(),
      {
        searchedPage: query.search ? query : undefined,
      },
    ),
  ]);
  return {
    data: rows.map((row) => toEventItem(row, lang)),
    meta: pageMeta(query, total),
  };
}

/** GET /nonprofit-event/{id}: every event of one non-profit, newest first. */
export async function eventsOfNonprofit(
  db: Db,
  nonprofitId: number,
  lang: Language,
): Promise<NonprofitEventItem[]> {
  const rows = await db
    .select({ ...eventColumns, userId: events.userId, createdAt: events.createdAt })
    .from(events)
    .innerJoin(nonprofits, eq(nonprofits.id, events.nonprofitId))
    .where(eq(events.nonprofitId, nonprofitId))
    .orderBy(desc(events.createdAt), desc(events.id));
  return rows.map((row) => ({
    ...toEventItem(row, lang),
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
  }));
}

/** An event's detail page (GET /event/details/{id}), with its non-profit's contact details. */
export const eventDetails = campaignDetailsLoader(
  'event',
  events,
  raisedForEvent,
  (e, nonprofit) => ({
    name: e.title,
    ...contactOf(nonprofit),
  }),
);
