import { followMessages, type FollowItem, type FollowType } from '@app/contract';
import type { Language } from '@app/i18n';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, follows, fundraisers, nonprofits, topics } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { localize } from '../../lib/localize';

/** The follows column and the followed table for each type. */
const targets = {
  topic: { key: 'topicId', column: follows.topicId, table: topics },
  nonprofit: { key: 'nonprofitId', column: follows.nonprofitId, table: nonprofits },
  fundraiser: { key: 'fundraiserId', column: follows.fundraiserId, table: fundraisers },
  company: { key: 'companyId', column: follows.companyId, table: companies },
} as const;

export async function targetExists(db: Db, type: FollowType, id: number): Promise<boolean> {
  const { table } = targets[type];
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return rows.length > 0;
}

/** Everything the user follows, newest first, with names and pictures, in one query. */
export async function listFollows(
  db: Db,
  userId: number,
  lang: Language,
  only?: { type: FollowType; id: number },
) {
  const rows = await db
    .select({
      createdAt: follows.createdAt,
      topicId: topics.id,
      topicName: topics.name,
      topicNameNl: topics.nameNl,
      topicImage: topics.logo,
      nonprofitId: nonprofits.id,
      nonprofitName: nonprofits.name,
      nonprofitLogo: nonprofits.logo,
      nonprofitPicture: nonprofits.picture,
      fundraiserId: fundraisers.id,
      fundraiserName: fundraisers.name,
      fundraiserLogo: fundraisers.logo,
      fundraiserPicture: fundraisers.picture,
      companyId: companies.id,
      companyName: companies.name,
      companyLogo: companies.logo,
      companyPicture: companies.picture,
    })
    .from(follows)
    .leftJoin(topics, eq(topics.id, follows.topicId))
    .leftJoin(nonprofits, eq(nonprofits.id, follows.nonprofitId))
    .leftJoin(fundraisers, eq(fundraisers.id, follows.fundraiserId))
    .leftJoin(companies, eq(companies.id, follows.companyId))
    .where(
      and(eq(follows.userId, userId), only ? eq(targets[only.type].column, only.id) : undefined),
    )
    .orderBy(desc(follows.createdAt), desc(follows.id));

  return rows.map((row): FollowItem => {
    const followedAt = row.createdAt.toISOString();
    if (row.topicId !== null) {
      return {
        type: 'topic',
        id: row.topicId,
        name: localize(lang, row.topicName!, row.topicNameNl),
        image: row.topicImage,
        followed_at: followedAt,
      };
    }
    if (row.nonprofitId !== null) {
      return {
        type: 'nonprofit',
        id: row.nonprofitId,
        name: row.nonprofitName!,
        image: row.nonprofitLogo ?? row.nonprofitPicture,
        followed_at: followedAt,
      };
    }
    if (row.fundraiserId !== null) {
      return {
        type: 'fundraiser',
        id: row.fundraiserId,
        name: row.fundraiserName!,
        image: row.fundraiserLogo ?? row.fundraiserPicture,
        followed_at: followedAt,
      };
    }
    return {
      type: 'company',
      id: row.companyId!,
      name: row.companyName!,
      image: row.companyLogo ?? row.companyPicture,
      followed_at: followedAt,
    };
  });
}

/** Follows a page (again following it changes nothing); answers whether it was new. */
export async function follow(db: Db, userId: number, type: FollowType, id: number, lang: Language) {
  if (!(await targetExists(db, type, id))) throw notFound(followMessages.notFound);
  const inserted = await db
    .insert(follows)
    .values({ userId, [targets[type].key]: id })
    .onConflictDoNothing()
    .returning({ id: follows.id });
  const [item] = await listFollows(db, userId, lang, { type, id });
  return { created: inserted.length > 0, item: item! };
}

export async function unfollow(
  db: Db,
  userId: number,
  type: FollowType,
  id: number,
): Promise<void> {
  const removed = await db
    .delete(follows)
    .where(and(eq(follows.userId, userId), eq(targets[type].column, id)))
    .returning({ id: follows.id });
  if (removed.length === 0) throw notFound(followMessages.notFollowing);
}

export async function followersCount(db: Db, type: FollowType, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).where(eq(targets[type].column, id));
  return row?.n ?? 0;
}
