import { eventMessages, eventTextFields, type eventUpdateFields } from '@app/contract';
import type { Language } from '@app/i18n';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { removeImages, type MediaApp } from '../media/media.service';
import { replaced } from '../media/media.service';
import { writtenTexts } from '../../lib/page-texts';
import { storedRichText } from '../../lib/rich-text';

type EventRow = typeof events.$inferSelect;
type EventInsert = typeof events.$inferInsert;

/** Parsed text fields of an event form; on an update each may be missing. */
export type EventFormFields = z.output<typeof eventUpdateFields>;
export interface EventImages {
  picture?: string;
  logo?: string;
}

export async function findEvent(db: Db, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

/**
 * An update that sends only one of the dates must still leave them in order with the date
 * already stored: the problem (on end_date) to report with the form's others, or null.
 */
export function storedDatesProblem(
  event: Pick<EventRow, 'startDate' | 'endDate'>,
  sent: { start_date?: string; end_date?: string },
): Record<string, string> | null {
  if (sent.start_date && sent.end_date) return null; // the form itself compares them
  const start = sent.start_date ? new Date(sent.start_date) : event.startDate;
  const end = sent.end_date ? new Date(sent.end_date) : event.endDate;
  return start && end && end < start ? { end_date: eventMessages.endBeforeStart } : null;
}

function eventChanges(
  lang: Language,
  fields: EventFormFields,
  images: EventImages,
  current?: EventRow,
): Partial<EventInsert> {
  const changes: Partial<EventInsert> = {
    // A title is required: a text without one was refused by the form's check.
    ...(writtenTexts(lang, eventTextFields, fields, {
      current,
      required: 'title',
      clean: { description: storedRichText },
    }) as Partial<EventInsert> | undefined),
  };
  if (fields.addressLine1 !== undefined) changes.addressLine1 = fields.addressLine1;
  if (fields.start_date !== undefined) changes.startDate = new Date(fields.start_date);
  if (fields.end_date !== undefined) changes.endDate = new Date(fields.end_date);
  if (images.picture) changes.picture = images.picture;
  if (images.logo) changes.logo = images.logo;
  return changes;
}

/** A new event of a non-profit the user owns (checked by the route). */
export async function createEvent(
  db: Db,
  userId: number,
  fields: EventFormFields & { nonprofits_id: number },
  images: EventImages,
  lang: Language,
): Promise<number> {
  const [row] = await db
    .insert(events)
    .values({
      // The form's check makes sure a title was sent in some language: it replaces the blank.
      title: '',
      ...eventChanges(lang, fields, images),
      nonprofitId: fields.nonprofits_id,
      userId,
    })
    .returning({ id: events.id });
  return row!.id;
}

/** Applies an event form; replaced images are removed once the change is saved. */
export async function updateEvent(
  app: MediaApp,
  event: EventRow,
  fields: EventFormFields,
  images: EventImages,
  lang: Language,
): Promise<void> {
  const changes = eventChanges(lang, fields, images, event);
  if (Object.keys(changes).length === 0) return;
  await app.db.update(events).set(changes).where(eq(events.id, event.id));
  await removeImages(app, [
    replaced(event.picture, images.picture),
    replaced(event.logo, images.logo),
  ]);
}

/**
 * Deletes an event: its content blocks go with it; donations stay with the link cleared, and
 * fundraisers and timeline updates about it stay without the link (foreign keys).
 */
export async function deleteEvent(app: MediaApp, eventId: number): Promise<void> {
  const gone = await app.db
    .delete(events)
    .where(eq(events.id, eventId))
    .returning({ picture: events.picture, logo: events.logo });
  await removeImages(
    app,
    gone.flatMap((row) => [row.picture, row.logo]),
  );
}
