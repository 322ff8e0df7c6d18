import type { CompanyListItem, PagedMeta, PagedQuery } from '@app/contract';
import type { Language } from '@app/i18n';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { inLanguage } from '../../lib/page-texts';
import { listTotal, nameContains, offsetOf, pageMeta } from '../../lib/paging';
import { outer } from '../../lib/outer-column';

const companyOrder = [asc(companies.name), asc(companies.id)];

/** Active companies by name, searchable, with the number of their events. */
export async function listCompanies(
  db: Db,
  query: PagedQuery,
  lang: Language,
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
        language: companies.language,
        translation: companies.translation,
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
  return {
    data: rows.map((row) => {
      const item = inLanguage(lang, row, ['name', 'description', 'label']);
      return { ...item, name: item.name ?? row.name };
    }),
    meta: pageMeta(query, total),
  };
}
