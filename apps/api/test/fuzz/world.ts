import { randomBytes } from 'node:crypto';
import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import * as schema from '../../src/db/schema';
import {
  insertCompany,
  insertCompanyEvent,
  insertDonation,
  insertDonationPackage,
  insertEvent,
  insertFundraiser,
  insertJob,
  insertNonprofit,
  insertProject,
  insertSignedInUser,
} from '../factories';
import type { TestApp } from '../helpers';
import { pngImage } from '../images';

/** What a path id or a body's `*_id` field can point at. */
export type Kind =
  | 'user'
  | 'nonprofit'
  | 'fundraiser'
  | 'company'
  | 'companyEvent'
  | 'event'
  | 'project'
  | 'package'
  | 'update'
  | 'job'
  | 'media'
  | 'topic'
  | 'sdg'
  | 'blog'
  | 'help';

/**
 * The people and pages the fuzzed requests point at: a signed-in owner with one page of every
 * kind (so that requests with existing ids reach the code behind the ownership checks), another
 * signed-in user who owns none of them, and ids of the seeded content.
 */
export interface World {
  owner: { id: number; token: string };
  other: { id: number; token: string };
  ids: Record<Kind, number>;
  donationReference: string;
  premiumReference: string;
  sandboxPaymentId: string;
  pageSlug: string;
  mediaFile: string;
}

/** The first id of a seeded table (the demo data has rows in each). */
async function firstId(t: TestApp, table: typeof schema.topics | typeof schema.sdgTopics) {
  const [row] = await t.app.db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1);
  return row?.id ?? 1;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const db = t.app.db;
  // The owner is a console admin too, so the console's routes, those only a console
  // admin may use among them, meet hostile input past their 403; `other` is a user, refused there.
  const owner = await insertSignedInUser(db, { premiumSince: new Date(), role: 'console_admin' });
  const other = await insertSignedInUser(db);
  const userId = owner.user.id;
  const topic = await firstId(t, schema.topics);
  const sdg = await firstId(t, schema.sdgTopics);
  const nonprofit = await insertNonprofit(db, { userId });
  const event = await insertEvent(db, { userId, nonprofitId: nonprofit.id });
  const project = await insertProject(db, { userId, nonprofitId: nonprofit.id });
  const fundraiser = await insertFundraiser(db, {
    userId,
    nonprofitId: nonprofit.id,
    topicId: topic,
  });
  const company = await insertCompany(db, { userId });
  const companyEvent = await insertCompanyEvent(db, {
    userId,
    companyId: company.id,
    nonprofitId: nonprofit.id,
  });
  const donationPackage = await insertDonationPackage(db, { nonprofitId: nonprofit.id });
  const job = await insertJob(db, { userId, nonprofitId: nonprofit.id });
  const [update] = await db
    .insert(schema.pageUpdates)
    .values({
      userId,
      nonprofitId: nonprofit.id,
      title: 'Fuzz update',
      content: '<p>Update</p>',
      updateType: 'news',
    })
    .returning();
  const mediaFile = await t.app.storage.put(await pngImage(8, 8), 'png');
  const [media] = await db.insert(schema.media).values({ userId, file: mediaFile }).returning();
  const sandboxPaymentId = `tr_sbxfuzz${randomBytes(6).toString('hex')}`;
  const donation = await insertDonation(db, {
    amountCents: 2_500,
    status: 'paid',
    nonprofitId: nonprofit.id,
    donorUserId: userId,
    providerPaymentId: sandboxPaymentId,
  });
  await db.insert(schema.sandboxPayments).values({
    id: sandboxPaymentId,
    amountCents: 2_500,
    description: 'Fuzz donation',
    redirectUrl: 'http://localhost:5173/donation/result',
    cancelUrl: 'http://localhost:5173/',
    webhookUrl: 'http://localhost:5173/pifworld/api/v1/mollie/webhook',
    metadata: { reference: donation.reference },
  });
  const [plan] = await db.select({ id: schema.plans.id }).from(schema.plans).limit(1);
  const premiumReference = randomBytes(12).toString('hex');
  await db.insert(schema.premiumPurchases).values({
    reference: premiumReference,
    userId,
    planId: plan!.id,
    nonprofitId: nonprofit.id,
    amountCents: 1_000,
    provider: 'sandbox',
    mode: 'test',
  });
  const [blog] = await db.select({ id: schema.blogPosts.id }).from(schema.blogPosts).limit(1);
  const [help] = await db.select({ id: schema.helpArticles.id }).from(schema.helpArticles).limit(1);
  const [page] = await db.select({ slug: schema.pages.slug }).from(schema.pages).limit(1);
  return {
    owner: { id: userId, token: owner.token },
    other: { id: other.user.id, token: other.token },
    ids: {
      user: userId,
      nonprofit: nonprofit.id,
      fundraiser: fundraiser.id,
      company: company.id,
      companyEvent: companyEvent.id,
      event: event.id,
      project: project.id,
      package: donationPackage.id,
      update: update!.id,
      job: job.id,
      media: media!.id,
      topic,
      sdg,
      blog: blog?.id ?? 1,
      help: help?.id ?? 1,
    },
    donationReference: donation.reference,
    premiumReference,
    sandboxPaymentId,
    pageSlug: page?.slug ?? 'about',
    mediaFile,
  };
}

/**
 * Whether an accepted request left the world usable: both people signed in and every page of
 * the owner still there. One query, run after each accepted write.
 */
export async function worldIntact(t: TestApp, world: World): Promise<boolean> {
  const db = t.app.db;
  const { ids } = world;
  const tokens = await db
    .selectDistinct({ userId: schema.accessTokens.userId })
    .from(schema.accessTokens)
    .where(
      and(
        inArray(schema.accessTokens.userId, [world.owner.id, world.other.id]),
        isNull(schema.accessTokens.revokedAt),
      ),
    );
  if (tokens.length < 2) return false;
  const { rows } = (await db.execute(sql`select
    exists(select 1 from nonprofits where id = ${ids.nonprofit})
    and exists(select 1 from fundraisers where id = ${ids.fundraiser})
    and exists(select 1 from companies where id = ${ids.company})
    and exists(select 1 from company_events where id = ${ids.companyEvent})
    and exists(select 1 from events where id = ${ids.event})
    and exists(select 1 from projects where id = ${ids.project})
    and exists(select 1 from donation_packages where id = ${ids.package})
    and exists(select 1 from page_updates where id = ${ids.update})
    and exists(select 1 from jobs where id = ${ids.job})
    and exists(select 1 from media where id = ${ids.media}) as ok`)) as unknown as {
    rows: { ok: boolean }[];
  };
  return Boolean(rows[0]?.ok);
}
