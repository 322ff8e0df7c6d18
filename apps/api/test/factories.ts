import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema';

/** Minimal valid rows for tests; every helper returns the inserted row. */

let sequence = 0;
const next = () => ++sequence;

export async function insertUser(db: Db, values: Partial<typeof schema.users.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(schema.users)
    .values({
      name: `User ${n}`,
      email: `user${n}-${randomBytes(3).toString('hex')}@example.org`,
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
      targetType: values.fundraiserId ? 'fundraiser' : 'nonprofit',
      paidAt: values.status === 'paid' ? new Date() : null,
      ...values,
    })
    .returning();
  return row!;
}
