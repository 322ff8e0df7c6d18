import {
  projectTextFields,
  type NonprofitProjectItem,
  type PagedMeta,
  type PagedQuery,
  type ProjectListItem,
  type projectUpdateFields,
} from '@app/contract';
import type { Language } from '@app/i18n';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { nonprofits, projects } from '../../db/schema';
import { centsToEuros } from '../../lib/money';
import {
  inLanguage,
  linkedName,
  linkedNameOf,
  writtenTexts,
  type Bilingual,
} from '../../lib/page-texts';
import { listTotal, nameContains, offsetOf, pageMeta } from '../../lib/paging';
import { storedRichText } from '../../lib/rich-text';
import { raisedForProject } from '../pages/raised';
import { removeImages, replaced, type MediaApp } from '../media/media.service';
import { campaignDetailsLoader } from '../pages/page-details';

type ProjectRow = typeof projects.$inferSelect;
type ProjectInsert = typeof projects.$inferInsert;

/** Parsed text fields of a project form; on an update each may be missing. */
export type ProjectFormFields = z.output<typeof projectUpdateFields>;
export interface ProjectImages {
  picture?: string;
}

export async function findProject(db: Db, id: number): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return row;
}

/** A project's card texts in the reader's language where it has them. */
function projectInLanguage<R extends Bilingual & { name: string; description: string | null }>(
  lang: Language,
  row: R,
) {
  const item = inLanguage(lang, row, ['name', 'description']);
  return { ...item, name: item.name ?? row.name };
}

/** GET /nonprofit-project/{id}: every project of one non-profit, newest first. */
export async function projectsOfNonprofit(
  db: Db,
  nonprofitId: number,
  lang: Language,
): Promise<NonprofitProjectItem[]> {
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      description: projects.description,
      language: projects.language,
      translation: projects.translation,
      picture: projects.picture,
      userId: projects.userId,
      createdAt: projects.createdAt,
      nonprofitId: nonprofits.id,
      nonprofitName: linkedNameOf(nonprofits, nonprofits.name),
      raisedCents: raisedForProject(projects.id),
    })
    .from(projects)
    .innerJoin(nonprofits, eq(nonprofits.id, projects.nonprofitId))
    .where(eq(projects.nonprofitId, nonprofitId))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  return rows.map(({ nonprofitId: id, nonprofitName, raisedCents, userId, createdAt, ...row }) => ({
    ...projectInLanguage(lang, row),
    nonprofits_id: id,
    nonprofit: { id, name: linkedName(lang, nonprofitName) ?? '' },
    raised: centsToEuros(raisedCents),
    user_id: userId,
    created_at: createdAt.toISOString(),
  }));
}

/** A project's detail page (GET /project/details/{id}); it shows its non-profit's logo. */
export const projectDetails = campaignDetailsLoader(
  'project',
  projects,
  raisedForProject,
  (p, nonprofit) => ({ name: p.name, logo: nonprofit.logo }),
);

function projectChanges(
  lang: Language,
  fields: ProjectFormFields,
  images: ProjectImages,
  current?: ProjectRow,
): Partial<ProjectInsert> {
  const changes: Partial<ProjectInsert> = {
    // A name is required: a text without one was refused by the form's check.
    ...(writtenTexts(lang, projectTextFields, fields, {
      current,
      required: 'name',
      clean: { description: storedRichText },
    }) as Partial<ProjectInsert> | undefined),
  };
  if (images.picture) changes.picture = images.picture;
  return changes;
}

/** A new project of a non-profit the user owns (checked by the route). */
export async function createProject(
  db: Db,
  userId: number,
  fields: ProjectFormFields & { nonprofits_id: number },
  images: ProjectImages,
  lang: Language,
): Promise<number> {
  const [row] = await db
    .insert(projects)
    .values({
      // The form's check makes sure a name was sent in some language: it replaces the blank.
      name: '',
      ...projectChanges(lang, fields, images),
      nonprofitId: fields.nonprofits_id,
      userId,
    })
    .returning({ id: projects.id });
  return row!.id;
}

/** Applies a project form; a replaced picture is removed once the change is saved. */
export async function updateProject(
  app: MediaApp,
  project: ProjectRow,
  fields: ProjectFormFields,
  images: ProjectImages,
  lang: Language,
): Promise<void> {
  const changes = projectChanges(lang, fields, images, project);
  if (Object.keys(changes).length === 0) return;
  await app.db.update(projects).set(changes).where(eq(projects.id, project.id));
  await removeImages(app, [replaced(project.picture, images.picture)]);
}

/**
 * Deletes a project: its content blocks go with it; donations stay with the link cleared, and
 * fundraisers under it stay without the link (foreign keys).
 */
export async function deleteProject(app: MediaApp, projectId: number): Promise<void> {
  const gone = await app.db
    .delete(projects)
    .where(eq(projects.id, projectId))
    .returning({ picture: projects.picture });
  await removeImages(
    app,
    gone.map((row) => row.picture),
  );
}

/** Active projects of active non-profits, by name. */
export async function listProjects(
  db: Db,
  query: PagedQuery,
  lang: Language,
  filter: { sdgTopicId?: number; nonprofitId?: number } = {},
): Promise<{ data: ProjectListItem[]; meta: PagedMeta }> {
  const conditions: (SQL | undefined)[] = [eq(projects.active, true), eq(nonprofits.active, true)];
  if (query.search) conditions.push(nameContains(query.search, projects.name));
  if (filter.sdgTopicId) conditions.push(eq(projects.sdgTopicId, filter.sdgTopicId));
  if (filter.nonprofitId) conditions.push(eq(projects.nonprofitId, filter.nonprofitId));
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: projects.id,
        name: projects.name,
        description: projects.description,
        language: projects.language,
        translation: projects.translation,
        picture: projects.picture,
        nonprofitId: nonprofits.id,
        nonprofitName: linkedNameOf(nonprofits, nonprofits.name),
        raisedCents: raisedForProject(projects.id),
      })
      .from(projects)
      .innerJoin(nonprofits, eq(nonprofits.id, projects.nonprofitId))
      .where(where)
      .orderBy(asc(projects.name), asc(projects.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    listTotal(
      db,
      db
        .select({ one: sql`1` })
        .from(projects)
        .innerJoin(nonprofits, eq(nonprofits.id, projects.nonprofitId))
        .where(where)
        .$dynamic(),
      { searchedPage: query.search ? query : undefined },
    ),
  ]);
  return {
    data: rows.map(({ nonprofitId, nonprofitName, raisedCents, ...row }) => ({
      ...projectInLanguage(lang, row),
      nonprofits_id: nonprofitId,
      nonprofit: { id: nonprofitId, name: linkedName(lang, nonprofitName) ?? '' },
      raised: centsToEuros(raisedCents),
    })),
    meta: pageMeta(query, total),
  };
}
