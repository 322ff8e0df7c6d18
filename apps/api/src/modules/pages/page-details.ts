import {
  isAnbiConfirmed,
  type PageDetails,
  type PageRef,
  type PageType,
  type SdgRef,
} from '@app/contract';
import type { Language } from '@app/i18n';
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { nonprofits, sdgTopics, type events, type projects } from '../../db/schema';
import { localize } from '../../lib/localize';
import {
  linkedName,
  linkedNameOf,
  localizeTexts,
  textsOf,
  type Bilingual,
} from '../../lib/page-texts';
import { centsToEuros } from '../../lib/money';
import { followersOf } from '../follows/follower-counts';
import { outer } from '../../lib/outer-column';
import { updatesOf } from '../updates/update-counts';

/**
 * The steps the details loaders share. Each kind has its own loader in its own module
 * (`nonprofitDetails`, `fundraiserDetails`, `eventDetails`, `projectDetails`, `companyDetails`,
 * `companyEventDetails`) and registers it at start-up (app.ts, `PageKinds`); `findPageDetails`
 * (pages.service.ts) picks one by the page's type.
 */

/** Each kind's details loader: the page, or undefined when there is none. */
export type DetailsLoader = (
  db: Db,
  id: number,
  lang: Language,
) => Promise<PageDetails | undefined>;

/**
 * Every kind's details loader, as the kinds register them with the pages kernel at start-up
 * (app.ts decorates the app with them): the kernel imports no kind, and the type makes every
 * kind have its entry, as the payment kinds do with payments (ADR 014).
 */
export type PageKinds = Record<PageType, DetailsLoader>;

/** What reading a page of any kind needs: the database and the registered kinds (the app). */
export interface PageReader {
  db: Db;
  pageKinds: PageKinds;
}

type Columns<T extends PgTable> = T['_']['columns'];

/** Every column of a page's table but its search columns (kept for the search, not shown). */
function pageColumns<T extends PgTable>(table: T): Omit<Columns<T>, 'searchVector' | 'nameKey'> {
  const {
    searchVector: _,
    nameKey: __,
    ...columns
  } = getTableColumns(table) as Record<string, unknown>;
  return columns as Omit<Columns<T>, 'searchVector' | 'nameKey'>;
}

/** Some columns of a table, by name (for a nested object in a select). */
export function columnsOf<T extends PgTable, K extends keyof Columns<T> & string>(
  table: T,
  ...names: K[]
): Pick<Columns<T>, K> {
  const all = getTableColumns(table) as Record<string, unknown>;
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<Columns<T>, K>;
}

/** A count subquery, as a number column. */
export const count = (query: SQL) => sql<number>`(${query})`.mapWith(Number);

/** The follows and timeline updates of a page people can follow (non-profit, fundraiser, company). */
export const followersAndUpdates = (
  column: 'nonprofit_id' | 'fundraiser_id' | 'company_id',
  id: AnyPgColumn,
) => ({ followers: followersOf(column, id), updates: updatesOf(column, id) });

/** The columns of a page's goal (sustainable development goal), joined by `selectPage`. */
const sdgColumns = {
  sdgId: sdgTopics.id,
  sdgNumber: sdgTopics.number,
  sdgName: sdgTopics.name,
  sdgNameNl: sdgTopics.nameNl,
  sdgColor: sdgTopics.colorTheme,
};

/** A page's table: its own columns, with an id and a goal (sustainable development goal). */
type PageTable = PgTable & { id: AnyPgColumn; sdgTopicId: AnyPgColumn };

/**
 * One page of a kind: its own columns (`page`, see `pageColumns`), its goal, and the kind's
 * `columns`; join what those need on the query this returns.
 */
export function selectPage<T extends PageTable, S extends SelectedFields>(
  db: Db,
  table: T,
  id: number,
  columns: S,
) {
  return (
    db
      .select({ page: pageColumns(table), ...sdgColumns, ...columns })
      // drizzle's from() does not take a generic table; the selection above carries the types.
      .from(table as PgTable)
      .leftJoin(sdgTopics, eq(sdgTopics.id, table.sdgTopicId))
      .where(eq(table.id, id))
      .$dynamic()
  );
}

interface SdgColumns {
  sdgId: number | null;
  sdgNumber: number | null;
  sdgName: string | null;
  sdgNameNl: string | null;
  sdgColor: string | null;
}

function sdgOf(row: SdgColumns, lang: Language): SdgRef | null {
  if (row.sdgId === null) return null;
  return {
    id: row.sdgId,
    number: row.sdgNumber!,
    name: localize(lang, row.sdgName!, row.sdgNameNl),
    colorTheme: row.sdgColor!,
  };
}

/** Another page by id and name; null when there is no link. */
export const ref = (id: number | null, name: string | null): PageRef | null =>
  id === null ? null : { id, name: name ?? '' };

/** Cents as euros, keeping null. */
export const euros = (cents: number | null) => (cents === null ? null : centsToEuros(cents));

/** A date as ISO 8601, keeping null. */
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The contact details a page shows of the organisation behind it. */
export const contactOf = (org: {
  email: string | null;
  phone: string | null;
  website: string | null;
}) => ({ email: org.email, phone: org.phone, website: org.website });

/** The columns of a page's own row that its details show; a kind without one leaves it out. */
interface PageColumns extends Bilingual {
  id: number;
  /** Name, or an event's title. */
  name: string;
  label?: string | null;
  description: string | null;
  logo?: string | null;
  picture: string | null;
  colorTheme?: string | null;
  active?: boolean;
  verified?: boolean;
  /** The operator's check (db/schema/verification.ts), where the kind has it. */
  verifiedAt?: Date | null;
  anbiConfirmed?: boolean | null;
  anbiCheckedAt?: Date | null;
  userId: number;
  goalCents?: number | null;
  email?: string | null;
  phone?: string | null;
  website?: string | null;
  addressLine1?: string | null;
  city?: string | null;
  location?: string | null;
  startDate?: Date | null;
  endDate?: Date | null;
  pageData?: Record<string, string> | null;
  createdAt: Date;
}

/** A page read with `selectPage`, with the counts its kind selects. */
interface PageRow extends SdgColumns {
  page: PageColumns;
  /** Paid donations; a kind that takes none (companies) leaves it out. */
  raisedCents?: number;
  /** Follows; only the kinds people can follow select them. */
  followers?: number;
  updates?: number;
  campaigns?: number;
}

/**
 * A page's details from its row (`selectPage`): its own columns, its goal and counts, then what
 * its kind adds (`more`, which wins, for links to other pages and what it shows of them). Whatever
 * the kind does not have stays empty: null, no topics, no counts, active, not verified.
 */
function pageDetails(
  type: PageType,
  row: PageRow,
  lang: Language,
  more: Partial<PageDetails> = {},
): PageDetails {
  const { page } = row;
  const { values, languages, texts } = detailTexts(type, page, lang);
  return {
    type,
    id: page.id,
    name: values.name ?? page.name,
    label: values.label,
    description: values.description,
    languages,
    texts,
    logo: page.logo ?? null,
    picture: page.picture,
    colorTheme: page.colorTheme ?? null,
    active: page.active ?? true,
    verified: page.verified ?? false,
    verified_at: page.verified ? iso(page.verifiedAt ?? null) : null,
    anbi_checked_at: isAnbiConfirmed({
      verified: page.verified ?? false,
      anbiConfirmed: page.anbiConfirmed ?? null,
      anbiCheckedAt: page.anbiCheckedAt ?? null,
    })
      ? iso(page.anbiCheckedAt ?? null)
      : null,
    raised: row.raisedCents === undefined ? null : centsToEuros(row.raisedCents),
    goal: euros(page.goalCents ?? null),
    followers_count: row.followers ?? null,
    user_id: page.userId,
    nonprofit: null,
    event: null,
    project: null,
    company: null,
    topic: null,
    topics: [],
    sdg: sdgOf(row, lang),
    email: page.email ?? null,
    phone: page.phone ?? null,
    website: page.website ?? null,
    address_line1: page.addressLine1 ?? null,
    city: page.city ?? null,
    location: page.location ?? null,
    start_date: iso(page.startDate ?? null),
    end_date: iso(page.endDate ?? null),
    campaigns_count: row.campaigns ?? 0,
    updates_count: row.updates ?? 0,
    organiser: null,
    page_data: page.pageData ?? null,
    created_at: page.createdAt.toISOString(),
    ...more,
  };
}

/** The texts a page's details show, each in English and/or Dutch (ADR 043). */
const detailFields = ['name', 'label', 'description'] as const;

/**
 * A page's texts for a reader of `lang`, with the language of each, and all of them in both
 * languages (for the owner's edit form). An event's name is its `title` column.
 */
function detailTexts(type: PageType, page: PageColumns, lang: Language) {
  const nameColumn = type === 'event' ? 'title' : 'name';
  const view = {
    language: page.language,
    translation: { ...page.translation, name: page.translation[nameColumn] },
    name: page.name,
    label: page.label ?? null,
    description: page.description,
  };
  return { ...localizeTexts(lang, view, detailFields), texts: textsOf(view, detailFields) };
}

/**
 * A kind's details loader from its one read (`read`, which its profile uses too) and what the
 * kind adds to its details (`more`: links to other pages, and what it shows of them).
 */
export function detailsLoader<R extends PageRow>(
  type: PageType,
  read: (db: Db, id: number, lang: Language) => Promise<R | undefined>,
  more: (
    row: R,
    db: Db,
    lang: Language,
  ) => Promise<Partial<PageDetails>> | Partial<PageDetails> = () => ({}),
): DetailsLoader {
  return async (db, id, lang) => {
    const row = await read(db, id, lang);
    return row && pageDetails(type, row, lang, await more(row, db, lang));
  };
}

/** What a campaign's details show of the non-profit that runs it. */
const runBy = columnsOf(nonprofits, 'name', 'logo', 'email', 'phone', 'website', 'verified');
type RunBy = Pick<typeof nonprofits.$inferSelect, keyof typeof runBy>;

type Campaigns = typeof events | typeof projects;
type Campaign<T extends Campaigns> = Omit<T['$inferSelect'], 'searchVector'>;

/**
 * The details loader of a campaign a non-profit runs (an event or a project): the page with the
 * non-profit's name and checkmark, what it raised and the number of fundraisers raising money
 * for it; `more` adds what the kind shows besides.
 */
export function campaignDetailsLoader<T extends Campaigns>(
  type: 'event' | 'project',
  table: T,
  raisedFor: (id: AnyPgColumn) => SQL<number>,
  more: (page: Campaign<T>, nonprofit: RunBy) => Partial<PageDetails> & { name: string },
): DetailsLoader {
  const campaigns: Campaigns = table;
  return async (db, id, lang) => {
    const [row] = await selectPage(db, campaigns, id, {
      nonprofit: runBy,
      nonprofitName: linkedNameOf(nonprofits, nonprofits.name),
      raisedCents: raisedFor(campaigns.id),
      campaigns: count(
        sql`select count(*) from fundraisers f where f.${sql.raw(`${type}_id`)} = ${outer(campaigns.id)}`,
      ),
    }).innerJoin(nonprofits, eq(nonprofits.id, campaigns.nonprofitId));
    if (!row) return undefined;
    const page = row.page as Campaign<T>;
    const { name, ...kind } = more(page, row.nonprofit);
    // The non-profit's name in the reader's language where it has it (ADR 043).
    const nonprofitName = linkedName(lang, row.nonprofitName) ?? row.nonprofit.name;
    return pageDetails(type, { ...row, page: { ...page, name } }, lang, {
      verified: row.nonprofit.verified,
      nonprofit: { id: page.nonprofitId, name: nonprofitName },
      organiser: {
        kind: 'nonprofit',
        id: page.nonprofitId,
        name: nonprofitName,
        picture: row.nonprofit.logo,
      },
      ...kind,
    });
  };
}
