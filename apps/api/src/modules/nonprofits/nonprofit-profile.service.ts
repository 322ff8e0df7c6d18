import {
  nonprofitTextFields,
  type NonprofitProfile,
  type nonprofitUpdateFields,
  type PageRef,
} from '@app/contract';
import type { Language } from '@app/i18n';
import { asc, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { events, jobs, nonprofits, nonprofitTopics, projects, topics } from '../../db/schema';
import { localize } from '../../lib/localize';
import { centsToEuros } from '../../lib/money';
import { textsOf, writtenTexts } from '../../lib/page-texts';
import { storedRichText } from '../../lib/rich-text';
import { outer } from '../../lib/outer-column';
import { raisedForNonprofit } from '../pages/raised';
import { removeImages, replaced, type MediaApp } from '../media/media.service';
import { count, detailsLoader, followersAndUpdates, selectPage } from '../pages/page-details';

type NonprofitRow = typeof nonprofits.$inferSelect;
type NonprofitInsert = typeof nonprofits.$inferInsert;

/** Parsed text fields of a non-profit form; on an update each may be missing. */
export type NonprofitFormFields = z.output<typeof nonprofitUpdateFields>;
export interface NonprofitImages {
  picture?: string;
  logo?: string;
}

export async function findNonprofit(db: Db, id: number): Promise<NonprofitRow | undefined> {
  const [row] = await db.select().from(nonprofits).where(eq(nonprofits.id, id));
  return row;
}

/**
 * The one read of a non-profit page, for its details and its profile: the row with its goal and
 * what it raised, and `counts` as the details want them (the profile does without).
 */
async function readNonprofit<S extends SelectedFields>(db: Db, id: number, counts: S) {
  const [row] = await selectPage(db, nonprofits, id, {
    raisedCents: raisedForNonprofit(nonprofits.id),
    ...counts,
  });
  return row;
}

/** Its followers, timeline updates and campaigns (events, projects, fundraisers, company events). */
const nonprofitCounts = () => ({
  ...followersAndUpdates('nonprofit_id', nonprofits.id),
  campaigns: count(sql`select
        (select count(*) from events e where e.nonprofit_id = ${outer(nonprofits.id)})
        + (select count(*) from projects p where p.nonprofit_id = ${outer(nonprofits.id)})
        + (select count(*) from fundraisers f where f.nonprofit_id = ${outer(nonprofits.id)})
        + (select count(*) from company_events c where c.nonprofit_id = ${outer(nonprofits.id)})`),
});

async function topicsOfNonprofit(db: Db, nonprofitId: number, lang: Language): Promise<PageRef[]> {
  const rows = await db
    .select({ id: topics.id, name: topics.name, nameNl: topics.nameNl })
    .from(nonprofitTopics)
    .innerJoin(topics, eq(topics.id, nonprofitTopics.topicId))
    .where(eq(nonprofitTopics.nonprofitId, nonprofitId))
    .orderBy(asc(topics.name));
  return rows.map((row) => ({ id: row.id, name: localize(lang, row.name, row.nameNl) }));
}

/** A non-profit's detail page (GET /nonprofits/{id}, /nonprofit/details/{id}), with its topics. */
export const nonprofitDetails = detailsLoader(
  'nonprofit',
  (db, id) => readNonprofit(db, id, nonprofitCounts()),
  async (row, db, lang) => ({
    topics: await topicsOfNonprofit(db, row.page.id, lang),
  }),
);

/** GET /nonprofit-profile/{id}: every field of a non-profit, with what the non-profit has raised. */
export async function nonprofitProfile(db: Db, id: number): Promise<NonprofitProfile | undefined> {
  const row = await readNonprofit(db, id, {});
  if (!row) return undefined;
  const n = row.page;
  return {
    id: n.id,
    uuid: n.uuid,
    name: n.name,
    title: n.title,
    description: n.description,
    addressLine1: n.addressLine1,
    picture: n.picture,
    logo: n.logo,
    label: n.label,
    type: n.type,
    active: n.active,
    verified: n.verified,
    user_id: n.userId,
    email: n.email,
    phone: n.phone,
    website: n.website,
    legal_name: n.legalName,
    rsin: n.rsin,
    anbi: n.anbi,
    raised: centsToEuros(row.raisedCents),
    created_at: n.createdAt.toISOString(),
    texts: textsOf(n, nonprofitTextFields),
  };
}

/** The columns a non-profit form sets: only the fields that were given. */
function nonprofitChanges(
  lang: Language,
  fields: NonprofitFormFields,
  images: NonprofitImages,
  current?: NonprofitRow,
): Partial<NonprofitInsert> {
  const changes: Partial<NonprofitInsert> = {
    // A name is required: a text without one was refused by the form's check.
    ...(writtenTexts(lang, nonprofitTextFields, fields, {
      current,
      required: 'name',
      clean: { description: storedRichText },
    }) as Partial<NonprofitInsert> | undefined),
  };
  if (fields.addressLine1 !== undefined) changes.addressLine1 = fields.addressLine1;
  if (fields.email !== undefined) changes.email = fields.email;
  if (fields.phone !== undefined) changes.phone = fields.phone;
  if (fields.website !== undefined) changes.website = fields.website;
  if (fields.legalName !== undefined) changes.legalName = fields.legalName;
  if (fields.rsin !== undefined) changes.rsin = fields.rsin;
  if (fields.anbi !== undefined) changes.anbi = fields.anbi;
  if (images.picture) changes.picture = images.picture;
  if (images.logo) changes.logo = images.logo;
  return changes;
}

/** A new non-profit of the signed-in user; the uuid is made by the database. */
export async function createNonprofit(
  db: Db,
  userId: number,
  fields: NonprofitFormFields,
  images: NonprofitImages,
  lang: Language,
): Promise<number> {
  const [row] = await db
    .insert(nonprofits)
    // The form's check makes sure a name was sent in some language: it replaces the blank.
    .values({ name: '', ...nonprofitChanges(lang, fields, images), userId })
    .returning({ id: nonprofits.id });
  return row!.id;
}

/** Applies a non-profit form; replaced images are removed once the change is saved. */
export async function updateNonprofit(
  app: MediaApp,
  nonprofit: NonprofitRow,
  fields: NonprofitFormFields,
  images: NonprofitImages,
  lang: Language,
): Promise<void> {
  const changes = nonprofitChanges(lang, fields, images, nonprofit);
  if (Object.keys(changes).length === 0) return;
  await app.db.update(nonprofits).set(changes).where(eq(nonprofits.id, nonprofit.id));
  await removeImages(app, [
    replaced(nonprofit.picture, images.picture),
    replaced(nonprofit.logo, images.logo),
  ]);
}

/**
 * Deletes a non-profit. Its events, projects, donation packages, jobs, follows, topic chips,
 * content blocks and timeline updates go with it (foreign keys); donations stay with their page
 * links cleared, and fundraisers and company events under it stay without the link. The images
 * of the non-profit and of the events, projects and jobs that went with it are removed after (with their Media Library entries).
 */
export async function deleteNonprofit(app: MediaApp, nonprofitId: number): Promise<void> {
  const files = await app.db.transaction(async (tx) => {
    // Deleted here rather than by the cascade, so that their files are known, even of a
    // campaign added a moment ago.
    const eventFiles = await tx
      .delete(events)
      .where(eq(events.nonprofitId, nonprofitId))
      .returning({ a: events.picture, b: events.logo });
    const projectFiles = await tx
      .delete(projects)
      .where(eq(projects.nonprofitId, nonprofitId))
      .returning({ a: projects.picture, b: projects.picture });
    const jobFiles = await tx
      .delete(jobs)
      .where(eq(jobs.nonprofitId, nonprofitId))
      .returning({ a: jobs.picture, b: jobs.pdf });
    const [own] = await tx
      .delete(nonprofits)
      .where(eq(nonprofits.id, nonprofitId))
      .returning({ a: nonprofits.picture, b: nonprofits.logo });
    return [...eventFiles, ...projectFiles, ...jobFiles, ...(own ? [own] : [])].flatMap((row) => [
      row.a,
      row.b,
    ]);
  });
  await removeImages(app, files);
}
