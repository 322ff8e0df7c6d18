import type { PagedMeta, PagedQuery, TopicDetails, TopicListItem } from '@app/contract';
import type { Language } from '@app/i18n';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fundraisers, nonprofits, nonprofitTopics, sdgTopics, topics } from '../../db/schema';
import { localize } from '../../lib/localize';
import { listTotal, nameContains, offsetOf, pageMeta } from '../../lib/paging';
import { followersOf } from '../follows/follower-counts';
import { outer } from '../../lib/outer-column';

const columns = {
  id: topics.id,
  name: topics.name,
  nameNl: topics.nameNl,
  description: topics.description,
  descriptionNl: topics.descriptionNl,
  label: topics.label,
  logo: topics.logo,
  picture: topics.picture,
  sdgTopicId: topics.sdgTopicId,
  sdgName: sdgTopics.name,
  sdgNameNl: sdgTopics.nameNl,
  followers: followersOf('topic_id', topics.id),
};

interface TopicRow {
  id: number;
  name: string;
  nameNl: string | null;
  description: string | null;
  descriptionNl: string | null;
  label: string | null;
  logo: string | null;
  picture: string | null;
  sdgTopicId: number | null;
  sdgName: string | null;
  sdgNameNl: string | null;
  followers: number;
}

function toItem(row: TopicRow, lang: Language): TopicListItem {
  return {
    id: row.id,
    name: localize(lang, row.name, row.nameNl),
    description:
      row.description === null ? null : localize(lang, row.description, row.descriptionNl),
    label: row.label,
    logo: row.logo,
    picture: row.picture,
    topics_id: row.sdgTopicId,
    parent_name: row.sdgName === null ? null : localize(lang, row.sdgName, row.sdgNameNl),
    followers_count: row.followers,
  };
}

const selectTopics = (db: Db) =>
  db.select(columns).from(topics).leftJoin(sdgTopics, eq(sdgTopics.id, topics.sdgTopicId));

/** Topics, searchable in English and Dutch names, in the language's alphabetical order. */
export async function listTopics(
  db: Db,
  query: PagedQuery,
  lang: Language,
  filter: { sdgTopicId?: number } = {},
): Promise<{ data: TopicListItem[]; meta: PagedMeta }> {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) conditions.push(nameContains(query.search, topics.name, topics.nameNl));
  if (filter.sdgTopicId) conditions.push(eq(topics.sdgTopicId, filter.sdgTopicId));
  const where = and(...conditions);
  const displayName =
    lang === 'nl' ? sql`coalesce(${topics.nameNl}, ${topics.name})` : sql`${topics.name}`;
  const [rows, total] = await Promise.all([
    selectTopics(db)
      .where(where)
      .orderBy(asc(displayName), asc(topics.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    listTotal(
      db,
      db
        .select({ one: sql`1` })
        .from(topics)
        .where(where)
        .$dynamic(),
      {
        searchedPage: query.search ? query : undefined,
      },
    ),
  ]);
  return { data: rows.map((row) => toItem(row, lang)), meta: pageMeta(query, total) };
}

/**
 * `limit` topics picked at random from the most followed ones (three times as many), so the
 * home page shows popular causes and a different mix on each visit.
 */
export async function popularTopics(
  db: Db,
  limit: number,
  lang: Language,
): Promise<TopicListItem[]> {
  const popular = db
    .select({ id: topics.id })
    .from(topics)
    .orderBy(desc(followersOf('topic_id', topics.id)), asc(topics.id))
    .limit(limit * 3);
  const rows = await selectTopics(db)
    .where(inArray(topics.id, popular))
    .orderBy(sql`random()`)
    .limit(limit);
  return rows.map((row) => toItem(row, lang));
}

export async function findTopic(
  db: Db,
  id: number,
  lang: Language,
): Promise<TopicDetails | undefined> {
  const [row] = await db
    .select({
      ...columns,
      sdgNumber: sdgTopics.number,
      sdgColor: sdgTopics.colorTheme,
      nonprofitsCount:
        sql<number>`(select count(*) from ${nonprofitTopics} nt join ${nonprofits} n on n.id = nt.nonprofit_id where nt.topic_id = ${outer(topics.id)} and n.active)`.mapWith(
          Number,
        ),
      fundraisersCount:
        sql<number>`(select count(*) from ${fundraisers} f where f.topic_id = ${outer(topics.id)} and f.active)`.mapWith(
          Number,
        ),
    })
    .from(topics)
    .leftJoin(sdgTopics, eq(sdgTopics.id, topics.sdgTopicId))
    .where(eq(topics.id, id));
  if (!row) return undefined;
  const item = toItem(row, lang);
  return {
    ...item,
    sdg:
      row.sdgTopicId === null
        ? null
        : {
            id: row.sdgTopicId,
            number: row.sdgNumber!,
            name: item.parent_name!,
            colorTheme: row.sdgColor!,
          },
    nonprofits_count: row.nonprofitsCount,
    fundraisers_count: row.fundraisersCount,
  };
}

/** The name of the SDG a topic belongs to. */
export async function parentTopicName(
  db: Db,
  id: number,
  lang: Language,
): Promise<string | null | undefined> {
  const [row] = await db
    .select({ name: sdgTopics.name, nameNl: sdgTopics.nameNl, topicId: topics.id })
    .from(topics)
    .leftJoin(sdgTopics, eq(sdgTopics.id, topics.sdgTopicId))
    .where(eq(topics.id, id));
  if (!row) return undefined;
  return row.name === null ? null : localize(lang, row.name, row.nameNl);
}
