import { bundledTranslations, languages, type Language } from '@app/i18n';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { translations } from '../../db/schema';

export async function getTranslations(db: Db, locale: Language): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: translations.key, value: translations.value })
    .from(translations)
    .where(eq(translations.locale, locale));
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/**
 * Brings the translations table in line with the strings shipped in packages/i18n: new keys are
 * added and changed texts updated. Runs at every start; the bundled files are the source.
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
