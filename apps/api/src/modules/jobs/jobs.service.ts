import type { JobDetail, JobListItem, PagedMeta, PagedQuery } from '@app/contract';
import { and, count, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, nonprofits } from '../../db/schema';
import { API_PREFIX } from '../../lib/paths';
import { offsetOf, pageMeta } from '../../lib/paging';
import { prefixQuery } from '../../lib/search-query';

export type JobRow = typeof jobs.$inferSelect;

/** A vacancy is open while it has no deadline or one still ahead. */
const isOpen = () => or(isNull(jobs.deadline), gt(jobs.deadline, sql`now()`));
const closed = (deadline: Date | null, now = Date.now()) =>
  deadline !== null && deadline.getTime() <= now;

/**
 * The full-text query of the term (see `prefixQuery`) or a title close to it (so 'Coordinater'
 * finds 'Coordinator'), with its score.
 */
function jobSearch(search: string): { where: SQL; score: SQL } | undefined {
  const prefix = prefixQuery(search);
  if (!prefix) return undefined;
  const { matches, term } = prefix;
  return {
    where: sql`(${jobs.searchVector} @@ ${matches} or ${term} <% ${jobs.title})`,
    score: sql`ts_rank(${jobs.searchVector}, ${matches}) + word_similarity(${term}, ${jobs.title})`,
  };
}

const listColumns = {
  id: jobs.id,
  title: jobs.title,
  description: jobs.description,
  city: jobs.city,
  employment: jobs.employment,
  deadline: jobs.deadline,
  picture: jobs.picture,
  createdAt: jobs.createdAt,
  nonprofitId: nonprofits.id,
  nonprofitName: nonprofits.name,
};

interface ListRow {
  id: number;
  title: string;
  description: string | null;
  city: string | null;
  employment: string | null;
  deadline: Date | null;
  picture: string | null;
  createdAt: Date;
  nonprofitId: number;
  nonprofitName: string;
}

function toListItem(row: ListRow, now: number): JobListItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    city: row.city,
    employment: row.employment,
    deadline: row.deadline?.toISOString() ?? null,
    picture: row.picture,
    nonprofit: { id: row.nonprofitId, name: row.nonprofitName },
    closed: closed(row.deadline, now),
    created_at: row.createdAt.toISOString(),
  };
}

async function pageOfJobs(
  db: Db,
  query: Pick<PagedQuery, 'page' | 'per_page'>,
  where: SQL | undefined,
  order: SQL[],
): Promise<{ data: JobListItem[]; meta: PagedMeta }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(jobs)
      .innerJoin(nonprofits, eq(nonprofits.id, jobs.nonprofitId))
      .where(where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db
      .select({ total: count() })
      .from(jobs)
      .innerJoin(nonprofits, eq(nonprofits.id, jobs.nonprofitId))
      .where(where),
  ]);
  const now = Date.now();
  return {
    data: rows.map((row) => toListItem(row, now)),
    meta: pageMeta(query, total?.total ?? 0),
  };
}

const newestFirst = [desc(jobs.createdAt), desc(jobs.id)];

/**
 * Open vacancies of active non-profits: newest first, or with a search best match first.
 * `nonprofitId` and `sdgTopicId` keep one non-profit's or one goal's.
 */
export async function listJobs(
  db: Db,
  query: PagedQuery,
  filter: { sdgTopicId?: number; nonprofitId?: number } = {},
): Promise<{ data: JobListItem[]; meta: PagedMeta }> {
  const conditions: (SQL | undefined)[] = [eq(nonprofits.active, true), isOpen()];
  if (filter.sdgTopicId) conditions.push(eq(jobs.sdgTopicId, filter.sdgTopicId));
  if (filter.nonprofitId) conditions.push(eq(jobs.nonprofitId, filter.nonprofitId));
  const search = query.search ? jobSearch(query.search) : undefined;
  if (query.search && !search) return { data: [], meta: pageMeta(query, 0) };
  if (search) conditions.push(search.where);
  const order = search ? [sql`${search.score} desc`, ...newestFirst] : newestFirst;
  return pageOfJobs(db, query, and(...conditions), order);
}

/** Every job of a non-profit, closed ones too, newest first (for its owner). */
export function listNonprofitJobs(db: Db, nonprofitId: number, query: PagedQuery) {
  return pageOfJobs(db, query, eq(jobs.nonprofitId, nonprofitId), newestFirst);
}

export async function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** Where a job's PDF is served. */
export const jobPdfPath = (id: number) => `${API_PREFIX}/jobs/${id}/pdf`;

/**
 * One vacancy with its non-profit's name and logo. A job of a deactivated non-profit is only
 * shown to its poster; a closed one to everyone (ADR 008).
 */
export async function jobDetail(
  db: Db,
  id: number,
  viewerId: number | undefined,
): Promise<JobDetail | undefined> {
  const [row] = await db
    .select({
      job: jobs,
      nonprofit: { id: nonprofits.id, name: nonprofits.name, logo: nonprofits.logo },
      active: nonprofits.active,
    })
    .from(jobs)
    .innerJoin(nonprofits, eq(nonprofits.id, jobs.nonprofitId))
    .where(eq(jobs.id, id));
  if (!row || (!row.active && row.job.userId !== viewerId)) return undefined;
  const { job } = row;
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    city: job.city,
    contact: job.contact,
    employment: job.employment,
    education: job.education,
    period: job.period,
    background: job.background,
    conditions: job.conditions,
    tasks: job.tasks,
    responsibilities: job.responsibilities,
    requirements: job.requirements,
    email: job.email,
    website: job.website,
    deadline: job.deadline?.toISOString() ?? null,
    nonprofits_id: job.nonprofitId,
    user_id: job.userId,
    pdf: job.pdf,
    pdf_url: job.pdf ? jobPdfPath(job.id) : null,
    picture: job.picture,
    nonprofit: row.nonprofit,
    closed: closed(job.deadline),
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
  };
}
