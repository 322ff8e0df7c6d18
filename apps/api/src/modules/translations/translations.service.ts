import { bundledTranslations, languages, type Language } from '@app/i18n';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { translations } from '../../db/schema';

let version = 0;

/**
 * Counts the operators' changes of strings in this process (issue 23), so that anything kept
 * from the strings (the server's drawn first screens) is drawn again after a change.
 */
export function translationsVersion(): number {
  return version;
}

export function translationsChanged(): void {
  version += 1;
}

/** Every string of a language: an operator's override where there is one, else the bundled text. */
export async function getTranslations(db: Db, locale: Language): Promise<Record<string, string>> {
  const rows = await db
    .select({
      key: translations.key,
      value: sql<string>`coalesce(${translations.override}, ${translations.value})`,
    })
    .from(translations)
    .where(eq(translations.locale, locale));
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/**
 * Brings the translations table in line with the strings shipped in packages/i18n: new keys are
 * added and changed texts updated. Runs at every start; the bundled files are the source. An
 * operator's override (issue 23) is left as it is: it is served instead of the bundled text.
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
