import { hash } from '@node-rs/argon2';
import { asc, eq, inArray } from 'drizzle-orm';
import { slug } from '../lib/slug';
import type { Storage } from '../lib/storage';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import * as content from './data/content';
import * as jobData from './data/jobs';
import * as places from './data/locations';
import { dutch } from './data/dutch';
import * as orgs from './data/organisations';
import * as people from './data/people';
import * as topicData from './data/topics';
import { updates as fundraiserUpdates } from './data/updates';
import { translate } from '../lib/i18n';
import {
  demoSandboxPayments,
  demoTargetNames,
  planDonations,
  seedDemoReturns,
} from './demo-donations';
import { createImageQueue, illustrationSvg, type ImageKind } from './images';
import { writeJobPdf } from './job-pdfs';
import { createRandom, stableUuid } from './random';

export interface DemoSeedOptions {
  /** Where the demo pictures and job PDFs are stored. */
  storage: Storage;
  /** Dates in the demo data are relative to this day; defaults to today (UTC midnight). */
  referenceDay?: Date;
}

export interface DemoSeedSummary {
  users: number;
  nonprofits: number;
  fundraisers: number;
  companies: number;
  donations: number;
}

const DAY = 24 * 60 * 60 * 1000;
const palette = [
  '#2f9e44',
  '#1c7ed6',
  '#e8590c',
  '#ae3ec9',
  '#0c8599',
  '#f08c00',
  '#c2255c',
  '#5c940d',
];

/** Hours Amsterdam is ahead of UTC on that date (1 in winter, 2 in summer). */
function amsterdamOffsetHours(date: Date): number {
  const hour = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Amsterdam',
    hour: 'numeric',
    hourCycle: 'h23',
  }).format(date);
  return (Number(hour) - date.getUTCHours() + 24) % 24;
}

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * The columns of a demo text written in English, with its Dutch (`data/dutch.ts`) where there
 * is one as the other language (ADR 043).
 */
function inBothLanguages(texts: Record<string, string | undefined> | undefined) {
  const translation: Record<string, string> = {};
  for (const [field, text] of Object.entries(texts ?? {})) if (text) translation[field] = text;
  return { language: 'en' as const, translation };
}

function required<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo data: unknown ${what} '${key}'`);
  return value;
}

/** Replaces `image:<name>` tokens anywhere in a block's data with generated picture files. */
function resolveImageTokens(
  value: unknown,
  image: (kind: ImageKind, name: string) => string,
): unknown {
  if (typeof value === 'string' && value.startsWith('image:')) {
    const name = value.slice('image:'.length);
    return image(
      name.includes('hero') ? 'banner' : name.startsWith('team') ? 'logo' : 'picture',
      name,
    );
  }
  if (Array.isArray(value)) return value.map((item) => resolveImageTokens(item, image));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveImageTokens(item, image)]),
    );
  }
  return value;
}

/**
 * The demo world: people, their non-profits, fundraisers, companies and events, jobs, blog posts,
 * the help center, About and Contact pages, places, follows and donations. Deterministic for a
 * given reference day. Runs in one transaction: all or nothing.
 */
export async function seedDemoData(db: Db, options: DemoSeedOptions): Promise<DemoSeedSummary> {
  const referenceDay = startOfUtcDay(options.referenceDay ?? new Date());
  /** A moment `days` after the reference day at `hour` o'clock Amsterdam time. */
  const at = (days: number, hour = 0) => {
    const utcGuess = new Date(referenceDay.getTime() + days * DAY + hour * 3_600_000);
    return new Date(utcGuess.getTime() - amsterdamOffsetHours(utcGuess) * 3_600_000);
  };
  /** When the demo's verified pages were checked, as the public page says. */
  const verifiedOn = at(-30, 11);
  const random = createRandom(20260115);
  const images = createImageQueue(options.storage);
  const image = (kind: ImageKind, name: string, color?: string) =>
    images.add(kind, name, color ?? palette[name.length % palette.length]!);

  // Password hashes are made before the transaction: argon2 is deliberately slow.
  const passwordHashes = await Promise.all(people.users.map((user) => hash(user.password)));

  return db.transaction(async (tx) => {
    const sdgRows = await tx
      .select({ id: schema.sdgTopics.id, number: schema.sdgTopics.number })
      .from(schema.sdgTopics);
    const sdgIds = new Map(sdgRows.map((row) => [String(row.number), row.id]));
    const sdgId = (number: number) => required(sdgIds, String(number), 'SDG number');

    const userIds = new Map<string, number>();
    for (const [index, user] of people.users.entries()) {
      const color = palette[index % palette.length]!;
      const [row] = await tx
        .insert(schema.users)
        .values({
          name: user.name,
          email: user.email.toLowerCase(),
          // The demo's people own their addresses: nothing to confirm when trying it.
          emailConfirmedAt: new Date(),
          passwordHash: passwordHashes[index],
          locale: user.locale,
          role: user.role ?? 'user',
          description: user.description,
          logo: image('logo', `user-${user.key}`, color),
          backgroundImage: image('banner', `user-${user.key}`, color),
        })
        .returning({ id: schema.users.id });
      userIds.set(user.key, row!.id);
    }
    const userId = (key: string) => required(userIds, key, 'user');

    const topicIds = new Map<string, number>();
    for (const topic of topicData.topics) {
      const color = palette[topic.sdg % palette.length]!;
      const [row] = await tx
        .insert(schema.topics)
        .values({
          sdgTopicId: sdgId(topic.sdg),
          name: topic.name.en,
          nameNl: topic.name.nl,
          description: topic.description.en,
          descriptionNl: topic.description.nl,
          label: topic.label,
          logo: image('logo', `topic-${topic.key}`, color),
          picture: image('picture', `topic-${topic.key}`, color),
        })
        .returning({ id: schema.topics.id });
      topicIds.set(topic.key, row!.id);
    }

    const continentIds = new Map<string, number>();
    for (const continent of places.continents) {
      const [row] = await tx
        .insert(schema.continents)
        .values({
          name: continent.name.en,
          nameNl: continent.name.nl,
          description: continent.description.en,
          descriptionNl: continent.description.nl,
          colorTheme: continent.color,
          picture: image('picture', `continent-${continent.key}`, continent.color),
        })
        .returning({ id: schema.continents.id });
      continentIds.set(continent.key, row!.id);
    }
    const countryIds = new Map<string, number>();
    for (const country of places.countries) {
      const [row] = await tx
        .insert(schema.countries)
        .values({
          continentId: required(continentIds, country.continentKey, 'continent'),
          code: country.code,
          name: country.name.en,
          nameNl: country.name.nl,
          description: country.description.en,
          descriptionNl: country.description.nl,
          colorTheme: country.color,
          picture: image('picture', `country-${slug(country.code)}`, country.color),
        })
        .returning({ id: schema.countries.id });
      countryIds.set(country.code, row!.id);
    }
    for (const city of places.cities) {
      await tx.insert(schema.cities).values({
        countryId: required(countryIds, city.countryCode, 'country'),
        name: city.name.en,
        nameNl: city.name.nl,
        description: city.description.en,
        descriptionNl: city.description.nl,
        colorTheme: city.color,
        picture: image('picture', `city-${slug(city.name.en)}`, city.color),
      });
    }

    const nonprofitIds = new Map<string, number>();
    const eventIds = new Map<string, { id: number; nonprofitId: number }>();
    const projectIds = new Map<string, { id: number; nonprofitId: number }>();
    for (const np of orgs.nonprofits) {
      const owner = userId(np.ownerKey);
      const npDutch = dutch.nonprofits[np.key];
      const [row] = await tx
        .insert(schema.nonprofits)
        .values({
          ...inBothLanguages(
            npDutch && {
              title: npDutch.title,
              label: npDutch.label,
              description: npDutch.description,
            },
          ),
          uuid: stableUuid(`nonprofit-${np.key}`),
          userId: owner,
          sdgTopicId: sdgId(np.sdg),
          name: np.name,
          title: np.title,
          label: np.label,
          type: np.type,
          description: np.description,
          addressLine1: np.addressLine1,
          city: np.city,
          email: np.email,
          phone: np.phone,
          website: np.website,
          verified: np.verified,
          verifiedAt: np.verified ? verifiedOn : null,
          logo: image('logo', `nonprofit-${np.key}`, np.color),
          picture: image('banner', `nonprofit-${np.key}`, np.color),
        })
        .returning({ id: schema.nonprofits.id });
      const nonprofitId = row!.id;
      nonprofitIds.set(np.key, nonprofitId);
      if (np.topicKeys.length > 0) {
        await tx
          .insert(schema.nonprofitTopics)
          .values(
            np.topicKeys.map((key) => ({ nonprofitId, topicId: required(topicIds, key, 'topic') })),
          );
      }
      if (np.packages.length > 0) {
        await tx.insert(schema.donationPackages).values(
          np.packages.map((pkg, position) => ({
            ...inBothLanguages({ title: npDutch?.packages[position] }),
            nonprofitId,
            title: pkg.title,
            amountCents: Math.round(pkg.amount * 100),
          })),
        );
      }
      for (const event of np.events) {
        const startDate = at(event.startInDays, event.startHour ?? 10);
        const [eventRow] = await tx
          .insert(schema.events)
          .values({
            ...inBothLanguages(dutch.events[event.key]),
            nonprofitId,
            userId: owner,
            sdgTopicId: sdgId(np.sdg),
            title: event.title,
            label: event.label,
            description: event.description,
            addressLine1: event.addressLine1,
            startDate,
            endDate: new Date(startDate.getTime() + event.durationHours * 3_600_000),
            picture: image('banner', `event-${event.key}`, np.color),
            logo: image('logo', `event-${event.key}`, np.color),
          })
          .returning({ id: schema.events.id });
        eventIds.set(event.key, { id: eventRow!.id, nonprofitId });
      }
      for (const project of np.projects) {
        const [projectRow] = await tx
          .insert(schema.projects)
          .values({
            ...inBothLanguages(dutch.projects[project.key]),
            nonprofitId,
            userId: owner,
            sdgTopicId: sdgId(np.sdg),
            name: project.name,
            description: project.description,
            picture: image('banner', `project-${project.key}`, np.color),
          })
          .returning({ id: schema.projects.id });
        projectIds.set(project.key, { id: projectRow!.id, nonprofitId });
      }
      if (np.contentBlocks.length > 0) {
        await tx.insert(schema.contentBlocks).values(
          np.contentBlocks.map((block, position) => ({
            ...inBothLanguages(npDutch?.contentBlocks[position]),
            nonprofitId,
            position,
            blockType: block.type,
            title: block.title,
            text: block.text ?? null,
            content: block.content ?? null,
          })),
        );
      }
    }

    const fundraiserIds: number[] = [];
    for (const f of orgs.fundraisers) {
      const parent =
        'nonprofitKey' in f.parent
          ? { nonprofitId: required(nonprofitIds, f.parent.nonprofitKey, 'non-profit') }
          : 'eventKey' in f.parent
            ? (({ id, nonprofitId }) => ({ eventId: id, nonprofitId }))(
                required(eventIds, f.parent.eventKey, 'event'),
              )
            : (({ id, nonprofitId }) => ({ projectId: id, nonprofitId }))(
                required(projectIds, f.parent.projectKey, 'project'),
              );
      const topicId = required(topicIds, f.topicKey, 'topic');
      const topic = topicData.topics.find((t) => t.key === f.topicKey)!;
      const [row] = await tx
        .insert(schema.fundraisers)
        .values({
          ...inBothLanguages(dutch.fundraisers[f.key]),
          userId: userId(f.ownerKey),
          ...parent,
          topicId,
          sdgTopicId: sdgId(topic.sdg),
          name: f.name,
          label: f.label,
          description: f.description,
          goalCents: Math.round(f.goal * 100),
          addressLine1: f.addressLine1,
          location: f.location,
          verified: f.verified,
          verifiedAt: f.verified ? verifiedOn : null,
          picture: image('banner', `fundraiser-${f.key}`, f.color),
          logo: image('logo', `fundraiser-${f.key}`, f.color),
          image: image('picture', `fundraiser-${f.key}`, f.color),
        })
        .returning({ id: schema.fundraisers.id });
      fundraiserIds.push(row!.id);
    }

    // What the people behind the fundraisers told their supporters, in both languages.
    const fundraiserKeys = orgs.fundraisers.map((f) => f.key);
    const paragraphs = (text: string) =>
      text
        .split('\n')
        .map((paragraph) => `<p>${paragraph}</p>`)
        .join('');
    for (const update of fundraiserUpdates) {
      const at = fundraiserKeys.indexOf(update.fundraiserKey);
      if (at === -1) throw new Error(`unknown fundraiser ${update.fundraiserKey}`);
      await tx.insert(schema.pageUpdates).values({
        ...inBothLanguages({ title: update.title.nl, content: paragraphs(update.content.nl) }),
        userId: userId(orgs.fundraisers[at]!.ownerKey),
        fundraiserId: fundraiserIds[at]!,
        title: update.title.en,
        content: paragraphs(update.content.en),
        updateType: update.updateType,
        createdAt: new Date(referenceDay.getTime() - update.daysAgo * DAY),
      });
    }

    const companyIds: number[] = [];
    const companyEventIds: number[] = [];
    for (const company of orgs.companies) {
      const owner = userId(company.ownerKey);
      const [row] = await tx
        .insert(schema.companies)
        .values({
          ...inBothLanguages(dutch.companies[company.key]),
          userId: owner,
          sdgTopicId: sdgId(company.sdg),
          name: company.name,
          label: company.label,
          email: company.email,
          phone: company.phone,
          website: company.website,
          colorTheme: company.color,
          description: company.description,
          addressLine1: company.addressLine1,
          city: company.city,
          postCode: company.postCode,
          verified: company.verified,
          verifiedAt: company.verified ? verifiedOn : null,
          pageData: company.pageData,
          logo: image('logo', `company-${company.key}`, company.color),
          picture: image('banner', `company-${company.key}`, company.color),
        })
        .returning({ id: schema.companies.id });
      const companyId = row!.id;
      companyIds.push(companyId);
      for (const event of company.events) {
        const [eventRow] = await tx
          .insert(schema.companyEvents)
          .values({
            ...inBothLanguages(dutch.companyEvents[event.key]),
            companyId,
            userId: owner,
            nonprofitId: required(nonprofitIds, event.nonprofitKey, 'non-profit'),
            sdgTopicId: sdgId(company.sdg),
            name: event.name,
            label: event.label,
            description: event.description,
            hostFriendlyName: event.hostFriendlyName,
            goalCents: Math.round(event.goal * 100),
            colorTheme: company.color,
            picture: image('banner', `company-event-${event.key}`, company.color),
            logo: image('logo', `company-event-${event.key}`, company.color),
          })
          .returning({ id: schema.companyEvents.id });
        companyEventIds.push(eventRow!.id);
      }
    }

    for (const [index, job] of jobData.jobs.entries()) {
      const nonprofitId = required(nonprofitIds, job.nonprofitKey, 'non-profit');
      const np = orgs.nonprofits.find((n) => n.key === job.nonprofitKey)!;
      await tx.insert(schema.jobs).values({
        nonprofitId,
        userId: userId(np.ownerKey),
        sdgTopicId: sdgId(np.sdg),
        title: job.title,
        description: job.description,
        city: job.city,
        contact: job.contact,
        employment: job.employment,
        education: job.education,
        period: job.period,
        background: job.background,
        conditions: job.conditions,
        tasks: job.tasks,
        responsibilities: job.responsibilities,
        requirements: job.requirements,
        email: job.email,
        website: job.website,
        deadline: at(job.deadlineInDays, 17),
        picture: image('picture', `job-${slug(job.title)}`, np.color),
        pdf: await writeJobPdf(options.storage, job, {
          name: np.name,
          logo: Buffer.from(illustrationSvg('logo', np.color, `nonprofit-${np.key}`)),
        }),
        // Posted over the last weeks, so that "newest first" means something.
        createdAt: at(-(index * 4 + 2), 9),
      });
    }
    // Posting jobs is a premium feature: the demo posters have it.
    const posters = jobData.jobs.map((job) =>
      userId(orgs.nonprofits.find((n) => n.key === job.nonprofitKey)!.ownerKey),
    );
    await tx
      .update(schema.users)
      .set({ premiumSince: at(-60, 10) })
      .where(inArray(schema.users.id, posters));

    for (const post of content.blogPosts) {
      const createdAt = at(-post.daysAgo, 9);
      await tx.insert(schema.blogPosts).values({
        authorId: userId(post.authorKey),
        name: post.name.en,
        nameNl: post.name.nl,
        description: post.description.en,
        descriptionNl: post.description.nl,
        picture: image('banner', `blog-${slug(post.name.en)}`, post.color),
        createdAt,
        updatedAt: createdAt,
      });
    }

    for (const [categoryPosition, category] of content.helpCenter.entries()) {
      const [categoryRow] = await tx
        .insert(schema.helpCategories)
        .values({
          position: categoryPosition,
          title: category.title.en,
          titleNl: category.title.nl,
        })
        .returning({ id: schema.helpCategories.id });
      for (const [sectionPosition, section] of category.sections.entries()) {
        const [sectionRow] = await tx
          .insert(schema.helpSections)
          .values({
            categoryId: categoryRow!.id,
            position: sectionPosition,
            title: section.title.en,
            titleNl: section.title.nl,
          })
          .returning({ id: schema.helpSections.id });
        await tx.insert(schema.helpArticles).values(
          section.articles.map((article, position) => ({
            sectionId: sectionRow!.id,
            position,
            slug: article.slug,
            title: article.title.en,
            titleNl: article.title.nl,
            content: article.content.en,
            contentNl: article.content.nl,
          })),
        );
      }
    }

    const pageImage = (kind: ImageKind, name: string) => image(kind, `page-${name}`);
    for (const page of content.pages) {
      const [pageRow] = await tx
        .insert(schema.pages)
        .values({
          slug: page.slug,
          title: page.title.en,
          titleNl: page.title.nl,
          metaTitle: page.metaTitle.en,
          metaTitleNl: page.metaTitle.nl,
          metaDescription: page.metaDescription.en,
          metaDescriptionNl: page.metaDescription.nl,
          published: true,
        })
        .returning({ id: schema.pages.id });
      for (const [position, block] of page.blocks.entries()) {
        await tx.insert(schema.pageBlocks).values({
          pageId: pageRow!.id,
          position,
          type: block.type,
          data: resolveImageTokens(block.en, pageImage) as Record<string, unknown>,
          dataNl: resolveImageTokens(block.nl, pageImage) as Record<string, unknown>,
        });
      }
    }

    // Everyone follows a few pages; the demo account follows a bit of everything.
    const follows: (typeof schema.follows.$inferInsert)[] = [];
    const topicIdList = [...topicIds.values()];
    const nonprofitIdList = [...nonprofitIds.values()];
    for (const id of userIds.values()) {
      const pickSome = (ids: number[], n: number) => [
        ...new Set(Array.from({ length: n }, () => random.pick(ids))),
      ];
      for (const topicId of pickSome(topicIdList, 3)) follows.push({ userId: id, topicId });
      for (const nonprofitId of pickSome(nonprofitIdList, 2))
        follows.push({ userId: id, nonprofitId });
      for (const fundraiserId of pickSome(fundraiserIds, 2))
        follows.push({ userId: id, fundraiserId });
      for (const companyId of pickSome(companyIds, 1)) follows.push({ userId: id, companyId });
    }
    await tx.insert(schema.follows).values(follows).onConflictDoNothing();

    const donationRows = planDonations(
      random,
      [
        ...fundraiserIds.map((fundraiserId) => ({
          target: { targetType: 'fundraiser' as const, fundraiserId },
          count: random.int(4, 22),
        })),
        ...nonprofitIdList.map((nonprofitId) => ({
          target: { targetType: 'nonprofit' as const, nonprofitId },
          count: random.int(5, 16),
        })),
        ...[...eventIds.values()].map(({ id }) => ({
          target: { targetType: 'event' as const, eventId: id },
          count: random.int(2, 8),
        })),
        ...[...projectIds.values()].map(({ id }) => ({
          target: { targetType: 'project' as const, projectId: id },
          count: random.int(2, 8),
        })),
        ...companyEventIds.map((companyEventId) => ({
          target: { targetType: 'company-event' as const, companyEventId },
          count: random.int(2, 8),
        })),
      ],
      [...userIds.values()],
      referenceDay,
      options.referenceDay ?? new Date(),
    );
    // The sandbox knows each payment, so the demo's money can be refunded and charged back;
    // its description is the one checkout gives a payment to that page.
    const pageName = await demoTargetNames(tx);
    const sandboxRows = demoSandboxPayments(donationRows, (row) =>
      translate(row.locale ?? 'en', 'mail.receipt.description', { name: pageName(row) }),
    );
    for (let i = 0; i < donationRows.length; i += 200) {
      await tx.insert(schema.donations).values(donationRows.slice(i, i + 200));
      await tx.insert(schema.sandboxPayments).values(sandboxRows.slice(i, i + 200));
    }
    // Money that went back, on the demo owner's non-profit that their list shows first.
    const demoOwner = userId('demo');
    const [returnsPage] = await tx
      .select({ id: schema.nonprofits.id })
      .from(schema.nonprofits)
      .where(eq(schema.nonprofits.userId, demoOwner))
      .orderBy(asc(schema.nonprofits.name))
      .limit(1);
    if (returnsPage) {
      await seedDemoReturns(
        tx,
        { nonprofitId: returnsPage.id, ownerId: demoOwner },
        options.referenceDay ?? new Date(),
      );
    }

    // Draw the pictures the rows name; a failure here rolls the whole seed back.
    await images.flush();
    return {
      users: userIds.size,
      nonprofits: nonprofitIds.size,
      fundraisers: fundraiserIds.length,
      companies: companyIds.length,
      donations: donationRows.length,
    };
  });
}
