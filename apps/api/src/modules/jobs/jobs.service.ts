import type { JobListItem, PagedMeta, PagedQuery } from '@app/contract';
import { and, asc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, nonprofits } from '../../db/schema';
import { listTotal, nameContains, offsetOf, pageMeta } from '../../lib/paging';

/** Open vacancies (no deadline, or one still ahead), soonest deadline first. */
export async function listJobs(
  db: Db,
  query: PagedQuery,
  filter: { sdgTopicId?: number } = {},
): Promise<{ data: JobListItem[]; meta: PagedMeta }> {
  const conditions: (SQL | undefined)[] = [
    eq(nonprofits.active, true),
    or(isNull(jobs.deadline), gt(jobs.deadline, new Date())),
  ];
  if (query.search) conditions.push(nameContains(query.search, jobs.title));
  if (filter.sdgTopicId) conditions.push(eq(jobs.sdgTopicId, filter.sdgTopicId));
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: jobs.id,
        title: jobs.title,
        description: jobs.description,
        city: jobs.city,
        employment: jobs.employment,
        deadline: jobs.deadline,
        picture: jobs.picture,
        nonprofitId: nonprofits.id,
        nonprofitName: nonprofits.name,
      })
      .from(jobs)
      .innerJoin(nonprofits, eq(nonprofits.id, jobs.nonprofitId))
      .where(where)
      .orderBy(asc(jobs.deadline), asc(jobs.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    listTotal(
      db,
      db
        .select({ one: sql`1` })
        .from(jobs)
        .innerJoin(nonprofits, eq(nonprofits.id, jobs.nonprofitId))
        .where(where)
        .$dynamic(),
      { searchedPage: query.search ? query : undefined },
    ),
  ]);
  return {
    data: rows.map(({ nonprofitId, nonprofitName, deadline, ...row }) => ({
      ...row,
      deadline: deadline?.toISOString() ?? null,
      nonprofit: { id: nonprofitId, name: nonprofitName },
    })),
    meta: pageMeta(query, total),
  };
}
