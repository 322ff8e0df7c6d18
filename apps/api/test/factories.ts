import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { issueToken } from '../src/modules/auth/tokens.service';

/** Minimal valid rows for tests; every helper returns the inserted row. */

let sequence = 0;
const next = () => ++sequence;

/**
 * An account whose address is proven, unless `emailConfirmedAt: null` says otherwise. An operator
 * has a second factor, as the console requires, unless `secondFactorSince: null` says otherwise.
 */
export async function insertUser(db: Db, values: Partial<typeof schema.users.$inferInsert> = {}) {
  const n = next();
  const operator = values.role === 'admin' || values.role === 'console_admin';
  const [row] = await db
    .insert(schema.users)
    .values({
      name: `User ${n}`,
      email: `user${n}-${randomBytes(3).toString('hex')}@example.org`,
      emailConfirmedAt: new Date(),
      ...(operator ? { secondFactorSince: new Date() } : {}),
      ...values,
    })
    .returning();
  return row!;
}

export async function insertNonprofit(
  db: Db,
  values: Partial<typeof schema.nonprofits.$inferInsert> & { userId: number },
) {
  const [row] = await db
    .insert(schema.nonprofits)
    .values({ name: `Non-profit ${next()}`, ...values })
    .returning();
  return row!;
}

export async function insertFundraiser(
  db: Db,
  values: Partial<typeof schema.fundraisers.$inferInsert> & { userId: number },
) {
  const [row] = await db
    .insert(schema.fundraisers)
    .values({ name: `Fundraiser ${next()}`, goalCents: 100_000, ...values })
    .returning();
  return row!;
}

type DonationStatus = (typeof schema.donationStatusEnum.enumValues)[number];

export async function insertDonation(
  db: Db,
  values: Partial<typeof schema.donations.$inferInsert> & {
    amountCents: number;
    status: DonationStatus;
  },
) {
  const [row] = await db
    .insert(schema.donations)
    .values({
      reference: randomBytes(12).toString('hex'),
      provider: 'sandbox',
      mode: 'test',
      targetType: values.fundraiserId ? 'fundraiser' : 'nonprofit',
      paidAt: values.status === 'paid' ? new Date() : null,
      ...values,
    })
    .returning();
  return row!;
}

export async function insertCompany(
  db: Db,
  values: Partial<typeof schema.companies.$inferInsert> & { userId: number },
) {
  const [row] = await db
    .insert(schema.companies)
    .values({ name: `Company ${next()}`, ...values })
    .returning();
  return row!;
}

export async function insertCompanyEvent(
  db: Db,
  values: Partial<typeof schema.companyEvents.$inferInsert> & {
    userId: number;
    companyId: number;
  },
) {
  const [row] = await db
    .insert(schema.companyEvents)
    .values({ name: `Company event ${next()}`, ...values })
    .returning();
  return row!;
}

export async function insertEvent(
  db: Db,
  values: Partial<typeof schema.events.$inferInsert> & { nonprofitId: number; userId: number },
) {
  const [row] = await db
    .insert(schema.events)
    .values({ title: `Event ${next()}`, ...values })
    .returning();
  return row!;
}

export async function insertProject(
  db: Db,
  values: Partial<typeof schema.projects.$inferInsert> & { nonprofitId: number; userId: number },
) {
  const [row] = await db
    .insert(schema.projects)
    .values({ name: `Project ${next()}`, ...values })
    .returning();
  return row!;
}

export async function insertDonationPackage(
  db: Db,
  values: Partial<typeof schema.donationPackages.$inferInsert> & { nonprofitId: number },
) {
  const [row] = await db
    .insert(schema.donationPackages)
    .values({ title: `Package ${next()}`, amountCents: 1_000, ...values })
    .returning();
  return row!;
}

/**
 * A user with a valid bearer token, made without the rate-limited /register endpoint (for files
 * that need more accounts than its per-IP limit allows).
 */
export async function insertSignedInUser(
  db: Db,
  values: Partial<typeof schema.users.$inferInsert> = {},
) {
  const user = await insertUser(db, values);
  const token = await issueToken(db, user.id, 1);
  return { user, token };
}

export async function insertJob(
  db: Db,
  values: Partial<typeof schema.jobs.$inferInsert> & { userId: number; nonprofitId: number },
) {
  const [row] = await db
    .insert(schema.jobs)
    .values({ title: `Job ${next()}`, email: 'jobs@example.org', ...values })
    .returning();
  return row!;
}
