import { createHash } from 'node:crypto';
import { translationsResponse } from '@app/contract';
import { bundledTranslations, languages, type Language } from '@app/i18n';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { translations } from '../../db/schema';
import { CachedBody } from '../../lib/content-encoding';

let version = 0;

/**
 * Counts the operators' changes of strings made through this process, so that the
 * server-rendered first screens cached here are rendered again after a change. Not the database's
 * `translations_version`, which every instance sees (the dictionary's cache below, ADR 030): a
 * rendering is cached for 10 s at most.
 */
export function translationsChangedHere(): number {
  return version;
}

export function translationsChanged(): void {
  version += 1;
}

/** A language's strings as GET /translations/{language} sends them, cached between requests. */
export interface TranslationsAnswer {
  /** translations_version when the strings were read. */
  version: number;
  /** A strong tag of the strings' content: equal strings, equal tag, whatever changed them. */
  etag: string;
  /** The strings as JSON, with their compressed forms. */
  json: CachedBody;
}

/**
 * Every string of a language (an operator's override where there is one, else the bundled text),
 * cached per language with the translations version it was read at. A request reads only that
 * version (one row), and the strings again only when a write moved it, on this instance or any
 * other (the trigger of migration 0030): an override shows with the next request everywhere.
 * Reading, hashing and compressing the 1,500 strings cost the server some 35 ms per page visit.
 */
export class TranslationsCache {
  private readonly cache = new Map<Language, TranslationsAnswer>();

  constructor(private readonly db: Db) {}

  async of(locale: Language): Promise<TranslationsAnswer> {
    const cached = this.cache.get(locale);
    if (cached) {
      const [current] = await rowsOf<{ version: unknown }>(
        this.db,
        sql`select version from translations_version where one`,
      );
      if (Number(current?.version) === cached.version) return cached;
    }
    // Two requests that read at once may cache an older answer: the next one reads again.
    const answer = await readTranslations(this.db, locale);
    this.cache.set(locale, answer);
    return answer;
  }
}

/**
 * The strings and the version they belong to, in one statement (one snapshot), in the order of
 * their keys: the same strings make the same body and so the same ETag, however the table's rows
 * lie (an update moves a row, and the plan may change with the table's statistics).
 */
async function readTranslations(db: Db, locale: Language): Promise<TranslationsAnswer> {
  const rows = await rowsOf<{ version: unknown; key: string | null; value: string | null }>(
    db,
    sql`select v.version, t.key, coalesce(t.override, t.value) as value
        from translations_version v
        left join translations t on t.locale = ${locale}
        where v.one
        order by t.key collate "C"`,
  );
  const read: Record<string, string> = {};
  for (const row of rows) if (row.key !== null && row.value !== null) read[row.key] = row.value;
  // Sent as cached, past the route's serializer: checked against the contract here (ADR 023).
  const strings = translationsResponse.parse(read);
  const body = Buffer.from(JSON.stringify(strings));
  return {
    version: Number(rows[0]?.version ?? 0),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    json: new CachedBody(body),
  };
}

/**
 * Brings the translations table in line with the strings shipped in packages/i18n: new keys are
 * added and changed texts updated. Runs at every start; the bundled files are the source. An
 * operator's override is left as it is: it is served instead of the bundled text.
 */
export async function syncTranslations(db: Db): Promise<void> {
  for (const locale of languages) {
    const rows = Object.entries(bundledTranslations[locale]).map(([key, value]) => ({
      locale,
      key,
      value,
    }));
    if (rows.length === 0) continue;
    await db
      .insert(translations)
      .values(rows)
      .onConflictDoUpdate({
        target: [translations.locale, translations.key],
        set: { value: sql`excluded.value`, updatedAt: sql`now()` },
        setWhere: sql`${translations.value} is distinct from excluded.value`,
      });
  }
}
