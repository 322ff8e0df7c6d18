import type { NonprofitProfile, nonprofitUpdateFields } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { events, jobs, nonprofits, projects } from '../../db/schema';
import { centsToEuros } from '../../lib/money';
import { raisedForNonprofit } from '../donations/raised';
import { removeImages, type MediaApp } from '../media/media.service';
import { replaced } from '../media/media.service';
import { storedRichText } from '../../lib/rich-text';

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

/** GET /nonprofit-profile/{id}: every field of spec 3, with what the non-profit has raised. */
export async function nonprofitProfile(db: Db, id: number): Promise<NonprofitProfile | undefined> {
  const [row] = await db
    .select({ nonprofit: nonprofits, raisedCents: raisedForNonprofit(nonprofits.id) })
    .from(nonprofits)
    .where(eq(nonprofits.id, id));
  if (!row) return undefined;
  const n = row.nonprofit;
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
    raised: centsToEuros(row.raisedCents),
    created_at: n.createdAt.toISOString(),
  };
}

/** The columns a non-profit form sets: only the fields that were given. */
function nonprofitChanges(
  fields: NonprofitFormFields,
  images: NonprofitImages,
): Partial<NonprofitInsert> {
  const changes: Partial<NonprofitInsert> = {};
  if (fields.name !== undefined) changes.name = fields.name;
  if (fields.description !== undefined) changes.description = storedRichText(fields.description);
  if (fields.addressLine1 !== undefined) changes.addressLine1 = fields.addressLine1;
  if (fields.email !== undefined) changes.email = fields.email;
  if (fields.phone !== undefined) changes.phone = fields.phone;
  if (fields.website !== undefined) changes.website = fields.website;
  if (images.picture) changes.picture = images.picture;
  if (images.logo) changes.logo = images.logo;
  return changes;
}

/** A new non-profit of the signed-in user; the uuid is made by the database. */
export async function createNonprofit(
  db: Db,
  userId: number,
  fields: NonprofitFormFields & { name: string },
  images: NonprofitImages,
): Promise<number> {
  const [row] = await db
    .insert(nonprofits)
    .values({ ...nonprofitChanges(fields, images), name: fields.name, userId })
    .returning({ id: nonprofits.id });
  return row!.id;
}

/** Applies a non-profit form; replaced images are removed once the change is saved. */
export async function updateNonprofit(
  app: MediaApp,
  nonprofit: NonprofitRow,
  fields: NonprofitFormFields,
  images: NonprofitImages,
): Promise<void> {
  const changes = nonprofitChanges(fields, images);
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
