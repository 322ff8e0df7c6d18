import {
  companyEventMessages,
  companyEventTextFields,
  type CompanyEventListItem,
  type companyEventFields,
  type PagedMeta,
  type PagedQuery,
} from '@app/contract';
import type { Language } from '@app/i18n';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { companies, companyEvents, nonprofits } from '../../db/schema';
import { forbidden } from '../../lib/http-errors';
import { centsToEuros, eurosToCents } from '../../lib/money';
import { inLanguage, linkedName, linkedNameOf, writtenTexts } from '../../lib/page-texts';
import { listTotal, nameContains, offsetOf, pageMeta } from '../../lib/paging';
import { storedRichText } from '../../lib/rich-text';
import type { Storage } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth';
import { mayDo, pageRoleOf } from '../../plugins/ownership';
import { raisedForCompanyEvent } from '../pages/raised';
import { removeImages, removeReplaced } from '../media/media.service';
import { columnsOf, contactOf, detailsLoader, ref, selectPage } from '../pages/page-details';

export type CompanyEventRow = typeof companyEvents.$inferSelect;
type CompanyEventInsert = typeof companyEvents.$inferInsert;

/** Parsed text fields of a company event form; on an update each may be missing. */
export type CompanyEventFormFields = Partial<z.output<typeof companyEventFields>>;
export interface CompanyEventImages {
  picture?: string;
  logo?: string;
}

export async function findCompanyEvent(db: Db, id: number): Promise<CompanyEventRow | undefined> {
  const [row] = await db.select().from(companyEvents).where(eq(companyEvents.id, id));
  return row;
}

/** A company event with its company and non-profit, what it raised and its goal. */
async function readCompanyEvent(db: Db, id: number) {
  const [row] = await selectPage(db, companyEvents, id, {
    company: columnsOf(companies, 'name', 'logo', 'verified', 'email', 'phone', 'website'),
    nonprofitName: linkedNameOf(nonprofits, nonprofits.name),
    raisedCents: raisedForCompanyEvent(companyEvents.id),
  })
    .innerJoin(companies, eq(companies.id, companyEvents.companyId))
    .leftJoin(nonprofits, eq(nonprofits.id, companyEvents.nonprofitId));
  return row;
}

/** A company event's detail page (GET /company-events/{id}), with its company's contact details. */
export const companyEventDetails = detailsLoader(
  'company-event',
  readCompanyEvent,
  (row, _db, lang) => ({
    verified: row.company.verified,
    company: { id: row.page.companyId, name: row.company.name },
    organiser: {
      kind: 'company',
      id: row.page.companyId,
      name: row.company.name,
      picture: row.company.logo,
    },
    nonprofit: ref(row.page.nonprofitId, linkedName(lang, row.nonprofitName)),
    ...contactOf(row.company),
  }),
);

/** A page id as a form sent it, when it is one (malformed values are the schema's to report). */
function sentId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value.trim())) return undefined;
  const id = Number(value.trim());
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

export interface CheckedReferences {
  /** 422 messages by field (unknown company, unknown or inactive non-profit). */
  errors: Record<string, string[]>;
  /** The company the event will belong to, when the form names a new one. */
  company?: typeof companies.$inferSelect;
}

/**
 * Checks the company and non-profit a form names, before any image is stored: a company of
 * someone else is a 403 at once; an unknown company or an unknown or inactive non-profit is a
 * field error, reported together with the form's other problems. On an update (`current`) a
 * reference that stays the same is not checked again, so an event whose non-profit was later
 * deactivated can still be edited.
 */
export async function checkReferences(
  db: Db,
  user: AuthUser,
  body: unknown,
  current?: CompanyEventRow,
): Promise<CheckedReferences> {
  const raw = (body ?? {}) as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  const result: CheckedReferences = { errors };

  const companyId = sentId(raw.company_id);
  if (companyId !== undefined && companyId !== current?.companyId) {
    const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
    if (!company) errors.company_id = [companyEventMessages.companyInvalid];
    else if (!mayDo(await pageRoleOf(db, user.id, { type: 'company', id: companyId }), 'edit'))
      throw forbidden(companyEventMessages.companyForbidden);
    else result.company = company;
  }

  const nonprofitId = sentId(raw.nonprofit_id);
  if (nonprofitId !== undefined && nonprofitId !== current?.nonprofitId) {
    const [nonprofit] = await db
      .select({ id: nonprofits.id })
      .from(nonprofits)
      .where(and(eq(nonprofits.id, nonprofitId), eq(nonprofits.active, true)));
    if (!nonprofit) errors.nonprofit_id = [companyEventMessages.nonprofitInvalid];
  }
  return result;
}

/** The columns a company event form sets: only the fields that were given. */
function companyEventChanges(
  lang: Language,
  fields: CompanyEventFormFields,
  images: CompanyEventImages,
  current?: CompanyEventRow,
): Partial<CompanyEventInsert> {
  const changes: Partial<CompanyEventInsert> = {
    // A name is required: a text without one was refused by the form's check.
    ...(writtenTexts(lang, companyEventTextFields, fields, {
      current,
      required: 'name',
      clean: { description: storedRichText },
    }) as Partial<CompanyEventInsert> | undefined),
  };
  if (fields.company_id !== undefined) changes.companyId = fields.company_id;
  if (fields.nonprofit_id !== undefined) changes.nonprofitId = fields.nonprofit_id;
  if (fields.goal !== undefined) changes.goalCents = eurosToCents(fields.goal);
  if (fields.colorTheme !== undefined) changes.colorTheme = fields.colorTheme;
  if (fields.hostFriendlyName !== undefined) changes.hostFriendlyName = fields.hostFriendlyName;
  if (images.picture) changes.picture = images.picture;
  if (images.logo) changes.logo = images.logo;
  return changes;
}

/**
 * A new event of one of the user's companies (checked by `checkReferences`). It shares the
 * company's sustainable development goal, so it shows on that goal's pages like the company.
 */
export async function createCompanyEvent(
  db: Db,
  userId: number,
  company: typeof companies.$inferSelect,
  fields: z.output<typeof companyEventFields>,
  images: CompanyEventImages,
  lang: Language,
): Promise<number> {
  const [row] = await db
    .insert(companyEvents)
    .values({
      // The form's check makes sure a name was sent in some language: it replaces the blank.
      name: '',
      ...companyEventChanges(lang, fields, images),
      companyId: company.id,
      nonprofitId: fields.nonprofit_id,
      sdgTopicId: company.sdgTopicId,
      userId,
    })
    .returning({ id: companyEvents.id });
  return row!.id;
}

/**
 * Applies a company event form. An event that moves to another non-profit takes its paid money
 * along (a trigger moves the raised counters, migration 0011); replaced images are let go after
 * the change is saved.
 */
export async function updateCompanyEvent(
  db: Db,
  storage: Storage,
  event: CompanyEventRow,
  newCompany: typeof companies.$inferSelect | undefined,
  fields: CompanyEventFormFields,
  images: CompanyEventImages,
  lang: Language,
): Promise<void> {
  const changes = companyEventChanges(lang, fields, images, event);
  if (newCompany) changes.sdgTopicId = newCompany.sdgTopicId;
  if (Object.keys(changes).length === 0) return;
  await db.update(companyEvents).set(changes).where(eq(companyEvents.id, event.id));
  await removeReplaced({ db, storage }, event.picture, images.picture);
  await removeReplaced({ db, storage }, event.logo, images.logo);
}

/**
 * Deletes a company event. Donations to it stay, with the link cleared (ON DELETE SET NULL);
 * the money stays counted for its non-profit. Its stored images are removed after.
 */
export async function deleteCompanyEvent(db: Db, storage: Storage, id: number): Promise<void> {
  const deleted = await db
    .delete(companyEvents)
    .where(eq(companyEvents.id, id))
    .returning({ picture: companyEvents.picture, logo: companyEvents.logo });
  const files = deleted.flatMap((row) => [row.picture, row.logo]);
  await removeImages({ db, storage }, files);
}

const companyEventColumns = {
  id: companyEvents.id,
  name: companyEvents.name,
  description: companyEvents.description,
  label: companyEvents.label,
  language: companyEvents.language,
  translation: companyEvents.translation,
  logo: companyEvents.logo,
  picture: companyEvents.picture,
  colorTheme: companyEvents.colorTheme,
  goalCents: companyEvents.goalCents,
  raisedCents: raisedForCompanyEvent(companyEvents.id),
  companyId: companies.id,
  companyName: linkedNameOf(companies, companies.name),
  nonprofitId: nonprofits.id,
  nonprofitName: linkedNameOf(nonprofits, nonprofits.name),
};

function selectCompanyEvents(db: Db) {
  return db
    .select(companyEventColumns)
    .from(companyEvents)
    .innerJoin(companies, eq(companies.id, companyEvents.companyId))
    .leftJoin(nonprofits, eq(nonprofits.id, companyEvents.nonprofitId));
}

type CompanyEventCardRow = Awaited<ReturnType<typeof selectCompanyEvents>>[number];

/** The texts of a company event a card shows, in the reader's language where it has them. */
const companyEventTexts = ['name', 'description', 'label'] as const;

function toCompanyEventItem(
  bilingualRow: CompanyEventCardRow,
  lang: Language,
): CompanyEventListItem {
  const row = inLanguage(lang, bilingualRow, companyEventTexts);
  return {
    id: row.id,
    name: row.name ?? bilingualRow.name,
    languages: row.languages,
    description: row.description,
    label: row.label,
    logo: row.logo,
    picture: row.picture,
    colorTheme: row.colorTheme,
    goal: row.goalCents === null ? null : centsToEuros(row.goalCents),
    raised: centsToEuros(row.raisedCents),
    // Linked pages' names in the reader's language where they have it (ADR 043).
    company: { id: row.companyId, name: linkedName(lang, row.companyName) ?? '' },
    nonprofit: ref(row.nonprofitId, linkedName(lang, row.nonprofitName)),
  };
}

const companyEventOrder = [asc(companyEvents.name), asc(companyEvents.id)];

/**
 * Active events of active companies by name, searchable, with raised amount, company and
 * non-profit.
 */
export async function listCompanyEvents(
  db: Db,
  query: PagedQuery,
  lang: Language,
  filter: { sdgTopicId?: number } = {},
): Promise<{ data: CompanyEventListItem[]; meta: PagedMeta }> {
  const conditions: (SQL | undefined)[] = [
    eq(companyEvents.active, true),
    eq(companies.active, true),
  ];
  if (query.search) conditions.push(nameContains(query.search, companyEvents.name));
  if (filter.sdgTopicId) conditions.push(eq(companyEvents.sdgTopicId, filter.sdgTopicId));
  const where = and(...conditions);
  const matching = () =>
    db
      .select({ id: companyEvents.id })
      .from(companyEvents)
      .innerJoin(companies, eq(companies.id, companyEvents.companyId))
      .where(where);
  const page = matching()
    .orderBy(...companyEventOrder)
    .limit(query.per_page)
    .offset(offsetOf(query))
    .as('page');
  const [rows, total] = await Promise.all([
    selectCompanyEvents(db)
      .where(inArray(companyEvents.id, db.select({ id: page.id }).from(page)))
      .orderBy(...companyEventOrder),
    listTotal(db, matching().$dynamic(), {
      searchedPage: query.search ? query : undefined,
    }),
  ]);
  return { data: rows.map((row) => toCompanyEventItem(row, lang)), meta: pageMeta(query, total) };
}

/** A company's events, newest first (GET /companies/events/{companyId}). */
export async function eventsOfCompany(
  db: Db,
  companyId: number,
  lang: Language,
): Promise<CompanyEventListItem[]> {
  const rows = await selectCompanyEvents(db)
    .where(eq(companyEvents.companyId, companyId))
    .orderBy(sql`${companyEvents.createdAt} desc`, asc(companyEvents.id));
  return rows.map((row) => toCompanyEventItem(row, lang));
}
