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

/** How many full-text matches of one kind of page are scored (the closest names always are). */
const FULL_TEXT_CANDIDATES = 50;

/**
 * The header search: full-text in English and Dutch (every word, the last one as a prefix, so
 * 'wat' finds 'water') or trigram word similarity on names (so 'Amsterdm' finds 'Amsterdam'),
 * across every kind of page. Best match first: full-text rank plus name similarity, with a
 * bonus for names that start with the query.
 *
 * Per kind of page only a few candidates are scored: the 10 closest names (a nearest-neighbour
 * walk of the GiST trigram index) and up to 50 full-text matches (the GIN index), so a query
 * that matches thousands of pages costs no more than one that matches ten.
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
  const matches = sql`(to_tsquery('english', ${tsquery}) || to_tsquery('dutch', ${tsquery}))`;
  const term = sql`${raw}::text`;
  const prefix = sql`${`${raw}%`}::text`;

  const parts: SQL[] = sources(lang).map((source) => {
    const table = sql.raw(source.table);
    const filter = sql.raw(source.where ? `${source.where} and ` : '');
    const names = source.names.map((name) => sql.raw(name));
    const similar = sql.join(
      names.map((name) => sql`${term} <% ${name}`),
      sql` or `,
    );
    const distance =
      names.length === 1
        ? sql`${term} <<-> ${names[0]}`
        : sql`least(${sql.join(
            names.map((name) => sql`${term} <<-> ${name}`),
            sql`, `,
          )})`;
    const similarity = sql.join(
      names.map((name) => sql`word_similarity(${term}, coalesce(${name}, ''))`),
      sql`, `,
    );
    const startsWith = sql.join(
      names.map((name) => sql`${name} ilike ${prefix}`),
      sql` or `,
    );
    return sql`(select ${source.type}::text as type, id, ${sql.raw(source.title)} as title,
        ${sql.raw(source.picture)} as picture,
        ts_rank(search_vector, ${matches}) + greatest(${similarity})
          + case when ${startsWith} then 0.5 else 0 end as score
      from ${table}
      where id in (
        (select id from ${table} where ${filter}search_vector @@ ${matches}
          limit ${FULL_TEXT_CANDIDATES})
        union
        (select id from ${table} where ${filter}(${similar})
          order by ${distance} limit ${SEARCH_MAX_SUGGESTIONS})
      )
      order by score desc, id
      limit ${SEARCH_MAX_SUGGESTIONS})`;
  });

  const result = await db.execute(sql`
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
