import type { NonprofitListItem, PagedMeta, PagedQuery } from '@app/contract';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nonprofits, nonprofitTopics } from '../../db/schema';
import { cachedCount } from '../../lib/count-cache';
import { centsToEuros } from '../../lib/money';
import { bySimilarity, nameContains, offsetOf, pageMeta } from '../../lib/paging';
import { raisedForNonprofit } from '../donations/raised';

export interface NonprofitFilter {
  sdgTopicId?: number;
  topicId?: number;
  /** Just this one (its card). */
  id?: number;
}

/** Active non-profits, searchable by name, with their raised amount, in one query. */
export async function listNonprofits(
  db: Db,
  query: Pick<PagedQuery, 'page' | 'per_page' | 'search'>,
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
  const counted = () =>
    db
      .select({ n: count() })
      .from(nonprofits)
      .where(where)
      .then(([row]) => row?.n ?? 0);
  const unfiltered = !query.search && !filter.sdgTopicId && !filter.topicId && !filter.id;

  const [rows, total] = await Promise.all([
    db
      .select({
        id: nonprofits.id,
        name: nonprofits.name,
        title: nonprofits.title,
        description: nonprofits.description,
        label: nonprofits.label,
        logo: nonprofits.logo,
        picture: nonprofits.picture,
        verified: nonprofits.verified,
        raisedCents: raisedForNonprofit(nonprofits.id),
      })
      .from(nonprofits)
      .where(where)
      .orderBy(
        ...(query.search ? [bySimilarity(query.search, nonprofits.name)] : []),
        asc(nonprofits.name),
        asc(nonprofits.id),
      )
      .limit(query.per_page)
      .offset(offsetOf(query)),
    unfiltered ? cachedCount('nonprofits', counted) : counted(),
  ]);
  return {
    data: rows.map(({ raisedCents, ...row }) => ({ ...row, raised: centsToEuros(raisedCents) })),
    meta: pageMeta(query, total),
  };
}
