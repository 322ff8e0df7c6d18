import type { SdgTopic } from '@app/contract';
import type { Language } from '@app/i18n';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sdgTopics } from '../../db/schema';
import { localize } from '../../lib/localize';

type SdgRow = typeof sdgTopics.$inferSelect;

function toSdgTopic(row: SdgRow, lang: Language): SdgTopic {
  return {
    id: row.id,
    uuid: row.uuid,
    number: row.number,
    name: localize(lang, row.name, row.nameNl),
    description: localize(lang, row.description, row.descriptionNl),
    logo: row.logo,
    picture: row.picture,
    colorTheme: row.colorTheme,
  };
}

export async function listSdgTopics(db: Db, lang: Language): Promise<SdgTopic[]> {
  const rows = await db.select().from(sdgTopics).orderBy(asc(sdgTopics.number));
  return rows.map((row) => toSdgTopic(row, lang));
}

export async function findSdgTopic(
  db: Db,
  id: number,
  lang: Language,
): Promise<SdgTopic | undefined> {
  const [row] = await db.select().from(sdgTopics).where(eq(sdgTopics.id, id));
  return row && toSdgTopic(row, lang);
}
