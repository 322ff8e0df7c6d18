import { sql } from 'drizzle-orm';
import type { Storage } from '../lib/storage';
import type { Db } from '../db/client';
import { plans, sdgTopics } from '../db/schema';
import { sdgs } from './data/sdgs';
import { writeIllustration } from './images';
import { stableUuid } from './random';

/** Price of plan 1, the one-time job posting plan, in cents. */
export const JOB_PLAN_PRICE_CENTS = 2500;

/**
 * Data the platform needs whatever else is in the database: the 17 SDGs (with their pictures,
 * stored in `storage`) and the job plan. Idempotent: runs at every start and only adds what is
 * missing.
 */
export async function ensureReferenceData(db: Db, storage: Storage): Promise<void> {
  const rows = await Promise.all(
    sdgs.map(async (sdg) => ({
      number: sdg.number,
      uuid: stableUuid(`sdg-${sdg.number}`),
      name: sdg.name.en,
      nameNl: sdg.name.nl,
      description: sdg.description.en,
      descriptionNl: sdg.description.nl,
      colorTheme: sdg.color,
      logo: await writeIllustration(storage, 'logo', `sdg-${sdg.number}`, sdg.color),
      picture: await writeIllustration(storage, 'banner', `sdg-${sdg.number}`, sdg.color),
    })),
  );
  await db.insert(sdgTopics).values(rows).onConflictDoNothing({ target: sdgTopics.number });

  const [planCount] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(plans);
  if (!planCount?.count) {
    await db.insert(plans).values({
      name: 'Job posting',
      nameNl: 'Vacature plaatsen',
      priceCents: JOB_PLAN_PRICE_CENTS,
    });
  }
}
