import { sql, type SQL } from 'drizzle-orm';

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

/**
 * Full-text query of a search term in English and Dutch: every word, the last one as a prefix
 * (so 'wat' finds 'water'), with the words joined as the term for trigram similarity. Undefined
 * when the term has no letters or digits.
 */
export function prefixQuery(query: string): { matches: SQL; term: string } | undefined {
  const words = queryWords(query);
  if (words.length === 0) return undefined;
  const tsquery = words.map((word) => `${word}:*`).join(' & ');
  return {
    matches: sql`(to_tsquery('english', ${tsquery}) || to_tsquery('dutch', ${tsquery}))`,
    term: words.join(' '),
  };
}
