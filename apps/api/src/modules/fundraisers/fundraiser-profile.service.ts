import type { FundraiserProfile } from '@app/contract';
import type { Language } from '@app/i18n';
import { eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { events, fundraisers, nonprofits, projects, topics, users } from '../../db/schema';
import { localize } from '../../lib/localize';
import { centsToEuros } from '../../lib/money';
import { outer } from '../../lib/outer-column';
import { linkedName, linkedNameOf, localizeTexts, textsOf } from '../../lib/page-texts';
import { raisedForFundraiser } from '../pages/raised';
import {
  count,
  detailsLoader,
  euros,
  followersAndUpdates,
  ref,
  selectPage,
} from '../pages/page-details';

/**
 * The one read of a fundraiser page, for its details and its profile: the row with the pages it
 * raises money for, its topic and goal, what it raised, and `counts` as the details want them
 * (its followers and timeline updates; the profile does without).
 */
async function readFundraiser<S extends SelectedFields>(db: Db, id: number, counts: S) {
  const [row] = await selectPage(db, fundraisers, id, {
    nonprofitName: linkedNameOf(nonprofits, nonprofits.name),
    eventTitle: linkedNameOf(events, events.title, 'title'),
    projectName: linkedNameOf(projects, projects.name),
    topicName: topics.name,
    topicNameNl: topics.nameNl,
    raisedCents: raisedForFundraiser(fundraisers.id),
    ...counts,
  })
    .leftJoin(nonprofits, eq(nonprofits.id, fundraisers.nonprofitId))
    .leftJoin(events, eq(events.id, fundraisers.eventId))
    .leftJoin(projects, eq(projects.id, fundraisers.projectId))
    .leftJoin(topics, eq(topics.id, fundraisers.topicId))
    .innerJoin(users, eq(users.id, fundraisers.userId));
  return row;
}

/** The fundraiser's topic in the request's language. */
function topicOf(
  row: { page: { topicId: number | null }; topicName: string | null; topicNameNl: string | null },
  lang: Language,
) {
  const { topicId } = row.page;
  return topicId === null
    ? null
    : { id: topicId, name: localize(lang, row.topicName!, row.topicNameNl) };
}

/** A fundraiser's detail page (GET /fundraisers/{id}, /fundraiser/details/{id}, ...). */
export const fundraiserDetails = detailsLoader(
  'fundraiser',
  (db, id) =>
    readFundraiser(db, id, {
      ...followersAndUpdates('fundraiser_id', fundraisers.id),
      organiserName: users.name,
      organiserPhoto: users.logo,
      // The person's fundraisers visitors can see (this one included): their campaigns.
      campaigns: count(
        sql`select count(*) from fundraisers o where o.user_id = ${outer(fundraisers.userId)} and (o.active or o.id = ${outer(fundraisers.id)})`,
      ),
    }),
  (row, _db, lang) => ({
    nonprofit: ref(row.page.nonprofitId, linkedName(lang, row.nonprofitName)),
    event: ref(row.page.eventId, linkedName(lang, row.eventTitle)),
    project: ref(row.page.projectId, linkedName(lang, row.projectName)),
    topic: topicOf(row, lang),
    organiser: {
      kind: 'person' as const,
      id: row.page.userId,
      name: row.organiserName,
      picture: row.organiserPhoto,
    },
    // A person's address is asked for (the spec's form) but shown only when its owner says so;
    // the owner always reads it (GET /fundraiser-profile/{id}). The place (`location`) stays.
    address_line1: row.page.showAddress ? row.page.addressLine1 : null,
  }),
);

/** GET /fundraiser-profile/{id}: every field of the fundraiser, its non-profit, topic and raised. */
export async function findFundraiserProfile(
  db: Db,
  id: number,
  lang: Language,
): Promise<FundraiserProfile | undefined> {
  const row = await readFundraiser(db, id, {});
  if (!row) return undefined;
  const { page: f, nonprofitName, raisedCents } = row;
  const { values, languages } = localizeTexts(lang, f, fundraiserTexts);
  return {
    id: f.id,
    name: values.name ?? f.name,
    label: values.label,
    picture: f.picture,
    logo: f.logo,
    image: f.image,
    description: values.description,
    goal: euros(f.goalCents),
    addressLine1: f.addressLine1,
    show_address: f.showAddress,
    location: f.location,
    users_id: f.userId,
    nonprofits_id: f.nonprofitId,
    events_id: f.eventId,
    projects_id: f.projectId,
    topic_id: f.topicId,
    active: f.active,
    verified: f.verified,
    nonprofit: ref(f.nonprofitId, linkedName(lang, nonprofitName)),
    topic: topicOf(row, lang),
    raised: centsToEuros(raisedCents),
    languages,
    texts: textsOf(f, fundraiserTexts),
  };
}

/** A fundraiser's texts, each in English and/or Dutch. */
const fundraiserTexts = ['name', 'label', 'description'] as const;
