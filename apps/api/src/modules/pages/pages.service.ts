import type {
  CommunityItem,
  ContentBlock,
  PageDetails,
  PageRef,
  PageType,
  SdgRef,
} from '@app/contract';
import type { Language } from '@app/i18n';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  companies,
  companyEvents,
  contentBlocks,
  events,
  follows,
  fundraisers,
  nonprofits,
  nonprofitTopics,
  projects,
  sdgTopics,
  topics,
  users,
} from '../../db/schema';
import { localize } from '../../lib/localize';
import { centsToEuros } from '../../lib/money';
import {
  followersOf,
  updatesOf,
  raisedForCompanyEvent,
  raisedForEvent,
  raisedForFundraiser,
  raisedForNonprofit,
  raisedForProject,
  outer,
} from '../donations/raised';

const count = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number);

/** SDG columns to join for a page's goal. */
const sdgColumns = {
  sdgId: sdgTopics.id,
  sdgNumber: sdgTopics.number,
  sdgName: sdgTopics.name,
  sdgNameNl: sdgTopics.nameNl,
  sdgColor: sdgTopics.colorTheme,
};

type SdgColumns = {
  sdgId: number | null;
  sdgNumber: number | null;
  sdgName: string | null;
  sdgNameNl: string | null;
  sdgColor: string | null;
};

function sdgOf(row: SdgColumns, lang: Language): SdgRef | null {
  if (row.sdgId === null) return null;
  return {
    id: row.sdgId,
    number: row.sdgNumber!,
    name: localize(lang, row.sdgName!, row.sdgNameNl),
    colorTheme: row.sdgColor!,
  };
}

const ref = (id: number | null, name: string | null): PageRef | null =>
  id === null ? null : { id, name: name ?? '' };
const euros = (cents: number | null) => (cents === null ? null : centsToEuros(cents));
const iso = (date: Date | null) => date?.toISOString() ?? null;

const empty = {
  label: null,
  description: null,
  logo: null,
  picture: null,
  colorTheme: null,
  active: true,
  verified: false,
  raised: null,
  goal: null,
  followers_count: null,
  nonprofit: null,
  event: null,
  project: null,
  company: null,
  topic: null,
  topics: [],
  sdg: null,
  email: null,
  phone: null,
  website: null,
  address_line1: null,
  city: null,
  location: null,
  start_date: null,
  end_date: null,
  campaigns_count: 0,
  updates_count: 0,
  page_data: null,
} satisfies Partial<PageDetails>;

async function topicsOfNonprofit(db: Db, nonprofitId: number, lang: Language): Promise<PageRef[]> {
  const rows = await db
    .select({ id: topics.id, name: topics.name, nameNl: topics.nameNl })
    .from(nonprofitTopics)
    .innerJoin(topics, eq(topics.id, nonprofitTopics.topicId))
    .where(eq(nonprofitTopics.nonprofitId, nonprofitId))
    .orderBy(asc(topics.name));
  return rows.map((row) => ({ id: row.id, name: localize(lang, row.name, row.nameNl) }));
}

async function nonprofitDetails(
  db: Db,
  id: number,
  lang: Language,
): Promise<PageDetails | undefined> {
  const [row] = await db
    .select({
      n: {
        id: nonprofits.id,
        name: nonprofits.name,
        label: nonprofits.label,
        description: nonprofits.description,
        logo: nonprofits.logo,
        picture: nonprofits.picture,
        active: nonprofits.active,
        verified: nonprofits.verified,
        userId: nonprofits.userId,
        email: nonprofits.email,
        phone: nonprofits.phone,
        website: nonprofits.website,
        addressLine1: nonprofits.addressLine1,
        city: nonprofits.city,
        createdAt: nonprofits.createdAt,
      },
      ...sdgColumns,
      raisedCents: raisedForNonprofit(nonprofits.id),
      followers: followersOf('nonprofit_id', nonprofits.id),
      updates: updatesOf('nonprofit_id', nonprofits.id),
      campaigns: count(sql`select
        (select count(*) from events e where e.nonprofit_id = ${outer(nonprofits.id)})
        + (select count(*) from projects p where p.nonprofit_id = ${outer(nonprofits.id)})
        + (select count(*) from fundraisers f where f.nonprofit_id = ${outer(nonprofits.id)})
        + (select count(*) from company_events c where c.nonprofit_id = ${outer(nonprofits.id)})`),
    })
    .from(nonprofits)
    .leftJoin(sdgTopics, eq(sdgTopics.id, nonprofits.sdgTopicId))
    .where(eq(nonprofits.id, id));
  if (!row) return undefined;
  const { n } = row;
  return {
    ...empty,
    type: 'nonprofit',
    id: n.id,
    name: n.name,
    label: n.label,
    description: n.description,
    logo: n.logo,
    picture: n.picture,
    active: n.active,
    verified: n.verified,
    user_id: n.userId,
    raised: centsToEuros(row.raisedCents),
    followers_count: row.followers,
    updates_count: row.updates,
    topics: await topicsOfNonprofit(db, n.id, lang),
    sdg: sdgOf(row, lang),
    email: n.email,
    phone: n.phone,
    website: n.website,
    address_line1: n.addressLine1,
    city: n.city,
    campaigns_count: row.campaigns,
    created_at: n.createdAt.toISOString(),
  };
}

async function fundraiserDetails(
  db: Db,
  id: number,
  lang: Language,
): Promise<PageDetails | undefined> {
  const [row] = await db
    .select({
      f: {
        id: fundraisers.id,
        name: fundraisers.name,
        label: fundraisers.label,
        description: fundraisers.description,
        logo: fundraisers.logo,
        picture: fundraisers.picture,
        active: fundraisers.active,
        verified: fundraisers.verified,
        userId: fundraisers.userId,
        goalCents: fundraisers.goalCents,
        addressLine1: fundraisers.addressLine1,
        location: fundraisers.location,
        nonprofitId: fundraisers.nonprofitId,
        eventId: fundraisers.eventId,
        projectId: fundraisers.projectId,
        topicId: fundraisers.topicId,
        createdAt: fundraisers.createdAt,
      },
      nonprofitName: nonprofits.name,
      eventTitle: events.title,
      projectName: projects.name,
      topicName: topics.name,
      topicNameNl: topics.nameNl,
      ...sdgColumns,
      raisedCents: raisedForFundraiser(fundraisers.id),
      followers: followersOf('fundraiser_id', fundraisers.id),
      updates: updatesOf('fundraiser_id', fundraisers.id),
    })
    .from(fundraisers)
    .leftJoin(nonprofits, eq(nonprofits.id, fundraisers.nonprofitId))
    .leftJoin(events, eq(events.id, fundraisers.eventId))
    .leftJoin(projects, eq(projects.id, fundraisers.projectId))
    .leftJoin(topics, eq(topics.id, fundraisers.topicId))
    .leftJoin(sdgTopics, eq(sdgTopics.id, fundraisers.sdgTopicId))
    .where(eq(fundraisers.id, id));
  if (!row) return undefined;
  const { f } = row;
  return {
    ...empty,
    type: 'fundraiser',
    id: f.id,
    name: f.name,
    label: f.label,
    description: f.description,
    logo: f.logo,
    picture: f.picture,
    active: f.active,
    verified: f.verified,
    user_id: f.userId,
    raised: centsToEuros(row.raisedCents),
    goal: euros(f.goalCents),
    followers_count: row.followers,
    updates_count: row.updates,
    nonprofit: ref(f.nonprofitId, row.nonprofitName),
    event: ref(f.eventId, row.eventTitle),
    project: ref(f.projectId, row.projectName),
    topic:
      f.topicId === null
        ? null
        : { id: f.topicId, name: localize(lang, row.topicName!, row.topicNameNl) },
    sdg: sdgOf(row, lang),
    address_line1: f.addressLine1,
    location: f.location,
    created_at: f.createdAt.toISOString(),
  };
}

async function eventDetails(db: Db, id: number, lang: Language): Promise<PageDetails | undefined> {
  const [row] = await db
    .select({
      e: {
        id: events.id,
        title: events.title,
        label: events.label,
        description: events.description,
        logo: events.logo,
        picture: events.picture,
        userId: events.userId,
        addressLine1: events.addressLine1,
        startDate: events.startDate,
        endDate: events.endDate,
        nonprofitId: events.nonprofitId,
        createdAt: events.createdAt,
      },
      nonprofitName: nonprofits.name,
      nonprofitEmail: nonprofits.email,
      nonprofitPhone: nonprofits.phone,
      nonprofitWebsite: nonprofits.website,
      verified: nonprofits.verified,
      ...sdgColumns,
      raisedCents: raisedForEvent(events.id),
      campaigns: count(
        sql`select count(*) from fundraisers f where f.event_id = ${outer(events.id)}`,
      ),
    })
    .from(events)
    .innerJoin(nonprofits, eq(nonprofits.id, events.nonprofitId))
    .leftJoin(sdgTopics, eq(sdgTopics.id, events.sdgTopicId))
    .where(eq(events.id, id));
  if (!row) return undefined;
  const { e } = row;
  return {
    ...empty,
    type: 'event',
    id: e.id,
    name: e.title,
    label: e.label,
    description: e.description,
    logo: e.logo,
    picture: e.picture,
    verified: row.verified,
    user_id: e.userId,
    raised: centsToEuros(row.raisedCents),
    nonprofit: { id: e.nonprofitId, name: row.nonprofitName },
    sdg: sdgOf(row, lang),
    email: row.nonprofitEmail,
    phone: row.nonprofitPhone,
    website: row.nonprofitWebsite,
    address_line1: e.addressLine1,
    start_date: iso(e.startDate),
    end_date: iso(e.endDate),
    campaigns_count: row.campaigns,
    created_at: e.createdAt.toISOString(),
  };
}

async function projectDetails(
  db: Db,
  id: number,
  lang: Language,
): Promise<PageDetails | undefined> {
  const [row] = await db
    .select({
      p: {
        id: projects.id,
        name: projects.name,
        description: projects.description,
        picture: projects.picture,
        userId: projects.userId,
        nonprofitId: projects.nonprofitId,
        createdAt: projects.createdAt,
      },
      nonprofitName: nonprofits.name,
      nonprofitLogo: nonprofits.logo,
      verified: nonprofits.verified,
      ...sdgColumns,
      raisedCents: raisedForProject(projects.id),
      campaigns: count(
        sql`select count(*) from fundraisers f where f.project_id = ${outer(projects.id)}`,
      ),
    })
    .from(projects)
    .innerJoin(nonprofits, eq(nonprofits.id, projects.nonprofitId))
    .leftJoin(sdgTopics, eq(sdgTopics.id, projects.sdgTopicId))
    .where(eq(projects.id, id));
  if (!row) return undefined;
  const { p } = row;
  return {
    ...empty,
    type: 'project',
    id: p.id,
    name: p.name,
    description: p.description,
    logo: row.nonprofitLogo,
    picture: p.picture,
    verified: row.verified,
    user_id: p.userId,
    raised: centsToEuros(row.raisedCents),
    nonprofit: { id: p.nonprofitId, name: row.nonprofitName },
    sdg: sdgOf(row, lang),
    campaigns_count: row.campaigns,
    created_at: p.createdAt.toISOString(),
  };
}

async function companyDetails(
  db: Db,
  id: number,
  lang: Language,
): Promise<PageDetails | undefined> {
  const [row] = await db
    .select({
      c: {
        id: companies.id,
        name: companies.name,
        label: companies.label,
        description: companies.description,
        logo: companies.logo,
        picture: companies.picture,
        colorTheme: companies.colorTheme,
        active: companies.active,
        verified: companies.verified,
        userId: companies.userId,
        email: companies.email,
        phone: companies.phone,
        website: companies.website,
        addressLine1: companies.addressLine1,
        city: companies.city,
        pageData: companies.pageData,
        createdAt: companies.createdAt,
      },
      ...sdgColumns,
      followers: followersOf('company_id', companies.id),
      updates: updatesOf('company_id', companies.id),
      campaigns: count(
        sql`select count(*) from company_events ce where ce.company_id = ${outer(companies.id)}`,
      ),
    })
    .from(companies)
    .leftJoin(sdgTopics, eq(sdgTopics.id, companies.sdgTopicId))
    .where(eq(companies.id, id));
  if (!row) return undefined;
  const { c } = row;
  return {
    ...empty,
    type: 'company',
    id: c.id,
    name: c.name,
    label: c.label,
    description: c.description,
    logo: c.logo,
    picture: c.picture,
    colorTheme: c.colorTheme,
    active: c.active,
    verified: c.verified,
    user_id: c.userId,
    followers_count: row.followers,
    updates_count: row.updates,
    sdg: sdgOf(row, lang),
    email: c.email,
    phone: c.phone,
    website: c.website,
    address_line1: c.addressLine1,
    city: c.city,
    campaigns_count: row.campaigns,
    page_data: c.pageData ?? null,
    created_at: c.createdAt.toISOString(),
  };
}

async function companyEventDetails(
  db: Db,
  id: number,
  lang: Language,
): Promise<PageDetails | undefined> {
  const [row] = await db
    .select({
      ce: {
        id: companyEvents.id,
        name: companyEvents.name,
        label: companyEvents.label,
        description: companyEvents.description,
        logo: companyEvents.logo,
        picture: companyEvents.picture,
        colorTheme: companyEvents.colorTheme,
        userId: companyEvents.userId,
        goalCents: companyEvents.goalCents,
        companyId: companyEvents.companyId,
        nonprofitId: companyEvents.nonprofitId,
        createdAt: companyEvents.createdAt,
      },
      companyName: companies.name,
      companyVerified: companies.verified,
      companyEmail: companies.email,
      companyPhone: companies.phone,
      companyWebsite: companies.website,
      nonprofitName: nonprofits.name,
      ...sdgColumns,
      raisedCents: raisedForCompanyEvent(companyEvents.id),
    })
    .from(companyEvents)
    .innerJoin(companies, eq(companies.id, companyEvents.companyId))
    .leftJoin(nonprofits, eq(nonprofits.id, companyEvents.nonprofitId))
    .leftJoin(sdgTopics, eq(sdgTopics.id, companyEvents.sdgTopicId))
    .where(eq(companyEvents.id, id));
  if (!row) return undefined;
  const { ce } = row;
  return {
    ...empty,
    type: 'company-event',
    id: ce.id,
    name: ce.name,
    label: ce.label,
    description: ce.description,
    logo: ce.logo,
    picture: ce.picture,
    colorTheme: ce.colorTheme,
    verified: row.companyVerified,
    user_id: ce.userId,
    raised: centsToEuros(row.raisedCents),
    goal: euros(ce.goalCents),
    company: { id: ce.companyId, name: row.companyName },
    nonprofit: ref(ce.nonprofitId, row.nonprofitName),
    sdg: sdgOf(row, lang),
    email: row.companyEmail,
    phone: row.companyPhone,
    website: row.companyWebsite,
    created_at: ce.createdAt.toISOString(),
  };
}

const loaders: Record<
  PageType,
  (db: Db, id: number, lang: Language) => Promise<PageDetails | undefined>
> = {
  nonprofit: nonprofitDetails,
  fundraiser: fundraiserDetails,
  event: eventDetails,
  project: projectDetails,
  company: companyDetails,
  'company-event': companyEventDetails,
};

/** Everything a detail page shows about a page of any kind, or undefined when there is none. */
export function findPageDetails(
  db: Db,
  type: PageType,
  id: number,
  lang: Language,
): Promise<PageDetails | undefined> {
  return loaders[type](db, id, lang);
}

/** The owner column of content blocks for each kind of page. */
const blockOwner = {
  nonprofit: contentBlocks.nonprofitId,
  fundraiser: contentBlocks.fundraiserId,
  event: contentBlocks.eventId,
  project: contentBlocks.projectId,
  company: contentBlocks.companyId,
  'company-event': contentBlocks.companyEventId,
} as const;

/** A page's text, video and picture blocks in their order. */
export async function contentBlocksOf(db: Db, type: PageType, id: number): Promise<ContentBlock[]> {
  const rows = await db
    .select({
      id: contentBlocks.id,
      block_type: contentBlocks.blockType,
      index: contentBlocks.position,
      title: contentBlocks.title,
      text: contentBlocks.text,
      content: contentBlocks.content,
    })
    .from(contentBlocks)
    .where(eq(blockOwner[type], id))
    .orderBy(asc(contentBlocks.position), asc(contentBlocks.id));
  return rows;
}

const COMMUNITY_LIMIT = 50;

async function followersOfPage(db: Db, column: AnyPgColumn, id: number): Promise<CommunityItem[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, picture: users.logo })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.userId))
    .where(eq(column, id))
    .orderBy(desc(follows.createdAt))
    .limit(COMMUNITY_LIMIT);
  return rows.map((row) => ({ kind: 'follower', ...row }));
}

/**
 * The campaigns and people around a page: a non-profit's projects, events, fundraisers, company
 * events and followers; a company's events and followers; the fundraisers of an event or project.
 */
export async function communityOf(db: Db, type: PageType, id: number): Promise<CommunityItem[]> {
  const fundraisersWhere = (column: AnyPgColumn) =>
    db
      .select({
        id: fundraisers.id,
        name: fundraisers.name,
        picture: sql<string | null>`coalesce(${fundraisers.logo}, ${fundraisers.picture})`,
      })
      .from(fundraisers)
      .where(eq(column, id))
      .orderBy(asc(fundraisers.name))
      .limit(COMMUNITY_LIMIT)
      .then((rows) => rows.map((row): CommunityItem => ({ kind: 'fundraiser', ...row })));
  const companyEventsWhere = (column: AnyPgColumn) =>
    db
      .select({
        id: companyEvents.id,
        name: companyEvents.name,
        picture: sql<string | null>`coalesce(${companyEvents.logo}, ${companyEvents.picture})`,
      })
      .from(companyEvents)
      .where(eq(column, id))
      .orderBy(asc(companyEvents.name))
      .limit(COMMUNITY_LIMIT)
      .then((rows) => rows.map((row): CommunityItem => ({ kind: 'company-event', ...row })));

  switch (type) {
    case 'nonprofit': {
      const [projectRows, eventRows, fundraiserRows, companyEventRows, followerRows] =
        await Promise.all([
          db
            .select({ id: projects.id, name: projects.name, picture: projects.picture })
            .from(projects)
            .where(eq(projects.nonprofitId, id))
            .orderBy(asc(projects.name))
            .limit(COMMUNITY_LIMIT),
          db
            .select({
              id: events.id,
              name: events.title,
              picture: sql<string | null>`coalesce(${events.logo}, ${events.picture})`,
            })
            .from(events)
            .where(eq(events.nonprofitId, id))
            .orderBy(desc(events.startDate))
            .limit(COMMUNITY_LIMIT),
          fundraisersWhere(fundraisers.nonprofitId),
          companyEventsWhere(companyEvents.nonprofitId),
          followersOfPage(db, follows.nonprofitId, id),
        ]);
      return [
        ...projectRows.map((row): CommunityItem => ({ kind: 'project', ...row })),
        ...eventRows.map((row): CommunityItem => ({ kind: 'event', ...row })),
        ...fundraiserRows,
        ...companyEventRows,
        ...followerRows,
      ];
    }
    case 'company':
      return [
        ...(await companyEventsWhere(companyEvents.companyId)),
        ...(await followersOfPage(db, follows.companyId, id)),
      ];
    case 'fundraiser':
      return followersOfPage(db, follows.fundraiserId, id);
    case 'event':
      return fundraisersWhere(fundraisers.eventId);
    case 'project':
      return fundraisersWhere(fundraisers.projectId);
    case 'company-event':
      return [];
  }
}
