import type { CommunityItem, ContentBlock, PageDetails, PageType } from '@app/contract';
import type { Language } from '@app/i18n';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  companyEvents,
  contentBlocks,
  events,
  follows,
  fundraisers,
  projects,
  users,
} from '../../db/schema';
import type { PageReader } from './page-details';
import { inLanguage } from '../../lib/page-texts';

/**
 * Everything a detail page shows about a page of any kind, or undefined when there is none: read
 * by the loader its kind registered (the steps they share: ./page-details.ts).
 */
export function findPageDetails(
  { db, pageKinds }: PageReader,
  type: PageType,
  id: number,
  lang: Language,
): Promise<PageDetails | undefined> {
  return pageKinds[type](db, id, lang);
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
export async function contentBlocksOf(
  db: Db,
  type: PageType,
  id: number,
  lang: Language,
): Promise<ContentBlock[]> {
  const rows = await db
    .select({
      id: contentBlocks.id,
      block_type: contentBlocks.blockType,
      index: contentBlocks.position,
      title: contentBlocks.title,
      text: contentBlocks.text,
      content: contentBlocks.content,
      language: contentBlocks.language,
      translation: contentBlocks.translation,
    })
    .from(contentBlocks)
    .where(eq(blockOwner[type], id))
    .orderBy(asc(contentBlocks.position), asc(contentBlocks.id));
  return rows.map((row) => inLanguage(lang, row, ['title', 'text']));
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
 * The campaigns and people around a page (deactivated ones left out): a non-profit's
 * projects, events, fundraisers, company events and followers; a company's events and followers;
 * the fundraisers of an event or project.
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
      .where(and(eq(column, id), eq(fundraisers.active, true)))
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
      .where(and(eq(column, id), eq(companyEvents.active, true)))
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
            .where(and(eq(projects.nonprofitId, id), eq(projects.active, true)))
            .orderBy(asc(projects.name))
            .limit(COMMUNITY_LIMIT),
          db
            .select({
              id: events.id,
              name: events.title,
              picture: sql<string | null>`coalesce(${events.logo}, ${events.picture})`,
            })
            .from(events)
            .where(and(eq(events.nonprofitId, id), eq(events.active, true)))
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
