import type { CompanyEventListItem, CompanyListItem, PagedMeta, PagedQuery } from '@app/contract';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyEvents, nonprofits } from '../../db/schema';
import { cachedCount } from '../../lib/count-cache';
import { centsToEuros } from '../../lib/money';
import { bySimilarity, nameContains, offsetOf, pageMeta } from '../../lib/paging';
import { raisedForCompanyEvent, outer } from '../donations/raised';

/** Active companies, searchable by name, with the number of their events. */
export async function listCompanies(
  db: Db,
  query: PagedQuery,
  filter: { sdgTopicId?: number } = {},
): Promise<{ data: CompanyListItem[]; meta: PagedMeta }> {
  const conditions: (SQL | undefined)[] = [eq(companies.active, true)];
  if (query.search) conditions.push(nameContains(query.search, companies.name));
  if (filter.sdgTopicId) conditions.push(eq(companies.sdgTopicId, filter.sdgTopicId));
  const where = and(...conditions);
  const counted = () =>
    db
      .select({ n: count() })
      .from(companies)
      .where(where)
      .then(([row]) => row?.n ?? 0);
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
      .from(companies)
      .where(where)
      .orderBy(
        ...(query.search ? [bySimilarity(query.search, companies.name)] : []),
        asc(companies.name),
        asc(companies.id),
      )
      .limit(query.per_page)
      .offset(offsetOf(query)),
    query.search || filter.sdgTopicId ? counted() : cachedCount('companies', counted),
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

/** Events of active companies, searchable by name, with raised amount, company and non-profit. */
export async function listCompanyEvents(
  db: Db,
  query: PagedQuery,
  filter: { sdgTopicId?: number } = {},
): Promise<{ data: CompanyEventListItem[]; meta: PagedMeta }> {
  const conditions: (SQL | undefined)[] = [eq(companies.active, true)];
  if (query.search) conditions.push(nameContains(query.search, companyEvents.name));
  if (filter.sdgTopicId) conditions.push(eq(companyEvents.sdgTopicId, filter.sdgTopicId));
  const where = and(...conditions);
  const counted = () =>
    db
      .select({ n: count() })
      .from(companyEvents)
      .innerJoin(companies, eq(companies.id, companyEvents.companyId))
      .where(where)
      .then(([row]) => row?.n ?? 0);
  const [rows, total] = await Promise.all([
    selectCompanyEvents(db)
      .where(where)
      .orderBy(
        ...(query.search ? [bySimilarity(query.search, companyEvents.name)] : []),
        asc(companyEvents.name),
        asc(companyEvents.id),
      )
      .limit(query.per_page)
      .offset(offsetOf(query)),
    query.search || filter.sdgTopicId ? counted() : cachedCount('company-events', counted),
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
