import {
  adminPeopleMessages,
  type DirectoryCompany,
  type DirectoryFundraiser,
  type DirectoryNonprofit,
} from '@app/contract';
import { intlLocale, type Language } from '@app/i18n';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companies,
  companyEvents,
  events,
  fundraisers,
  jobs,
  media,
  nonprofits,
  projects,
  users,
} from '../../db/schema';
import { centsToEuros } from '../../lib/money';
import { type Bilingual, linkedName, linkedNameOf, localizeTexts } from '../../lib/page-texts';
import type { Storage } from '../../lib/storage';
import { keepAConsoleAdmin, lockConsoleAdmins } from './console-admins';
import { raisedForFundraiser } from '../pages/raised';
import { eraseAccount } from '../privacy/privacy.service';

export async function findUser(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** A page's texts a directory entry shows, in the reader's language where written (ADR 043). */
const directoryTexts = ['name', 'description'] as const;

/** Entries in the reader's language, by name as that language sorts it. */
function inReadersLanguage<
  R extends Bilingual & { name: string; description: string | null },
  T extends { name: string },
>(lang: Language, rows: R[], entry: (row: R, texts: LocalizedEntry) => T): T[] {
  const collator = new Intl.Collator(intlLocale[lang], { sensitivity: 'base' });
  return rows
    .map((row) => {
      const { values, languages } = localizeTexts(lang, row, directoryTexts);
      return entry(row, {
        name: values.name ?? row.name,
        description: values.description,
        languages,
      });
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}

interface LocalizedEntry {
  name: string;
  description: string | null;
  languages: Partial<Record<(typeof directoryTexts)[number], Language>>;
}

export async function userCompanies(
  db: Db,
  userId: number,
  lang: Language,
): Promise<DirectoryCompany[]> {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      description: companies.description,
      logo: companies.logo,
      picture: companies.picture,
      language: companies.language,
      translation: companies.translation,
    })
    .from(companies)
    .where(eq(companies.userId, userId));
  return inReadersLanguage(lang, rows, (row, texts) => ({
    id: row.id,
    ...texts,
    logo: row.logo,
    picture: row.picture,
  }));
}

export async function userNonprofits(
  db: Db,
  userId: number,
  lang: Language,
): Promise<DirectoryNonprofit[]> {
  const rows = await db
    .select({
      id: nonprofits.id,
      name: nonprofits.name,
      description: nonprofits.description,
      logo: nonprofits.logo,
      picture: nonprofits.picture,
      language: nonprofits.language,
      translation: nonprofits.translation,
    })
    .from(nonprofits)
    .where(eq(nonprofits.userId, userId));
  return inReadersLanguage(lang, rows, (row, texts) => ({
    id: row.id,
    ...texts,
    logo: row.logo,
    picture: row.picture,
  }));
}

/**
 * The user's fundraisers with their raised amount (paid donations) and non-profit, in one query;
 * names in the reader's language where written, the non-profit's too.
 */
export async function userFundraisers(
  db: Db,
  userId: number,
  lang: Language,
): Promise<DirectoryFundraiser[]> {
  const rows = await db
    .select({
      id: fundraisers.id,
      name: fundraisers.name,
      description: fundraisers.description,
      logo: fundraisers.logo,
      picture: fundraisers.picture,
      language: fundraisers.language,
      translation: fundraisers.translation,
      goalCents: fundraisers.goalCents,
      raisedCents: raisedForFundraiser(fundraisers.id),
      nonprofitId: nonprofits.id,
      nonprofitName: linkedNameOf(nonprofits, nonprofits.name),
    })
    .from(fundraisers)
    .leftJoin(nonprofits, eq(nonprofits.id, fundraisers.nonprofitId))
    .where(eq(fundraisers.userId, userId));
  return inReadersLanguage(lang, rows, (row, texts) => ({
    id: row.id,
    ...texts,
    logo: row.logo,
    picture: row.picture,
    goal: row.goalCents === null ? null : centsToEuros(row.goalCents),
    raised: centsToEuros(row.raisedCents ?? 0),
    nonprofit:
      row.nonprofitId === null
        ? null
        : { id: row.nonprofitId, name: linkedName(lang, row.nonprofitName) ?? '' },
  }));
}

/** Every stored picture of the user and of the pages the user owns. */
async function ownedFiles(db: Db, userId: number): Promise<string[]> {
  const ownNonprofits = db
    .select({ id: nonprofits.id })
    .from(nonprofits)
    .where(eq(nonprofits.userId, userId));
  const lists = await Promise.all([
    db.select({ a: users.logo, b: users.backgroundImage }).from(users).where(eq(users.id, userId)),
    db
      .select({ a: companies.logo, b: companies.picture })
      .from(companies)
      .where(eq(companies.userId, userId)),
    db
      .select({ a: nonprofits.logo, b: nonprofits.picture })
      .from(nonprofits)
      .where(eq(nonprofits.userId, userId)),
    db
      .select({ a: fundraisers.logo, b: fundraisers.picture })
      .from(fundraisers)
      .where(eq(fundraisers.userId, userId)),
    db
      .select({ a: fundraisers.image, b: fundraisers.image })
      .from(fundraisers)
      .where(eq(fundraisers.userId, userId)),
    db
      .select({ a: companyEvents.logo, b: companyEvents.picture })
      .from(companyEvents)
      .where(eq(companyEvents.userId, userId)),
    db
      .select({ a: events.logo, b: events.picture })
      .from(events)
      .where(inArray(events.nonprofitId, ownNonprofits)),
    db
      .select({ a: projects.picture, b: projects.picture })
      .from(projects)
      .where(inArray(projects.nonprofitId, ownNonprofits)),
    db.select({ a: media.file, b: media.file }).from(media).where(eq(media.userId, userId)),
    db
      .select({ a: jobs.picture, b: jobs.pdf })
      .from(jobs)
      .where(inArray(jobs.nonprofitId, ownNonprofits)),
  ]);
  return [
    ...new Set(
      lists
        .flat()
        .flatMap((row) => [row.a, row.b])
        .filter((name): name is string => !!name),
    ),
  ];
}

/**
 * Deletes the account and erases its personal data in one transaction (the privacy module's
 * registry, ADR 017): its tokens, follows, media and pages (with their events, projects,
 * packages and jobs) go through the foreign keys; donations keep their money record without the
 * donor's name, e-mail or message; e-mails and contact messages under its address go. Stored
 * pictures of the account, its pages and its media library are removed afterwards. The
 * platform's last console admin who can sign in is not deleted (409 `last_console_admin`).
 */
export async function deleteUser(db: Db, storage: Storage, userId: number): Promise<void> {
  const files = await ownedFiles(db, userId);
  await db.transaction(async (tx) => {
    // The last console admin who can sign in stays (409): someone must manage the operators.
    const consoleAdmins = await lockConsoleAdmins(tx);
    keepAConsoleAdmin(consoleAdmins, userId, adminPeopleMessages.lastConsoleAdminDelete);
    await eraseAccount(tx, userId);
  });
  await Promise.all(files.map((name) => storage.remove(name)));
}
