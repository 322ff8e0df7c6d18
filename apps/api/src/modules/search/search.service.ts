import { SEARCH_MAX_SUGGESTIONS, type SearchSuggestion, type SearchType } from '@app/contract';
import type { Language } from '@app/i18n';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Web path of each kind of result. */
const links: Record<SearchType, (id: number) => string> = {
  nonprofit: (id) => `/nonprofit-details/${id}`,
  fundraiser: (id) => `/fundraiser-details/${id}`,
  event: (id) => `/events-details/${id}`,
  project: (id) => `/discover/details/project/${id}`,
  company: (id) => `/company-details/${id}`,
  'company-event': (id) => `/companyEvents-details/${id}`,
  topic: (id) => `/topics-details/${id}`,
  job: (id) => `/jobs/${id}`,
};

/** Words of a query, lower-case, letters and digits only: safe to put in a tsquery. */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

interface Source {
  type: SearchType;
  table: string;
  /** Expression of the title shown. */
  title: string;
  /** Columns matched by trigram similarity (typos, parts of words). */
  names: string[];
  picture: string;
  where?: string;
}

function sources(lang: Language): Source[] {
  return [
    {
      type: 'nonprofit',
      table: 'nonprofits',
      title: 'name',
      names: ['name'],
      picture: 'coalesce(logo, picture)',
      where: 'active',
    },
    {
      type: 'fundraiser',
      table: 'fundraisers',
      title: 'name',
      names: ['name'],
      picture: 'coalesce(logo, picture, image)',
      where: 'active',
    },
    {
      type: 'event',
      table: 'events',
      title: 'title',
      names: ['title'],
      picture: 'coalesce(logo, picture)',
    },
    { type: 'project', table: 'projects', title: 'name', names: ['name'], picture: 'picture' },
    {
      type: 'company',
      table: 'companies',
      title: 'name',
      names: ['name'],
      picture: 'coalesce(logo, picture)',
      where: 'active',
    },
    {
      type: 'company-event',
      table: 'company_events',
      title: 'name',
      names: ['name'],
      picture: 'coalesce(logo, picture)',
    },
    {
      type: 'topic',
      table: 'topics',
      title: lang === 'nl' ? 'coalesce(name_nl, name)' : 'name',
      names: ['name', 'name_nl'],
      picture: 'coalesce(logo, picture)',
    },
    {
      type: 'job',
      table: 'jobs',
      title: 'title',
      names: ['title'],
      picture: 'picture',
      where: '(deadline is null or deadline > now())',
    },
  ];
}

/**
 * The header search: full-text in English and Dutch (every word, the last one as a prefix, so
 * 'wat' finds 'water') or trigram word similarity on names (so 'Amsterdm' finds 'Amsterdam'),
 * across every kind of page. Best match first: full-text rank plus name similarity, with a
 * bonus for names that start with the query.
 */
export async function universalSearch(
  db: Db,
  query: string,
  lang: Language,
): Promise<SearchSuggestion[]> {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const tsquery = words.map((word) => `${word}:*`).join(' & ');
  const raw = words.join(' ');
  const prefix = `${raw}%`;

  const parts: SQL[] = sources(lang).map((source) => {
    const similar = source.names.map((name) => `sql_raw <% ${name}`).join(' or ');
    const similarity = source.names
      .map((name) => `word_similarity(sql_raw, coalesce(${name}, ''))`)
      .join(', ');
    const startsWith = source.names.map((name) => `${name} ilike sql_prefix`).join(' or ');
    const filter = source.where ? `${source.where} and ` : '';
    const body = `select '${source.type}' as type, id, ${source.title} as title, ${source.picture} as picture,
        ts_rank(search_vector, sql_query) + greatest(${similarity}) + case when ${startsWith} then 0.5 else 0 end as score
      from ${source.table}, params
      where ${filter}(search_vector @@ sql_query or ${similar})
      order by score desc, id
      limit ${SEARCH_MAX_SUGGESTIONS}`;
    return sql`(${sql.raw(body)})`;
  });

  const result = await db.execute(sql`
    with params as (
      select (to_tsquery('english', ${tsquery}) || to_tsquery('dutch', ${tsquery})) as sql_query,
             ${raw}::text as sql_raw,
             ${prefix}::text as sql_prefix
    )
    select type, id, title, picture from (${sql.join(parts, sql` union all `)}) as found
    order by score desc, type, id
    limit ${SEARCH_MAX_SUGGESTIONS}`);
  const rows = (
    result as unknown as {
      rows: { type: SearchType; id: number; title: string; picture: string | null }[];
    }
  ).rows;
  return rows.map((row) => ({ ...row, id: Number(row.id), link: links[row.type](Number(row.id)) }));
}
