import { languages } from '@app/i18n';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  blogPosts,
  companies,
  companyEvents,
  events,
  fundraisers,
  jobs,
  nonprofits,
  projects,
  sdgTopics,
  topics,
} from '../../db/schema';
import { escapeHtml as escapeXml } from '../../lib/escape-html';
import { pageUrl } from './share-page';
import { fixedPath, pagePath, type CardKind } from './spa-routes';

/** The most URLs one sitemap file may list (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** The public pages without an id, first in the sitemap. */
const fixedPages = [...Object.values(fixedPath), '/terms-and-conditions', '/privacy-policy'];

/**
 * Every public page with an id, in a fixed order (kind, then id) so that the files of a paged
 * sitemap split it the same way each time: active non-profits, fundraisers and companies, the
 * active events and projects and the vacancies of active non-profits (open vacancies only), the
 * active events of active companies, every topic and goal, published blog posts.
 */
const publicPages = sql`
  select 1 as ord, 'nonprofit' as kind, id, updated_at from ${nonprofits} where active
  union all select 2, 'fundraiser', id, updated_at from ${fundraisers} where active
  union all select 3, 'event', e.id, e.updated_at from ${events} e
    join ${nonprofits} n on n.id = e.nonprofit_id where e.active and n.active
  union all select 4, 'project', p.id, p.updated_at from ${projects} p
    join ${nonprofits} n on n.id = p.nonprofit_id where p.active and n.active
  union all select 5, 'company', id, updated_at from ${companies} where active
  union all select 6, 'company-event', ce.id, ce.updated_at from ${companyEvents} ce
    join ${companies} c on c.id = ce.company_id where ce.active and c.active
  union all select 7, 'topic', id, updated_at from ${topics}
  union all select 8, 'sdg', id, updated_at from ${sdgTopics}
  union all select 9, 'job', j.id, j.updated_at from ${jobs} j
    join ${nonprofits} n on n.id = j.nonprofit_id
    where n.active and (j.deadline is null or j.deadline > now())
  union all select 10, 'blog', id, updated_at from ${blogPosts} where published`;

interface Entry {
  path: string;
  updatedAt?: Date;
}

const pages = sql`(${publicPages}) pages`;

async function countPages(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(pages);
  return row?.n ?? 0;
}

async function pagesSlice(db: Db, offset: number, limit: number): Promise<Entry[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({
      kind: sql<CardKind>`kind`,
      id: sql<number>`id`.mapWith(Number),
      updatedAt: sql<string>`updated_at`,
    })
    .from(pages)
    .orderBy(sql`ord`, sql`id`)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    path: pagePath[row.kind](row.id),
    updatedAt: new Date(row.updatedAt),
  }));
}

const XML = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One `<url>` per language, each naming every language's version (and x-default: English). */
function urlElements(base: string, entry: Entry): string[] {
  const links = [
    ...languages.map((lang) => [lang, pageUrl(base, entry.path, lang)] as const),
    ['x-default', pageUrl(base, entry.path, 'en')] as const,
  ]
    .map(
      ([lang, href]) =>
        `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`,
    )
    .join('');
  const lastmod = entry.updatedAt ? `<lastmod>${entry.updatedAt.toISOString()}</lastmod>` : '';
  return languages.map(
    (lang) =>
      `<url><loc>${escapeXml(pageUrl(base, entry.path, lang))}</loc>${lastmod}${links}</url>`,
  );
}

/**
 * A sitemap: with `file` undefined, /sitemap.xml (every page, or an index of the files once
 * there are more than `maxUrls` URLs); with `file` n, /sitemap-n.xml. Undefined for a file
 * number past the last.
 */
export async function sitemap(
  db: Db,
  base: string,
  file: number | undefined,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<string | undefined> {
  const perFile = Math.max(1, Math.floor(maxUrls / languages.length));
  const total = fixedPages.length + (await countPages(db));
  const files = Math.ceil(total / perFile);
  if (file === undefined && files > 1) {
    const items = Array.from(
      { length: files },
      (_, i) => `<sitemap><loc>${escapeXml(`${base}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
    );
    return `${XML}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
  }
  const index = (file ?? 1) - 1;
  if (index < 0 || index >= files) return undefined;
  const start = index * perFile;
  const fixed = fixedPages.slice(start, start + perFile).map((path): Entry => ({ path }));
  const fromDb = await pagesSlice(
    db,
    Math.max(0, start - fixedPages.length),
    perFile - fixed.length,
  );
  const urls = [...fixed, ...fromDb].flatMap((entry) => urlElements(base, entry));
  return `${XML}\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
