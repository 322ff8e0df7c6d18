import { bundledTranslations } from '@app/i18n';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { contactMessages, translations } from '../src/db/schema';
import { syncTranslations } from '../src/modules/translations/translations.service';
import type { AdminCase } from './admin';

/** A contact form message as POST /contact stores it. */
export async function insertContactMessage(
  db: Db,
  values: Partial<typeof contactMessages.$inferInsert> = {},
) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: 'A visitor',
      email: 'visitor@example.org',
      subject: 'A question',
      message: 'How do I start a fundraiser?',
      ...values,
    })
    .returning();
  return row!;
}

/** Keys of the bundled English strings without placeholders, for overrides in tests. */
export const plainKeys = Object.keys(bundledTranslations.en).filter(
  (key) =>
    !bundledTranslations.en[key]!.includes('{{') && !bundledTranslations.nl[key]?.includes('{{'),
);

/** Sets an override straight in the database (what a test then removes). */
export async function setOverride(db: Db, lang: 'en' | 'nl', key: string, text: string) {
  await db
    .update(translations)
    .set({ override: text })
    .where(and(eq(translations.locale, lang), eq(translations.key, key)));
}

/** The console's Overview, Translations and Messages in the matrix. */
export const adminTextsCases: AdminCase[] = [
  {
    route: 'GET /admin/overview',
    writes: false,
    prepare: async () => ({ url: '/admin/overview' }),
  },
  {
    route: 'GET /admin/translations',
    writes: false,
    prepare: async () => ({ url: '/admin/translations?search=console&per_page=5' }),
  },
  {
    route: 'PUT /admin/translations/{lang}/{key}',
    writes: true,
    prepare: async ({ db }) => {
      // A test's database starts without strings; a start writes them.
      await syncTranslations(db);
      return {
        url: `/admin/translations/nl/${encodeURIComponent(plainKeys[0]!)}`,
        body: { text: 'Een eigen tekst' },
      };
    },
  },
  {
    route: 'DELETE /admin/translations/{lang}/{key}',
    writes: true,
    prepare: async ({ db }) => {
      await syncTranslations(db);
      await setOverride(db, 'en', plainKeys[1]!, 'An own text');
      return { url: `/admin/translations/en/${encodeURIComponent(plainKeys[1]!)}` };
    },
  },
  {
    route: 'GET /admin/messages',
    writes: false,
    prepare: async ({ db }) => {
      await insertContactMessage(db);
      return { url: '/admin/messages?filter=all' };
    },
  },
  ...(['read', 'answered', 'unanswered'] as const).map((change): AdminCase => ({
    route: `POST /admin/messages/{id}/${change}`,
    writes: true,
    prepare: async ({ db }) => {
      const message = await insertContactMessage(
        db,
        change === 'unanswered' ? { readAt: new Date(), answeredAt: new Date() } : {},
      );
      return { url: `/admin/messages/${message.id}/${change}` };
    },
  })),
];
