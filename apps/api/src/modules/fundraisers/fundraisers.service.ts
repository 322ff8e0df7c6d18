import {
  HOME_FUNDRAISERS,
  type FundraiserListItem,
  type PagedMeta,
  type PagedQuery,
} from '@app/contract';
import type { Language } from '@app/i18n';
import { statement, type Db } from '../../db/client';
import { cacheAnswer, cachedAnswer, LIST_VERSION } from '../../lib/list-cache';
import { centsToEuros } from '../../lib/money';
import { linkedName, localizeTexts, type Bilingual } from '../../lib/page-texts';
import {
  likeLiteral,
  offsetOf,
  pageMeta,
  searchedLimit,
  searchedTotal,
  searchPattern,
  type ListTotal,
} from '../../lib/paging';

export interface FundraiserFilter {
  sdgTopicId?: number;
  topicId?: number;
}

/**
 * A page of active fundraisers, in name order or, searched, names that start with the term first
 * and then names that contain it (ADR 005), with their parents and raised amount.
 *
 * A page is read in two steps: which fundraisers make it (`browsedIds`, `searchedIds`), then their
 * cards (`cardsOf`). The ids, and the list's total or the matches counted with them, are cached in
 * the list cache (lib/list-cache.ts) with the list version they were read at, and used again
 * while the cards are read at that same version: a page asked before costs one statement.
 */
export async function listFundraisers(
  db: Db,
  query: PagedQuery,
  lang: Language,
  filter: FundraiserFilter = {},
): Promise<{ data: FundraiserListItem[]; meta: PagedMeta }> {
  const listed = [filter.sdgTopicId ?? null, filter.topicId ?? null];
  const list = `fundraisers/${listed.join('/')}`;
  const at = `page=${query.page}&per_page=${query.per_page}`;
  const [limit, offset] = [query.per_page, offsetOf(query)];
  let page: Page;
  let total: ListTotal;
  if (query.search) {
    const [startsWith, contains] = [`${likeLiteral(query.search)}%`, searchPattern(query.search)];
    const upTo = searchedLimit(query);
    page = await cachedPage(db, `${list}?${at}&search=${query.search}`, () =>
      searchedIds(db, [...listed, startsWith, contains, upTo, limit, offset]),
    );
    total = await searchedTotal(page.cards.length ? [page] : [], query, async () => {
      const [counted] = await searchedCount(db, [...listed, contains, upTo]);
      return { count: counted!.n, capped: counted!.n >= upTo };
    });
  } else {
    page = await cachedPage(db, `${list}?${at}`, () => browsedIds(db, [...listed, limit, offset]));
    total = { count: await listedTotal(db, list, listed, page.version), capped: false };
  }
  return { data: page.cards.map((card) => listItem(card, lang)), meta: pageMeta(query, total) };
}

/**
 * The statements below share their first two values: $1 an SDG, $2 a topic (or null for every
 * fundraiser). Those that depend on an offset, a filter or a search term are planned for each
 * call's values; the cards, whose plan is always the same, are a prepared statement.
 */
const LISTED = `f.active
  AND ($1::integer IS NULL OR f.sdg_topic_id = $1)
  AND ($2::integer IS NULL OR f.topic_id = $2)`;

/** A row of a page's ids, with the list version read with it and, searched, the matches. */
interface IdRow {
  id: number;
  list_version: number | string;
  matched?: number;
}

/** The ids of one page in name order: $3 per page, $4 offset. */
const browsedIds = statement<IdRow>(
  `SELECT f.id, ${LIST_VERSION} AS list_version
   FROM fundraisers f
   WHERE ${LISTED}
   ORDER BY f.name, f.id
   LIMIT $3 OFFSET $4`,
);

/**
 * The ids of one page of a searched list: names that start with the term ($3, 'term%'), then
 * names that contain it ($4, '%term%'), each part in key order (the btree and trigram indexes on
 * name_key), and how many matches there are up to $5 (the page's end plus SEARCH_COUNT_AHEAD,
 * ADR 005); $6 per page, $7 offset.
 */
const searchedIds = statement<IdRow>(
  `SELECT m.id, (count(*) OVER ())::integer AS matched, ${LIST_VERSION} AS list_version
   FROM ((SELECT f.id, f.name_key, 0 AS rank FROM fundraisers f
          WHERE ${LISTED} AND f.name_key LIKE lower($3)
          ORDER BY f.name_key, f.id LIMIT $5)
         UNION ALL
         (SELECT f.id, f.name_key, 1 AS rank FROM fundraisers f
          WHERE ${LISTED} AND f.name_key LIKE lower($4) AND NOT f.name_key LIKE lower($3)
          ORDER BY f.name_key, f.id LIMIT $5)
         LIMIT $5) m
   ORDER BY m.rank, m.name_key, m.id
   LIMIT $6 OFFSET $7`,
);

/** How many fundraisers a list has. */
const listedCount = statement<{ n: number; list_version: number | string }>(
  `SELECT count(*)::integer AS n, ${LIST_VERSION} AS list_version
   FROM fundraisers f WHERE ${LISTED}`,
);

/** How many names contain the term ($3, '%term%'), counted up to $4. */
const searchedCount = statement<{ n: number }>(
  `SELECT count(*)::integer AS n
   FROM (SELECT FROM fundraisers f WHERE ${LISTED} AND f.name_key LIKE lower($3) LIMIT $4) m`,
);

/** A card of the list, its texts in the language of its own columns and in the other. */
interface CardRow extends Bilingual {
  id: number;
  name: string;
  description: string | null;
  label: string | null;
  logo: string | null;
  picture: string | null;
  image: string | null;
  goal_cents: number | null;
  user_id: number;
  nonprofit_id: number | null;
  event_id: number | null;
  project_id: number | null;
  raised_cents: number | string;
  nonprofit_name: string | null;
  nonprofit_language: Language | null;
  nonprofit_translated: string | null;
  event_title: string | null;
  event_language: Language | null;
  event_translated: string | null;
  project_name: string | null;
  project_language: Language | null;
  project_translated: string | null;
  list_version: number | string;
}

/**
 * The cards of the fundraisers $1 (ids), in that order: each with the names of its non-profit,
 * event and project (with their languages and translated names, for the reader's language),
 * its raised amount (raised_totals) and the list version read in the same
 * snapshot.
 */
const cardsOf = statement<CardRow>(
  `SELECT f.id, f.name, f.description, f.label, f.language, f.translation,
          f.logo, f.picture, f.image, f.goal_cents,
          f.user_id, f.nonprofit_id, f.event_id, f.project_id,
          coalesce(rt.raised_cents, 0) AS raised_cents,
          n.name AS nonprofit_name, n.language AS nonprofit_language,
          n.translation ->> 'name' AS nonprofit_translated,
          e.title AS event_title, e.language AS event_language,
          e.translation ->> 'title' AS event_translated,
          p.name AS project_name, p.language AS project_language,
          p.translation ->> 'name' AS project_translated,
          ${LIST_VERSION} AS list_version
   FROM unnest($1::integer[]) WITH ORDINALITY AS page(id, n)
   JOIN fundraisers f ON f.id = page.id
   LEFT JOIN nonprofits n ON n.id = f.nonprofit_id
   LEFT JOIN events e ON e.id = f.event_id
   LEFT JOIN projects p ON p.id = f.project_id
   LEFT JOIN raised_totals rt ON rt.kind = 'fundraiser' AND rt.page_id = f.id
   ORDER BY page.n`,
  { prepare: 'fundraiser_cards' },
);

/** What the list cache holds of a page: its ids and, searched, the matches counted with them. */
interface Found {
  ids: number[];
  matched: number;
}

/** A page's cards, what is cached of it, and the list version it was found at (none: empty). */
interface Page extends Found {
  cards: CardRow[];
  version: number | undefined;
}

/**
 * The page under `key`: the cached ids' cards when they are read at the version the ids were found
 * at; otherwise `find()` the ids again, keep them (unless there are none) and read their cards.
 */
async function cachedPage(db: Db, key: string, find: () => Promise<IdRow[]>): Promise<Page> {
  const cached = cachedAnswer<Found>(db, key);
  if (cached) {
    const cards = await cardsOf(db, [cached.value.ids]);
    if (cards[0] && Number(cards[0].list_version) === cached.version) {
      return { ...cached.value, cards, version: cached.version };
    }
  }
  const rows = await find();
  if (rows.length === 0) return { ids: [], matched: 0, cards: [], version: undefined };
  const version = Number(rows[0]!.list_version);
  const found = { ids: rows.map((row) => row.id), matched: rows[0]!.matched ?? 0 };
  cacheAnswer(db, key, version, found);
  return { ...found, cards: await cardsOf(db, [found.ids]), version };
}

/**
 * How many fundraisers a list has, cached with the version it was counted at: the cached count while
 * `version` (the version its page was read at, or, for an empty page, read now) is the same.
 */
async function listedTotal(
  db: Db,
  list: string,
  listed: (number | null)[],
  version: number | undefined,
): Promise<number> {
  const key = `${list}?total`;
  const cached = cachedAnswer<number>(db, key);
  if (
    cached &&
    cached.version === (version ?? Number((await versionNow(db, []))[0]!.list_version))
  ) {
    return cached.value;
  }
  const [counted] = await listedCount(db, listed);
  cacheAnswer(db, key, Number(counted!.list_version), counted!.n);
  return counted!.n;
}

const versionNow = statement<{ list_version: number | string }>(
  `SELECT ${LIST_VERSION} AS list_version`,
);

const ref = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };

/** The texts of a fundraiser a card shows, in the reader's language where it has them. */
export const fundraiserCardTexts = ['name', 'description', 'label'] as const;

function listItem(f: CardRow, lang: Language): FundraiserListItem {
  const { values, languages } = localizeTexts(lang, f, fundraiserCardTexts);
  return {
    id: f.id,
    name: values.name ?? f.name,
    description: values.description,
    label: values.label,
    logo: f.logo,
    picture: f.picture,
    image: f.image,
    goal: f.goal_cents === null ? null : centsToEuros(f.goal_cents),
    raised: centsToEuros(Number(f.raised_cents)),
    users_id: f.user_id,
    // Their names in the reader's language where they have it (ADR 043).
    nonprofit: ref(
      f.nonprofit_id,
      linkedName(lang, {
        name: f.nonprofit_name,
        language: f.nonprofit_language,
        translated: f.nonprofit_translated,
      }),
    ),
    event: ref(
      f.event_id,
      linkedName(lang, {
        name: f.event_title,
        language: f.event_language,
        translated: f.event_translated,
      }),
    ),
    project: ref(
      f.project_id,
      linkedName(lang, {
        name: f.project_name,
        language: f.project_language,
        translated: f.project_translated,
      }),
    ),
    languages,
  };
}

/** How long home's choice of fundraisers is kept while no list changes: gifts move it too. */
const HOME_CHOICE_MS = 60_000;

/**
 * The fundraisers home shows first ($1 how many): those operators chose (the newest choice
 * first), then active ones close to their goal and recently given to: the share of the goal raised
 * while below it, plus up to one more for gifts counted in the last 30 days (one for five or more).
 */
const homeIds = statement<IdRow & { featured: boolean }>(
  `SELECT f.id, f.featured_at IS NOT NULL AS featured, ${LIST_VERSION} AS list_version
   FROM fundraisers f
   LEFT JOIN raised_totals rt ON rt.kind = 'fundraiser' AND rt.page_id = f.id
   LEFT JOIN LATERAL (
     SELECT count(*) AS gifts FROM donations d
     WHERE d.fundraiser_id = f.id AND d.status = 'paid' AND d.counted_cents > 0
       AND d.paid_at > now() - interval '30 days') recent ON true
   WHERE f.active AND (f.featured_at IS NOT NULL OR coalesce(rt.raised_cents, 0) > 0)
   ORDER BY f.featured_at DESC NULLS LAST,
     CASE WHEN f.goal_cents > 0 AND coalesce(rt.raised_cents, 0) < f.goal_cents
          THEN coalesce(rt.raised_cents, 0)::float8 / f.goal_cents ELSE 0 END
       + least(recent.gifts, 5) / 5.0 DESC,
     f.id
   LIMIT $1`,
);

interface HomeChoice {
  ids: number[];
  featured: number[];
  at: number;
}

/**
 * Home's fundraisers as cards, the featured ones marked. Which ones is cached in the list cache
 * (lib/list-cache.ts) with the list version, and for a minute at most, as gifts change the order.
 */
export async function homeFundraisers(
  db: Db,
  lang: Language,
): Promise<(FundraiserListItem & { featured: boolean })[]> {
  const key = 'home/fundraisers';
  const cached = cachedAnswer<HomeChoice>(db, key);
  let choice: HomeChoice | undefined;
  let cards: CardRow[] = [];
  if (cached && Date.now() - cached.value.at < HOME_CHOICE_MS) {
    cards = await cardsOf(db, [cached.value.ids]);
    if (cards[0] && Number(cards[0].list_version) === cached.version) choice = cached.value;
  }
  if (!choice) {
    const rows = await homeIds(db, [HOME_FUNDRAISERS]);
    choice = {
      ids: rows.map((row) => row.id),
      featured: rows.filter((row) => row.featured).map((row) => row.id),
      at: Date.now(),
    };
    if (rows[0]) cacheAnswer(db, key, Number(rows[0].list_version), choice);
    cards = rows.length ? await cardsOf(db, [choice.ids]) : [];
  }
  const featured = new Set(choice.featured);
  return cards.map((card) => ({ ...listItem(card, lang), featured: featured.has(card.id) }));
}
