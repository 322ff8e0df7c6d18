import type { NonprofitListItem, PagedMeta, PagedQuery } from '@app/contract';
import type { Language } from '@app/i18n';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nonprofits, nonprofitTopics } from '../../db/schema';
import { centsToEuros } from '../../lib/money';
import { inLanguage } from '../../lib/page-texts';
import { listTotal, nameContains, offsetOf, pageMeta } from '../../lib/paging';
import { raisedForNonprofit } from '../pages/raised';

export interface NonprofitFilter {
  sdgTopicId?: number;
  topicId?: number;
  /** Just this one (its card). */
  id?: number;
}

const order = [asc(nonprofits.name), asc(nonprofits.id)];

/** Active non-profits by name, searchable, with what each has raised (for the page's rows only). */
export async function listNonprofits(
  db: Db,
  query: Pick<PagedQuery, 'page' | 'per_page' | 'search'>,
  lang: Language,
  filter: NonprofitFilter = {},
): Promise<{ data: NonprofitListItem[]; meta: PagedMeta }> {
  const conditions: (SQL | undefined)[] = [eq(nonprofits.active, true)];
  if (query.search) conditions.push(nameContains(query.search, nonprofits.name));
  if (filter.sdgTopicId) conditions.push(eq(nonprofits.sdgTopicId, filter.sdgTopicId));
  if (filter.id) conditions.push(eq(nonprofits.id, filter.id));
  if (filter.topicId) {
    conditions.push(
      inArray(
        nonprofits.id,
        db
          .select({ id: nonprofitTopics.nonprofitId })
          .from(nonprofitTopics)
          .where(eq(nonprofitTopics.topicId, filter.topicId)),
      ),
    );
  }
  const where = and(...conditions);
  const page = db
    .select({ id: nonprofits.id })
    .from(nonprofits)
    .where(where)
    .orderBy(...order)
    .limit(query.per_page)
    .offset(offsetOf(query))
    .as('page');

  const [rows, total] = await Promise.all([
    db
      .select({
        id: nonprofits.id,
        name: nonprofits.name,
        title: nonprofits.title,
        description: nonprofits.description,
        label: nonprofits.label,
        language: nonprofits.language,
        translation: nonprofits.translation,
        logo: nonprofits.logo,
        picture: nonprofits.picture,
        verified: nonprofits.verified,
        raisedCents: raisedForNonprofit(nonprofits.id),
      })
      .from(page)
      .innerJoin(nonprofits, eq(nonprofits.id, page.id))
      .orderBy(...order),
    listTotal(
      db,
      db
        .select({ one: sql`1` })
        .from(nonprofits)
        .where(where)
        .$dynamic(),
      {
        searchedPage: query.search ? query : undefined,
      },
    ),
  ]);
  return {
    data: rows.map(({ raisedCents, ...row }) => {
      const item = inLanguage(lang, row, ['name', 'title', 'description', 'label']);
      return { ...item, name: item.name ?? row.name, raised: centsToEuros(raisedCents) };
    }),
    meta: pageMeta(query, total),
  };
}
