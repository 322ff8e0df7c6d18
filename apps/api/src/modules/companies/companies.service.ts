import type { CompanyEventListItem, CompanyListItem, PagedMeta, PagedQuery } from '@app/contract';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyEvents, nonprofits } from '../../db/schema';
import { centsToEuros } from '../../lib/money';
import { listTotal, nameContains, offsetOf, pageMeta } from '../../lib/paging';
import { raisedForCompanyEvent, outer } from '../donations/raised';

const companyOrder = [asc(companies.name), asc(companies.id)];

/** Active companies by name, searchable, with the number of their events. */
export async function listCompanies(
  db: Db,
  query: PagedQuery,
  filter: { sdgTopicId?: number } = {},
): Promise<{ data: CompanyListItem[]; meta: PagedMeta }> {
  const conditions: (SQL | undefined)[] = [eq(companies.active, true)];
  if (query.search) conditions.push(nameContains(query.search, companies.name));
  if (filter.sdgTopicId) conditions.push(eq(companies.sdgTopicId, filter.sdgTopicId));
  const where = and(...conditions);
  const page = db
    .select({ id: companies.id })
    .from(companies)
    .where(where)
    .orderBy(...companyOrder)
    .limit(query.per_page)
    .offset(offsetOf(query))
    .as('page');
  const [rows, total] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        description: companies.description,
        label: companies.label,
        logo: companies.logo,
        picture: companies.picture,
        city: companies.city,
        colorTheme: companies.colorTheme,
        verified: companies.verified,
        events_count:
          sql<number>`(select count(*) from company_events ce where ce.company_id = ${outer(companies.id)})`.mapWith(
            Number,
          ),
      })
      .from(page)
      .innerJoin(companies, eq(companies.id, page.id))
      .orderBy(...companyOrder),
    listTotal(
      db,
      db
        .select({ one: sql`1` })
        .from(companies)
        .where(where)
        .$dynamic(),
      {
        searchedPage: query.search ? query : undefined,
      },
    ),
  ]);
  return { data: rows, meta: pageMeta(query, total) };
}

const companyEventColumns = {
  id: companyEvents.id,
  name: companyEvents.name,
  description: companyEvents.description,
  label: companyEvents.label,
  logo: companyEvents.logo,
  picture: companyEvents.picture,
  colorTheme: companyEvents.colorTheme,
  goalCents: companyEvents.goalCents,
  raisedCents: raisedForCompanyEvent(companyEvents.id),
  companyId: companies.id,
  companyName: companies.name,
  nonprofitId: nonprofits.id,
  nonprofitName: nonprofits.name,
};

function selectCompanyEvents(db: Db) {
  return db
    .select(companyEventColumns)
    .from(companyEvents)
    .innerJoin(companies, eq(companies.id, companyEvents.companyId))
    .leftJoin(nonprofits, eq(nonprofits.id, companyEvents.nonprofitId));
}

type CompanyEventRow = Awaited<ReturnType<typeof selectCompanyEvents>>[number];

function toCompanyEventItem(row: CompanyEventRow): CompanyEventListItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    label: row.label,
    logo: row.logo,
    picture: row.picture,
    colorTheme: row.colorTheme,
    goal: row.goalCents === null ? null : centsToEuros(row.goalCents),
    raised: centsToEuros(row.raisedCents),
    company: { id: row.companyId, name: row.companyName },
    nonprofit: row.nonprofitId === null ? null : { id: row.nonprofitId, name: row.nonprofitName! },
  };
}

const companyEventOrder = [asc(companyEvents.name), asc(companyEvents.id)];

/** Events of active companies by name, searchable, with raised amount, company and non-profit. */
export async function listCompanyEvents(
  db: Db,
  query: PagedQuery,
  filter: { sdgTopicId?: number } = {},
): Promise<{ data: CompanyEventListItem[]; meta: PagedMeta }> {
  const conditions: (SQL | undefined)[] = [eq(companies.active, true)];
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
  return { data: rows.map(toCompanyEventItem), meta: pageMeta(query, total) };
}

/** A company's events, newest first (GET /companies/events/{companyId}). */
export async function eventsOfCompany(db: Db, companyId: number): Promise<CompanyEventListItem[]> {
  const rows = await selectCompanyEvents(db)
    .where(eq(companyEvents.companyId, companyId))
    .orderBy(sql`${companyEvents.createdAt} desc`, asc(companyEvents.id));
  return rows.map(toCompanyEventItem);
}
