import { companyTextFields, type CompanyProfile, type companyFields } from '@app/contract';
import type { Language } from '@app/i18n';
import { desc, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { companies, companyEvents, nonprofits } from '../../db/schema';
import { textsOf, writtenTexts } from '../../lib/page-texts';
import { storedRichText } from '../../lib/rich-text';
import type { Storage } from '../../lib/storage';
import { outer } from '../../lib/outer-column';
import { removeImages, removeReplaced } from '../media/media.service';
import { count, detailsLoader, followersAndUpdates, selectPage } from '../pages/page-details';

export type CompanyRow = typeof companies.$inferSelect;
type CompanyInsert = typeof companies.$inferInsert;

/** Parsed text fields of a company form; on an update each may be missing. */
export type CompanyFormFields = Partial<z.output<typeof companyFields>>;
export interface CompanyImages {
  picture?: string;
  logo?: string;
}

export async function findCompany(db: Db, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

/**
 * The one read of a company page, for its details and its profile: the row with its goal, and
 * `counts` as the details want them (the profile does without).
 */
async function readCompany<S extends SelectedFields>(db: Db, id: number, counts: S) {
  const [row] = await selectPage(db, companies, id, counts);
  return row;
}

/** Its followers, timeline updates and company events. */
const companyCounts = () => ({
  ...followersAndUpdates('company_id', companies.id),
  campaigns: count(
    sql`select count(*) from company_events ce where ce.company_id = ${outer(companies.id)}`,
  ),
});

/** A company's detail page (GET /companies/{id}, /company/details/{id}); companies raise nothing. */
export const companyDetails = detailsLoader('company', (db, id) =>
  readCompany(db, id, companyCounts()),
);

/** GET /company-profile/{id}: the company with every field of a company and its events. */
export async function companyProfile(db: Db, id: number): Promise<CompanyProfile | undefined> {
  const row = await readCompany(db, id, {});
  if (!row) return undefined;
  const company = row.page;
  const events = await db
    .select({
      id: companyEvents.id,
      name: companyEvents.name,
      picture: companyEvents.picture,
      nonprofitId: nonprofits.id,
      nonprofitName: nonprofits.name,
    })
    .from(companyEvents)
    .leftJoin(nonprofits, eq(nonprofits.id, companyEvents.nonprofitId))
    .where(eq(companyEvents.companyId, id))
    .orderBy(desc(companyEvents.createdAt), desc(companyEvents.id));
  return {
    id: company.id,
    name: company.name,
    email: company.email,
    phone: company.phone,
    website: company.website,
    colorTheme: company.colorTheme,
    description: company.description,
    addressLine1: company.addressLine1,
    city: company.city,
    postCode: company.postCode,
    logo: company.logo,
    picture: company.picture,
    label: company.label,
    user_id: company.userId,
    active: company.active,
    verified: company.verified,
    page_data: company.pageData ?? null,
    texts: textsOf(company, companyTextFields),
    events: events.map((event) => ({
      id: event.id,
      name: event.name,
      picture: event.picture,
      nonprofit:
        event.nonprofitId === null ? null : { id: event.nonprofitId, name: event.nonprofitName! },
    })),
  };
}

/** The columns a company form sets: only the fields that were given. */
function companyChanges(
  lang: Language,
  fields: CompanyFormFields,
  images: CompanyImages,
  current?: CompanyRow,
): Partial<CompanyInsert> {
  const changes: Partial<CompanyInsert> = {
    // A name is required: a text without one was refused by the form's check.
    ...(writtenTexts(lang, companyTextFields, fields, {
      current,
      required: 'name',
      clean: { description: storedRichText },
    }) as Partial<CompanyInsert> | undefined),
  };
  if (fields.email !== undefined) changes.email = fields.email;
  if (fields.phone !== undefined) changes.phone = fields.phone;
  if (fields.website !== undefined) changes.website = fields.website;
  if (fields.colorTheme !== undefined) changes.colorTheme = fields.colorTheme;
  if (fields.addressLine1 !== undefined) changes.addressLine1 = fields.addressLine1;
  if (fields.city !== undefined) changes.city = fields.city;
  if (fields.postCode !== undefined) changes.postCode = fields.postCode;
  if (fields.page_data !== undefined) changes.pageData = fields.page_data;
  if (images.picture) changes.picture = images.picture;
  if (images.logo) changes.logo = images.logo;
  return changes;
}

/** A new company of the signed-in user (the owner never comes from the form). */
export async function createCompany(
  db: Db,
  userId: number,
  fields: CompanyFormFields,
  images: CompanyImages,
  lang: Language,
): Promise<number> {
  const [row] = await db
    .insert(companies)
    // The form's check makes sure a name was sent in some language: it replaces the blank.
    .values({ name: '', ...companyChanges(lang, fields, images), userId })
    .returning({ id: companies.id });
  return row!.id;
}

/** Applies a company form; replaced images are removed from storage after the change is saved. */
export async function updateCompany(
  db: Db,
  storage: Storage,
  company: CompanyRow,
  fields: CompanyFormFields,
  images: CompanyImages,
  lang: Language,
): Promise<void> {
  const changes = companyChanges(lang, fields, images, company);
  if (Object.keys(changes).length === 0) return;
  await db.update(companies).set(changes).where(eq(companies.id, company.id));
  await removeReplaced({ db, storage }, company.picture, images.picture);
  await removeReplaced({ db, storage }, company.logo, images.logo);
}

/**
 * Deletes a company with its company events in one transaction (the foreign key would cascade
 * too; deleting them first returns their images, even of an event added a moment ago). Follows,
 * content blocks and updates go through the foreign keys; donations to its events stay with the
 * link to the event cleared. The stored images are removed once the rows are gone.
 */
export async function deleteCompany(db: Db, storage: Storage, companyId: number): Promise<void> {
  const files = await db.transaction(async (tx) => {
    const events = await tx
      .delete(companyEvents)
      .where(eq(companyEvents.companyId, companyId))
      .returning({ picture: companyEvents.picture, logo: companyEvents.logo });
    const deleted = await tx
      .delete(companies)
      .where(eq(companies.id, companyId))
      .returning({ picture: companies.picture, logo: companies.logo });
    return [...deleted, ...events].flatMap((row) => [row.picture, row.logo]);
  });
  await removeImages({ db, storage }, files);
}
