import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { HelpResponse, PageDonation } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/helpers';
import { expectTotalsOfRows } from '../../test/money-figures';
import type { Db } from '../db/client';
import { prepareDatabase } from '../startup/prepare';
import * as schema from '../db/schema';
import { seedDemoData } from './demo';
import { ensureReferenceData } from './reference';

const count = async (db: Db, table: PgTable) => {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table);
  return row!.n;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await prepareDatabase(t.database, {
    storage: t.app.storage,
    demoData: true,
    paymentsMode: 'test',
  });
}, 120_000);
afterAll(() => t.close());

describe('the demo data', () => {
  it('has the 17 SDGs, the job plan and a realistic world around them', async () => {
    const db = t.database.db;
    expect(await count(db, schema.sdgTopics)).toBe(17);
    const [plan] = await db.select().from(schema.plans).where(eq(schema.plans.id, 1));
    expect(plan).toMatchObject({ priceCents: 2500 });
    expect(await count(db, schema.users)).toBeGreaterThanOrEqual(10);
    expect(await count(db, schema.nonprofits)).toBeGreaterThanOrEqual(8);
    expect(await count(db, schema.fundraisers)).toBeGreaterThanOrEqual(12);
    expect(await count(db, schema.events)).toBeGreaterThanOrEqual(5);
    expect(await count(db, schema.projects)).toBeGreaterThanOrEqual(3);
    expect(await count(db, schema.companies)).toBeGreaterThanOrEqual(4);
    expect(await count(db, schema.companyEvents)).toBeGreaterThanOrEqual(4);
    expect(await count(db, schema.donationPackages)).toBeGreaterThanOrEqual(16);
    expect(await count(db, schema.jobs)).toBeGreaterThanOrEqual(5);
    expect(await count(db, schema.blogPosts)).toBeGreaterThanOrEqual(4);
    expect(await count(db, schema.helpArticles)).toBeGreaterThanOrEqual(8);
    expect(await count(db, schema.topics)).toBeGreaterThanOrEqual(16);
    expect(await count(db, schema.continents)).toBeGreaterThanOrEqual(5);
    expect(await count(db, schema.countries)).toBeGreaterThanOrEqual(5);
    expect(await count(db, schema.cities)).toBeGreaterThanOrEqual(5);
    expect(await count(db, schema.follows)).toBeGreaterThan(20);
    expect(await count(db, schema.contentBlocks)).toBeGreaterThan(10);
  });

  it('puts every fundraiser under a non-profit, event or project', async () => {
    const orphans = await t.database.db
      .select({ id: schema.fundraisers.id })
      .from(schema.fundraisers)
      .where(
        sql`num_nonnulls(${schema.fundraisers.nonprofitId}, ${schema.fundraisers.eventId}, ${schema.fundraisers.projectId}) = 0`,
      );
    expect(orphans).toEqual([]);
    const kinds = await t.database.db
      .select({
        events: sql<number>`count(${schema.fundraisers.eventId})`.mapWith(Number),
        projects: sql<number>`count(${schema.fundraisers.projectId})`.mapWith(Number),
      })
      .from(schema.fundraisers);
    expect(kinds[0]!.events).toBeGreaterThan(0);
    expect(kinds[0]!.projects).toBeGreaterThan(0);
  });

  it('has paid and open donations, and failed ones', async () => {
    const rows = await t.database.db
      .select({ status: schema.donations.status, n: sql<number>`count(*)`.mapWith(Number) })
      .from(schema.donations)
      .groupBy(schema.donations.status);
    const byStatus = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    expect(byStatus.paid).toBeGreaterThan(100);
    expect(byStatus.open).toBeGreaterThan(0);
    expect(
      (byStatus.failed ?? 0) + (byStatus.canceled ?? 0) + (byStatus.expired ?? 0),
    ).toBeGreaterThan(0);
  });

  it('serves the help articles on monthly donations, refunds, receipts and ANBI in both languages', async () => {
    const titles = async (lang: string) => {
      const res = await t.app.inject({ url: `/pifworld/api/v1/help-page-contents?lang=${lang}` });
      expect(res.statusCode).toBe(200);
      return (res.json() as HelpResponse).flatMap((category) =>
        category.sections.flatMap((section) =>
          section.articles.map((article) => `${article.slug}: ${article.title}`),
        ),
      );
    };
    expect(await titles('en')).toEqual(
      expect.arrayContaining([
        'stop-or-change-a-monthly-donation: How do I stop or change my monthly donation?',
        'refunds: Can I get my donation back?',
        'receipts: Where do I find my receipts?',
        'anbi-and-your-tax-return: What does ANBI mean for my tax return?',
      ]),
    );
    expect(await titles('nl')).toEqual(
      expect.arrayContaining([
        'stop-or-change-a-monthly-donation: Hoe stop of wijzig ik mijn maandelijkse donatie?',
        'refunds: Kan ik mijn donatie terugkrijgen?',
        'receipts: Waar vind ik mijn ontvangstbewijzen?',
        'anbi-and-your-tax-return: Wat betekent ANBI voor mijn belastingaangifte?',
      ]),
    );
  });

  it('makes every demo payment one the sandbox knows, and leaves nothing unpaid for long', async () => {
    const db = t.database.db;
    const rows = await db
      .select({ donation: schema.donations, payment: schema.sandboxPayments })
      .from(schema.donations)
      .leftJoin(
        schema.sandboxPayments,
        eq(schema.sandboxPayments.id, schema.donations.providerPaymentId),
      );
    expect(rows.length).toBeGreaterThan(100);
    const dayAgo = Date.now() - 24 * 3_600_000;
    for (const { donation, payment } of rows) {
      expect(payment).toMatchObject({
        status: donation.status,
        amountCents: donation.amountCents + donation.coveredFeeCents,
        metadata: { reference: donation.reference, kind: 'donation' },
      });
      if (donation.status !== 'paid') expect(donation.createdAt.getTime()).toBeGreaterThan(dayAgo);
    }
    // Each open one is checked with the sandbox, as a payment just started is: none stays open.
    const checks = await db
      .select({ key: schema.queueTasks.key })
      .from(schema.queueTasks)
      .where(eq(schema.queueTasks.kind, 'payment-check'));
    const open = rows.filter(({ donation }) => donation.status === 'open');
    expect(open.length).toBeGreaterThan(0);
    expect(checks.map((c) => c.key).sort()).toEqual(
      open.map(({ donation }) => `payment:${donation.providerPaymentId}`).sort(),
    );
  });

  it('describes each sandbox payment as checkout would: a donation to its page, in its language', async () => {
    const db = t.database.db;
    const rows = await db
      .select({
        locale: schema.donations.locale,
        description: schema.sandboxPayments.description,
        page: sql<string>`coalesce(${schema.fundraisers.name}, ${schema.nonprofits.name},
          ${schema.events.title}, ${schema.projects.name}, ${schema.companyEvents.name})`,
      })
      .from(schema.donations)
      .innerJoin(
        schema.sandboxPayments,
        eq(schema.sandboxPayments.id, schema.donations.providerPaymentId),
      )
      .leftJoin(schema.fundraisers, eq(schema.fundraisers.id, schema.donations.fundraiserId))
      .leftJoin(schema.nonprofits, eq(schema.nonprofits.id, schema.donations.nonprofitId))
      .leftJoin(schema.events, eq(schema.events.id, schema.donations.eventId))
      .leftJoin(schema.projects, eq(schema.projects.id, schema.donations.projectId))
      .leftJoin(schema.companyEvents, eq(schema.companyEvents.id, schema.donations.companyEventId));
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      const language = row.locale === 'nl' ? 'nl' : 'en';
      expect(row.description).toBe(
        `${language === 'nl' ? 'Donatie aan' : 'Donation to'} ${row.page}`,
      );
    }
    expect(new Set(rows.map((row) => row.page)).size).toBeGreaterThan(20);
  });

  it('shows the demo owner a full refund, a partial one and a chargeback the sandbox knows, and tiles that add up', async () => {
    const db = t.database.db;
    const api = (path: string) => `/pifworld/api/v1${path}`;
    const login = await t.app.inject({
      method: 'POST',
      url: api('/login'),
      payload: { email: 'demo@pifworld.org', password: 'demo-password' },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const user = login.json().user as { id: number };
    const owned = (await t.app.inject({ url: api(`/user/${user.id}/nonprofits`), headers })).json()
      .nonprofits as { id: number }[];
    const list = async (query: string) =>
      (
        await t.app.inject({
          url: api(`/page-donations/nonprofit/${owned[0]!.id}?per_page=100&${query}`),
          headers,
        })
      ).json();

    const refunded = (await list('status=refunded')).data as PageDonation[];
    const charged = (await list('status=charged_back')).data as PageDonation[];
    expect(refunded.filter((row) => row.refunded === row.amount)).toHaveLength(1);
    expect(refunded.filter((row) => row.refunded > 0 && row.refunded < row.amount)).toHaveLength(1);
    expect(charged).toHaveLength(1);
    expect(charged[0]).toMatchObject({ charged_back: charged[0]!.amount, refunded: 0 });

    // The sandbox holds the same money back on each payment.
    for (const row of [...refunded, ...charged]) {
      const [payment] = await db
        .select({
          refunded: sql<number>`(select coalesce(sum(r.amount_cents), 0) from sandbox_refunds r
            where r.payment_id = ${schema.sandboxPayments.id} and r.status = 'refunded')`.mapWith(
            Number,
          ),
          chargedBack:
            sql<number>`(select coalesce(sum(c.amount_cents), 0) from sandbox_chargebacks c
            where c.payment_id = ${schema.sandboxPayments.id} and c.reversed_at is null)`.mapWith(
              Number,
            ),
        })
        .from(schema.sandboxPayments)
        .innerJoin(
          schema.donations,
          eq(schema.donations.providerPaymentId, schema.sandboxPayments.id),
        )
        .where(eq(schema.donations.reference, row.reference));
      expect(payment).toEqual({
        refunded: Math.round(row.refunded * 100),
        chargedBack: Math.round(row.charged_back * 100),
      });
    }

    // Every tile the sum of its rows, and gross less what went back and the fees is net.
    const all = await list('');
    expect(all.meta.total).toBeLessThanOrEqual(100);
    const totals = all.totals;
    expectTotalsOfRows(all.data, totals);
    expect(totals.refunded).toBeGreaterThan(0);
    expect(totals.charged_back).toBeGreaterThan(0);
  });

  it("lets the demo owner refund part of a seeded gift; the page's totals move by exactly that", async () => {
    const api = (path: string) => `/pifworld/api/v1${path}`;
    const login = await t.app.inject({
      method: 'POST',
      url: api('/login'),
      payload: { email: 'demo@pifworld.org', password: 'demo-password' },
    });
    expect(login.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${login.json().token}` };
    const [demo] = await t.database.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, 'demo@pifworld.org'));
    const [nonprofit] = await t.database.db
      .select({ id: schema.nonprofits.id })
      .from(schema.nonprofits)
      .where(eq(schema.nonprofits.userId, demo!.id))
      .orderBy(asc(schema.nonprofits.id));
    const totals = async () =>
      (
        await t.app.inject({
          url: api(`/page-donations/nonprofit/${nonprofit!.id}?status=paid`),
          headers,
        })
      ).json();
    const before = await totals();
    const gift = (
      before.data as { id: number; amount: number; refunded: number; charged_back: number }[]
    ).find((row) => row.amount >= 20 && row.refunded === 0 && row.charged_back === 0)!;
    const refund = await t.app.inject({
      method: 'POST',
      url: api(`/donations/${gift.id}/refunds`),
      headers,
      payload: { amount: 7.5, reason: 'Asked for by the donor' },
    });
    expect(refund.statusCode).toBe(201);
    expect(refund.json()).toMatchObject({ refund: { amount: 7.5, status: 'refunded' } });
    const after = await totals();
    expect(Math.round(after.totals.refunded * 100)).toBe(
      Math.round(before.totals.refunded * 100) + 750,
    );
    expect(Math.round(after.totals.net_to_organisation * 100)).toBe(
      Math.round(before.totals.net_to_organisation * 100) - 750,
    );
    expect(after.totals.gross).toBe(before.totals.gross);
  });

  it('builds About and Contact from every block type, in both languages, with real pictures', async () => {
    const db = t.database.db;
    const blocks = await db
      .select({
        slug: schema.pages.slug,
        type: schema.pageBlocks.type,
        data: schema.pageBlocks.data,
        dataNl: schema.pageBlocks.dataNl,
      })
      .from(schema.pageBlocks)
      .innerJoin(schema.pages, eq(schema.pages.id, schema.pageBlocks.pageId))
      .orderBy(asc(schema.pageBlocks.pageId), asc(schema.pageBlocks.position));
    const types = new Set(blocks.map((b) => b.type));
    for (const type of ['hero', 'rich_text', 'image', 'faq_list', 'team_members', 'contact_form']) {
      expect(types, type).toContain(type);
    }
    expect(new Set(blocks.map((b) => b.slug))).toEqual(new Set(['about', 'contact']));
    const json = JSON.stringify(blocks);
    expect(json).not.toContain('image:');
    for (const block of blocks) expect(block.dataNl, block.type).not.toBeNull();
    const files = [...json.matchAll(/demo-[a-z]+-[a-z0-9-]+\.webp/g)].map((m) => m[0]);
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const bytes = readFileSync(path.join(t.config.STORAGE_DIR, file));
      expect(bytes.subarray(8, 12).toString(), file).toBe('WEBP');
    }
  });

  it('writes a picture for every image the rows name', async () => {
    const db = t.database.db;
    const stored = new Set(readdirSync(t.config.STORAGE_DIR));
    const named = [
      ...(await db
        .select({ a: schema.nonprofits.logo, b: schema.nonprofits.picture })
        .from(schema.nonprofits)),
      ...(await db
        .select({ a: schema.fundraisers.logo, b: schema.fundraisers.image })
        .from(schema.fundraisers)),
      ...(await db
        .select({ a: schema.users.logo, b: schema.users.backgroundImage })
        .from(schema.users)),
      ...(await db
        .select({ a: schema.blogPosts.picture, b: schema.blogPosts.picture })
        .from(schema.blogPosts)),
    ].flatMap((r) => [r.a, r.b]);
    expect(named.length).toBeGreaterThan(40);
    for (const file of named) expect(stored, String(file)).toContain(file);
  });

  it('gives every cause pictures of its own and every goal its own icon', async () => {
    const db = t.database.db;
    const owners = [
      ...(await db
        .select({
          id: schema.nonprofits.id,
          a: schema.nonprofits.logo,
          b: schema.nonprofits.picture,
        })
        .from(schema.nonprofits)
        .then((rows) => rows.map((r) => ({ ...r, c: null, kind: 'nonprofit' })))),
      ...(await db
        .select({ id: schema.events.id, a: schema.events.logo, b: schema.events.picture })
        .from(schema.events)
        .then((rows) => rows.map((r) => ({ ...r, c: null, kind: 'event' })))),
      ...(await db
        .select({ id: schema.projects.id, b: schema.projects.picture })
        .from(schema.projects)
        .then((rows) => rows.map((r) => ({ ...r, a: null, c: null, kind: 'project' })))),
      ...(await db
        .select({
          id: schema.fundraisers.id,
          a: schema.fundraisers.logo,
          b: schema.fundraisers.picture,
          c: schema.fundraisers.image,
        })
        .from(schema.fundraisers)
        .then((rows) => rows.map((r) => ({ ...r, kind: 'fundraiser' })))),
      ...(await db
        .select({ id: schema.companies.id, a: schema.companies.logo, b: schema.companies.picture })
        .from(schema.companies)
        .then((rows) => rows.map((r) => ({ ...r, c: null, kind: 'company' })))),
      ...(await db
        .select({
          id: schema.companyEvents.id,
          a: schema.companyEvents.logo,
          b: schema.companyEvents.picture,
        })
        .from(schema.companyEvents)
        .then((rows) => rows.map((r) => ({ ...r, c: null, kind: 'company event' })))),
    ];
    expect(owners.length).toBeGreaterThan(70);
    // Same bytes under two names is the same picture too: compare the stored files' contents.
    const seen = new Map<string, string>();
    for (const owner of owners) {
      for (const file of [owner.a, owner.b, owner.c]) {
        if (file === null) continue;
        expect(file, `${owner.kind} ${owner.id}`).toBeTruthy();
        const bytes = readFileSync(path.join(t.config.STORAGE_DIR, file!));
        const digest = createHash('sha256').update(bytes).digest('hex');
        const who = `${owner.kind} ${owner.id} (${file})`;
        expect(seen.get(digest), `${who} shares its picture`).toBeUndefined();
        seen.set(digest, who);
      }
    }
    const goals = await db
      .select({ number: schema.sdgTopics.number, logo: schema.sdgTopics.logo })
      .from(schema.sdgTopics);
    const icons = goals.map((g) =>
      createHash('sha256')
        .update(readFileSync(path.join(t.config.STORAGE_DIR, g.logo!)))
        .digest('hex'),
    );
    expect(new Set(icons).size).toBe(17);
  });

  it('gives every demo vacancy a real PDF, posted by a premium user', async () => {
    const db = t.database.db;
    const rows = await db
      .select({ pdf: schema.jobs.pdf, premiumSince: schema.users.premiumSince })
      .from(schema.jobs)
      .innerJoin(schema.users, eq(schema.users.id, schema.jobs.userId));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      expect(row.premiumSince).not.toBeNull();
      const bytes = readFileSync(path.join(t.config.STORAGE_DIR, row.pdf!));
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.subarray(-6).toString()).toBe('%%EOF\n');
    }
  });

  it('lets the demo account sign in with the password the README gives', async () => {
    const [demo] = await t.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'demo@pifworld.org'));
    expect(demo).toBeDefined();
    expect(await verify(demo!.passwordHash!, 'demo-password')).toBe(true);
    const owned = await t.database.db
      .select()
      .from(schema.nonprofits)
      .where(eq(schema.nonprofits.userId, demo!.id));
    expect(owned.length).toBeGreaterThan(0);
  });

  it('feeds the home totals from paid donations only', async () => {
    const paid = await t.database.db
      .select({ cents: schema.donations.countedCents })
      .from(schema.donations)
      .where(eq(schema.donations.status, 'paid'));
    const expected = paid.reduce((sum, d) => sum + (d.cents ?? 0), 0) / 100;
    const raised = (await t.app.inject({ url: '/pifworld/api/v1/total-raised' })).json();
    expect(raised.total_raised).toBe(expected);
    const fundraisers = (await t.app.inject({ url: '/pifworld/api/v1/total-fundraisers' })).json();
    expect(fundraisers.total_fundraisers).toBeGreaterThan(5);
  });

  it('is not added twice when the database is prepared again', async () => {
    const db = t.database.db;
    const before = await count(db, schema.donations);
    await prepareDatabase(t.database, {
      storage: t.app.storage,
      demoData: true,
      paymentsMode: 'test',
    });
    expect(await count(db, schema.donations)).toBe(before);
    expect(await count(db, schema.sdgTopics)).toBe(17);
  });

  it('has the demo operator as the console admin who manages the operators', async () => {
    const [operator] = await t.database.db
      .select({ role: schema.users.role })
      .from(schema.users)
      .where(eq(schema.users.email, 'admin@pifworld.org'));
    expect(operator?.role).toBe('console_admin');
  });

  it('makes the ADMIN_EMAILS accounts console admins and logs the places of the others, not them', async () => {
    const warned: unknown[][] = [];
    await prepareDatabase(t.database, {
      storage: t.app.storage,
      demoData: true,
      paymentsMode: 'test',
      adminEmails: ['nobody-yet@example.org', 'demo@pifworld.org', 'later@example.org'],
      log: { info: () => {}, warn: (...args: unknown[]) => void warned.push(args) },
    });
    const [demo] = await t.database.db
      .select({ role: schema.users.role })
      .from(schema.users)
      .where(eq(schema.users.email, 'demo@pifworld.org'));
    expect(demo!.role).toBe('console_admin');
    expect(warned).toEqual([
      [
        { entries: [1, 3] },
        'ADMIN_EMAILS: no account has the addresses at these places in the list yet',
      ],
    ]);
    expect(JSON.stringify(warned)).not.toContain('@');
  });
});

describe('determinism', () => {
  it('seeds the same world twice for the same reference day', async () => {
    const referenceDay = new Date('2026-11-21T00:00:00Z');
    const snapshot = async () => {
      const database = await createTestDatabase();
      try {
        await ensureReferenceData(database.db, t.app.storage);
        await seedDemoData(database.db, { storage: t.app.storage, referenceDay });
        const db = database.db;
        return JSON.stringify({
          users: await db
            .select({ id: schema.users.id, email: schema.users.email, logo: schema.users.logo })
            .from(schema.users)
            .orderBy(schema.users.id),
          nonprofits: await db
            .select({
              id: schema.nonprofits.id,
              uuid: schema.nonprofits.uuid,
              name: schema.nonprofits.name,
            })
            .from(schema.nonprofits)
            .orderBy(schema.nonprofits.id),
          events: await db
            .select({ id: schema.events.id, start: schema.events.startDate })
            .from(schema.events)
            .orderBy(schema.events.id),
          donations: await db
            .select({
              ref: schema.donations.reference,
              status: schema.donations.status,
              cents: schema.donations.amountCents,
              at: schema.donations.createdAt,
              f: schema.donations.fundraiserId,
            })
            .from(schema.donations)
            .orderBy(schema.donations.id),
          follows: await db
            .select({
              u: schema.follows.userId,
              t: schema.follows.topicId,
              n: schema.follows.nonprofitId,
            })
            .from(schema.follows)
            .orderBy(schema.follows.id),
          jobs: await db
            .select({ title: schema.jobs.title, deadline: schema.jobs.deadline })
            .from(schema.jobs)
            .orderBy(schema.jobs.id),
        });
      } finally {
        await database.close();
      }
    };
    const first = await snapshot();
    expect(await snapshot()).toBe(first);
  }, 120_000);
});
