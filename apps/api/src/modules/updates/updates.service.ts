import { said } from '@app/i18n/codes';
import {
  updateMessages,
  type PagedMeta,
  type PageUpdate,
  type pageUpdateBody,
  type PageUpdatesQuery,
  type UpdatePageType,
} from '@app/contract';
import type { Language } from '@app/i18n';
import { and, count, desc, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  companies,
  events,
  follows,
  fundraisers,
  media,
  nonprofits,
  pageUpdates,
  users,
} from '../../db/schema';
import { linkedName, linkedNameOf, localizeTexts, writtenTexts } from '../../lib/page-texts';
import { offsetOf, pageMeta } from '../../lib/paging';
import { sanitizeRichText } from '../../lib/rich-text';
import { fieldError } from '../../lib/validation';

type PostBody = z.output<typeof pageUpdateBody>;

/**
 * Each kind of page: its table, the page_updates column that points at it, and its web path
 * (the same paths the header search links to).
 */
const pages = {
  company: { table: companies, column: pageUpdates.companyId, path: '/company-details/' },
  nonprofit: { table: nonprofits, column: pageUpdates.nonprofitId, path: '/nonprofit-details/' },
  fundraiser: {
    table: fundraisers,
    column: pageUpdates.fundraiserId,
    path: '/fundraiser-details/',
  },
} as const;

/** A page that can post updates, with what posting and showing them needs. */
export interface UpdatePage {
  type: UpdatePageType;
  id: number;
  userId: number;
  active: boolean;
  /** The non-profit whose events an update may be about (none for a company). */
  nonprofitId: number | null;
}

export async function findUpdatePage(
  db: Db,
  type: UpdatePageType,
  id: number,
): Promise<UpdatePage | undefined> {
  if (type === 'fundraiser') {
    const [row] = await db
      .select({
        userId: fundraisers.userId,
        active: fundraisers.active,
        nonprofitId: fundraisers.nonprofitId,
      })
      .from(fundraisers)
      .where(eq(fundraisers.id, id));
    return row && { type, id, ...row };
  }
  const { table } = pages[type];
  const [row] = await db
    .select({ userId: table.userId, active: table.active })
    .from(table)
    .where(eq(table.id, id));
  return row && { type, id, ...row, nonprofitId: type === 'nonprofit' ? id : null };
}

/** Updates with their author, event and page, ready to show. */
function selectUpdates(db: Db) {
  return db
    .select({
      id: pageUpdates.id,
      title: pageUpdates.title,
      content: pageUpdates.content,
      picture: pageUpdates.picture,
      pictureAlt: pageUpdates.pictureAlt,
      linkUrl: pageUpdates.linkUrl,
      videoUrl: pageUpdates.videoUrl,
      language: pageUpdates.language,
      translation: pageUpdates.translation,
      updateType: pageUpdates.updateType,
      location: pageUpdates.location,
      topic: pageUpdates.topic,
      eventType: pageUpdates.eventType,
      createdAt: pageUpdates.createdAt,
      eventId: events.id,
      eventTitle: linkedNameOf(events, events.title, 'title'),
      authorId: users.id,
      authorName: users.name,
      companyId: pageUpdates.companyId,
      companyName: linkedNameOf(companies, companies.name),
      nonprofitId: pageUpdates.nonprofitId,
      nonprofitName: linkedNameOf(nonprofits, nonprofits.name),
      fundraiserId: pageUpdates.fundraiserId,
      fundraiserName: linkedNameOf(fundraisers, fundraisers.name),
    })
    .from(pageUpdates)
    .innerJoin(users, eq(users.id, pageUpdates.userId))
    .leftJoin(events, eq(events.id, pageUpdates.eventId))
    .leftJoin(companies, eq(companies.id, pageUpdates.companyId))
    .leftJoin(nonprofits, eq(nonprofits.id, pageUpdates.nonprofitId))
    .leftJoin(fundraisers, eq(fundraisers.id, pageUpdates.fundraiserId))
    .$dynamic();
}

type UpdateRow = Awaited<ReturnType<ReturnType<typeof selectUpdates>['execute']>>[number];

/** The page an update is on, its name in the reader's language where it has it (ADR 043). */
function pageOf(row: UpdateRow, lang: Language): PageUpdate['page'] {
  const [type, id, name] =
    row.companyId !== null
      ? (['company', row.companyId, row.companyName] as const)
      : row.nonprofitId !== null
        ? (['nonprofit', row.nonprofitId, row.nonprofitName] as const)
        : (['fundraiser', row.fundraiserId!, row.fundraiserName] as const);
  return { type, id, name: linkedName(lang, name) ?? '', link: `${pages[type].path}${id}` };
}

/** An update's texts, in English and/or Dutch (by their column names). */
const updateTexts = ['title', 'content', 'pictureAlt'] as const;

/** The form's names of the picture's alt text: `picture_alt`, `picture_alt_en`, `picture_alt_nl`. */
const pictureAltFields = {
  picture_alt: 'pictureAlt',
  picture_alt_en: 'pictureAlt_en',
  picture_alt_nl: 'pictureAlt_nl',
} as const;

function toItem(row: UpdateRow, lang: Language): PageUpdate {
  const { values, languages: texts } = localizeTexts(lang, row, updateTexts);
  // The answer names each text as the form does (picture_alt), not as its column.
  const { pictureAlt: altLanguage, ...languages } = texts;
  // The choices are checked on the way in (contract); the columns are plain text.
  return {
    id: row.id,
    title: values.title ?? row.title,
    content: values.content ?? row.content,
    languages: {
      ...languages,
      ...(row.picture !== null && altLanguage ? { picture_alt: altLanguage } : {}),
    },
    picture: row.picture,
    picture_alt: row.picture === null ? null : values.pictureAlt,
    link_url: row.linkUrl,
    video_url: row.videoUrl,
    update_type: row.updateType as PageUpdate['update_type'],
    location: row.location as PageUpdate['location'],
    topic: row.topic as PageUpdate['topic'],
    event_type: row.eventType as PageUpdate['event_type'],
    event:
      row.eventId === null
        ? null
        : { id: row.eventId, title: linkedName(lang, row.eventTitle) ?? '' },
    created_at: row.createdAt.toISOString(),
    author: { id: row.authorId, name: row.authorName },
    page: pageOf(row, lang),
  };
}

/** A page of updates matching `where`, newest first. */
async function pagedUpdates(
  db: Db,
  where: SQL | undefined,
  query: PageUpdatesQuery,
  lang: Language,
): Promise<{ data: PageUpdate[]; meta: PagedMeta }> {
  const [rows, [total]] = await Promise.all([
    selectUpdates(db)
      .where(where)
      .orderBy(desc(pageUpdates.createdAt), desc(pageUpdates.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(pageUpdates).where(where),
  ]);
  return { data: rows.map((row) => toItem(row, lang)), meta: pageMeta(query, total?.n ?? 0) };
}

/** Rich text with something readable left after sanitising, or a 422 on content. */
function cleanContent(html: string): string {
  const clean = sanitizeRichText(html).trim();
  if (clean.replace(/<[^>]*>|&nbsp;/g, '').trim() === '')
    throw fieldError('content', updateMessages.contentRequired);
  return clean;
}

/**
 * Posts an update on a page (the caller has checked that the user owns it). An event it is
 * about must be one of the page's non-profit.
 */
export async function postUpdate(
  db: Db,
  userId: number,
  page: UpdatePage,
  body: PostBody,
  lang: Language,
): Promise<PageUpdate> {
  // The alt text describes the picture: without a picture there is nothing to describe.
  const sent: Record<string, unknown> = { ...body };
  for (const [field, column] of Object.entries(pictureAltFields)) {
    delete sent[field];
    if (body.picture !== undefined) sent[column] = body[field as keyof typeof pictureAltFields];
  }
  // The contract made sure of a title and content in some language.
  const texts = writtenTexts(lang, updateTexts, sent, {
    required: 'content',
    clean: { content: cleanContent },
  })!;
  if (!texts.title) throw fieldError('title', said('field.required', { attribute: 'title' }));
  // A picture is one of the poster's own uploads (their Media Library), never someone else's.
  if (body.picture !== undefined) {
    const [own] = await db
      .select({ id: media.id })
      .from(media)
      .where(and(eq(media.userId, userId), eq(media.file, body.picture)))
      .limit(1);
    if (!own) throw fieldError('picture', updateMessages.pictureInvalid);
  }
  if (body.event_id !== undefined) {
    const [event] = await db
      .select({ nonprofitId: events.nonprofitId })
      .from(events)
      .where(eq(events.id, body.event_id));
    if (!event || event.nonprofitId !== page.nonprofitId)
      throw fieldError('event_id', updateMessages.eventInvalid);
  }
  const [row] = await db
    .insert(pageUpdates)
    .values({
      userId,
      companyId: page.type === 'company' ? page.id : null,
      nonprofitId: page.type === 'nonprofit' ? page.id : null,
      fundraiserId: page.type === 'fundraiser' ? page.id : null,
      ...texts,
      title: texts.title,
      content: texts.content!,
      picture: body.picture ?? null,
      linkUrl: body.link_url ?? null,
      videoUrl: body.video_url ?? null,
      updateType: body.update_type,
      location: body.location ?? null,
      topic: body.topic ?? null,
      eventType: body.event_type ?? null,
      eventId: body.event_id ?? null,
    })
    .returning({ id: pageUpdates.id });
  const [created] = await selectUpdates(db).where(eq(pageUpdates.id, row!.id));
  return toItem(created!, lang);
}

/** A page's timeline, newest first. */
export function pageTimeline(db: Db, page: UpdatePage, query: PageUpdatesQuery, lang: Language) {
  return pagedUpdates(db, eq(pages[page.type].column, page.id), query, lang);
}

/**
 * The NewsFeed: updates of the companies, non-profits and fundraisers the user follows, newest
 * first. An inactive fundraiser's updates are shown to its owner only, like its profile.
 */
export function newsfeed(db: Db, userId: number, query: PageUpdatesQuery, lang: Language) {
  const followed = (column: AnyPgColumn) =>
    db
      .select({ id: column })
      .from(follows)
      .where(and(eq(follows.userId, userId), isNotNull(column)));
  const followedFundraisers = db
    .select({ id: fundraisers.id })
    .from(follows)
    .innerJoin(fundraisers, eq(fundraisers.id, follows.fundraiserId))
    .where(and(eq(follows.userId, userId), or(fundraisers.active, eq(fundraisers.userId, userId))));
  return pagedUpdates(
    db,
    or(
      inArray(pageUpdates.companyId, followed(follows.companyId)),
      inArray(pageUpdates.nonprofitId, followed(follows.nonprofitId)),
      inArray(pageUpdates.fundraiserId, followedFundraisers),
    ),
    query,
    lang,
  );
}

/** An update with the owner of its page, for deleting it. */
/** The page an update is on, with its title as written, for the owner check and the activity. */
export async function findUpdateOnPage(
  db: Db,
  id: number,
): Promise<{ page: { type: UpdatePageType; id: number }; title: string } | undefined> {
  const [row] = await db
    .select({
      companyId: pageUpdates.companyId,
      nonprofitId: pageUpdates.nonprofitId,
      fundraiserId: pageUpdates.fundraiserId,
      title: pageUpdates.title,
    })
    .from(pageUpdates)
    .where(eq(pageUpdates.id, id));
  if (!row) return undefined;
  const page =
    row.companyId !== null
      ? { type: 'company' as const, id: row.companyId }
      : row.nonprofitId !== null
        ? { type: 'nonprofit' as const, id: row.nonprofitId }
        : { type: 'fundraiser' as const, id: row.fundraiserId! };
  return { page, title: row.title };
}

export async function deleteUpdate(db: Db, id: number): Promise<void> {
  await db.delete(pageUpdates).where(eq(pageUpdates.id, id));
}
