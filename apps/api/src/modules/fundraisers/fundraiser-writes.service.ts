import { said } from '@app/i18n/codes';
import type { Language } from '@app/i18n';
import {
  fundraiserMessages,
  fundraiserTextFields,
  type fundraiserCreateFields,
  type fundraiserUpdateFields,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { events, fundraisers, nonprofits, projects, topics } from '../../db/schema';
import { eurosToCents } from '../../lib/money';
import { writtenTexts } from '../../lib/page-texts';
import { storedRichText } from '../../lib/rich-text';
import { ValidationError } from '../../lib/validation';
import { removeImages, type MediaApp } from '../media/media.service';

export type FundraiserRow = typeof fundraisers.$inferSelect;
type FundraiserInsert = typeof fundraisers.$inferInsert;
type CreateFields = z.output<typeof fundraiserCreateFields>;
type UpdateFields = z.output<typeof fundraiserUpdateFields>;
type ParentFields = Pick<UpdateFields, 'nonprofits_id' | 'events_id' | 'projects_id'>;

/** Stored file names of the images a form sent or picked, by field. */
export interface FundraiserImages {
  picture?: string;
  logo?: string;
  image?: string;
}

const IMAGE_COLUMNS = ['picture', 'logo', 'image'] as const;
const invalid = (field: string) => said('field.selected_invalid', { attribute: field });

export async function findFundraiser(db: Db, id: number): Promise<FundraiserRow | undefined> {
  const [row] = await db.select().from(fundraisers).where(eq(fundraisers.id, id));
  return row;
}

interface Parent {
  nonprofitId: number;
  eventId: number | null;
  projectId: number | null;
  /** The non-profit's SDG, for a fundraiser without a topic. */
  sdgTopicId: number | null;
}

/**
 * The page a fundraiser raises money for: a non-profit, or an event or project of one (the
 * fundraiser then also belongs to that non-profit). Every id must exist, the non-profit must be
 * active, and the ids sent must agree with each other. Problems are added to `errors`.
 */
async function resolveParent(
  db: Db,
  given: ParentFields,
  errors: Record<string, string[]>,
): Promise<Parent | undefined> {
  let fromChild: { nonprofitId: number; field: 'events_id' | 'projects_id' } | undefined;
  if (given.events_id !== undefined) {
    const [event] = await db
      .select({ nonprofitId: events.nonprofitId })
      .from(events)
      .where(eq(events.id, given.events_id));
    if (!event) errors.events_id = [invalid('events_id')];
    else fromChild = { nonprofitId: event.nonprofitId, field: 'events_id' };
  }
  if (given.projects_id !== undefined) {
    const [project] = await db
      .select({ nonprofitId: projects.nonprofitId })
      .from(projects)
      .where(eq(projects.id, given.projects_id));
    if (!project) errors.projects_id = [invalid('projects_id')];
    else if (fromChild && fromChild.nonprofitId !== project.nonprofitId)
      errors.projects_id = [fundraiserMessages.projectMismatch];
    else fromChild ??= { nonprofitId: project.nonprofitId, field: 'projects_id' };
  }
  if (
    given.nonprofits_id !== undefined &&
    fromChild &&
    fromChild.nonprofitId !== given.nonprofits_id
  ) {
    errors.nonprofits_id = [fundraiserMessages.nonprofitMismatch];
    return undefined;
  }
  const nonprofitId = given.nonprofits_id ?? fromChild?.nonprofitId;
  if (nonprofitId === undefined) return undefined;
  const [nonprofit] = await db
    .select({ active: nonprofits.active, sdgTopicId: nonprofits.sdgTopicId })
    .from(nonprofits)
    .where(eq(nonprofits.id, nonprofitId));
  if (!nonprofit?.active) {
    // An inactive non-profit takes no new fundraisers, neither directly nor through its pages.
    const field = given.nonprofits_id !== undefined ? 'nonprofits_id' : fromChild!.field;
    errors[field] = [invalid(field)];
    return undefined;
  }
  return {
    nonprofitId,
    eventId: given.events_id ?? null,
    projectId: given.projects_id ?? null,
    sdgTopicId: nonprofit.sdgTopicId,
  };
}

/** The topic's id and SDG; a topic that does not exist is a problem on topic_id. */
async function resolveTopic(db: Db, topicId: number, errors: Record<string, string[]>) {
  const [topic] = await db
    .select({ id: topics.id, sdgTopicId: topics.sdgTopicId })
    .from(topics)
    .where(eq(topics.id, topicId));
  if (!topic) errors.topic_id = [invalid('topic_id')];
  return topic;
}

const sentParent = (fields: ParentFields) =>
  fields.nonprofits_id !== undefined ||
  fields.events_id !== undefined ||
  fields.projects_id !== undefined;

/** The columns a form sets: only the fields that were given. */
function textChanges(
  lang: Language,
  fields: UpdateFields,
  images: FundraiserImages,
  current?: FundraiserRow,
): Partial<FundraiserInsert> {
  const changes: Partial<FundraiserInsert> = {
    // A name is required: a text without one was refused by the form's check.
    ...(writtenTexts(lang, fundraiserTextFields, fields, {
      current,
      required: 'name',
      clean: { description: storedRichText },
    }) as Partial<FundraiserInsert> | undefined),
  };
  if (fields.addressLine1 !== undefined) changes.addressLine1 = fields.addressLine1;
  if (fields.show_address !== undefined) changes.showAddress = fields.show_address;
  if (fields.location !== undefined) changes.location = fields.location;
  if (fields.goal !== undefined) changes.goalCents = eurosToCents(fields.goal);
  for (const column of IMAGE_COLUMNS) if (images[column]) changes[column] = images[column];
  return changes;
}

/**
 * A new fundraiser of the signed-in user (the owner never comes from the form). Its SDG is the
 * topic's, or else the non-profit's. Throws a 422 when a parent or the topic is refused.
 */
export async function createFundraiser(
  db: Db,
  userId: number,
  fields: CreateFields,
  images: FundraiserImages,
  lang: Language,
): Promise<number> {
  const errors: Record<string, string[]> = {};
  const parent = await resolveParent(db, fields, errors);
  const topic =
    fields.topic_id === undefined ? undefined : await resolveTopic(db, fields.topic_id, errors);
  if (!parent && Object.keys(errors).length === 0)
    errors.nonprofits_id = [fundraiserMessages.nonprofitRequired];
  if (!parent || Object.keys(errors).length > 0) throw new ValidationError(errors);
  const [row] = await db
    .insert(fundraisers)
    .values({
      // The form's check makes sure a name was sent in some language: it replaces this.
      name: '',
      ...textChanges(lang, fields, images),
      userId,
      nonprofitId: parent.nonprofitId,
      eventId: parent.eventId,
      projectId: parent.projectId,
      topicId: topic?.id ?? null,
      sdgTopicId: topic?.sdgTopicId ?? parent.sdgTopicId,
    })
    .returning({ id: fundraisers.id });
  return row!.id;
}

/**
 * A parent that an update sends replaces the current one and is checked as on create (an event
 * or project it does not name is then dropped). Sending only the current non-profit again, as
 * an edit form may, changes nothing.
 */
const changesParent = (current: FundraiserRow, fields: ParentFields) =>
  sentParent(fields) &&
  !(
    fields.events_id === undefined &&
    fields.projects_id === undefined &&
    fields.nonprofits_id === current.nonprofitId
  );

/**
 * Applies an update form. Replaced images are removed from storage (and the Media Library) once
 * the change is saved.
 */
export async function updateFundraiser(
  app: MediaApp,
  current: FundraiserRow,
  fields: UpdateFields,
  images: FundraiserImages,
  lang: Language,
): Promise<void> {
  const { db } = app;
  const errors: Record<string, string[]> = {};
  const changes = textChanges(lang, fields, images, current);
  if (changesParent(current, fields)) {
    const parent = await resolveParent(db, fields, errors);
    if (parent) {
      changes.nonprofitId = parent.nonprofitId;
      changes.eventId = parent.eventId;
      changes.projectId = parent.projectId;
      if (current.topicId === null) changes.sdgTopicId = parent.sdgTopicId;
    }
  }
  if (fields.topic_id !== undefined) {
    const topic = await resolveTopic(db, fields.topic_id, errors);
    if (topic) {
      changes.topicId = topic.id;
      changes.sdgTopicId = topic.sdgTopicId;
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  if (Object.keys(changes).length === 0) return;
  await db.update(fundraisers).set(changes).where(eq(fundraisers.id, current.id));
  // A former image goes, unless the fundraiser still shows it in another place.
  const kept = new Set(IMAGE_COLUMNS.map((column) => images[column] ?? current[column]));
  const replaced = IMAGE_COLUMNS.map((column) => current[column]).filter(
    (file) => file !== null && !kept.has(file),
  );
  await removeImages(app, replaced);
}

/**
 * Deletes a fundraiser. Its donations stay, with the link to it cleared: the non-profit keeps
 * the money (ADR 004). Follows, content blocks and timeline updates go with it (foreign keys).
 * Its stored images are removed (also from the Media Library) once the row is gone.
 */
export async function deleteFundraiser(app: MediaApp, id: number): Promise<void> {
  const deleted = await app.db.delete(fundraisers).where(eq(fundraisers.id, id)).returning({
    picture: fundraisers.picture,
    logo: fundraisers.logo,
    image: fundraisers.image,
  });
  await removeImages(
    app,
    deleted.flatMap((row) => [row.picture, row.logo, row.image]),
  );
}
