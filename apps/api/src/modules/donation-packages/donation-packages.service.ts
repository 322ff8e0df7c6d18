import type { DonationPackage } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donationPackages, nonprofits } from '../../db/schema';
import { centsToEuros, eurosToCents } from '../../lib/money';

const columns = {
  id: donationPackages.id,
  title: donationPackages.title,
  amountCents: donationPackages.amountCents,
  nonprofitId: donationPackages.nonprofitId,
};

type PackageRow = { id: number; title: string; amountCents: number; nonprofitId: number };

const toPackage = (row: PackageRow): DonationPackage => ({
  id: row.id,
  title: row.title,
  amount: centsToEuros(row.amountCents),
  nonprofits_id: row.nonprofitId,
});

/** A non-profit's packages, smallest amount first. */
export async function packagesOfNonprofit(db: Db, nonprofitId: number): Promise<DonationPackage[]> {
  const rows = await db
    .select(columns)
    .from(donationPackages)
    .where(eq(donationPackages.nonprofitId, nonprofitId))
    .orderBy(asc(donationPackages.amountCents), asc(donationPackages.id));
  return rows.map(toPackage);
}

/** The packages of every non-profit the user owns: by non-profit, then smallest amount first. */
export async function packagesOfUser(db: Db, userId: number): Promise<DonationPackage[]> {
  const rows = await db
    .select(columns)
    .from(donationPackages)
    .innerJoin(nonprofits, eq(nonprofits.id, donationPackages.nonprofitId))
    .where(eq(nonprofits.userId, userId))
    .orderBy(
      asc(donationPackages.nonprofitId),
      asc(donationPackages.amountCents),
      asc(donationPackages.id),
    );
  return rows.map(toPackage);
}

/** A package with the owner of its non-profit, who alone may change it. */
export async function findPackage(db: Db, id: number) {
  const [row] = await db
    .select({ ...columns, ownerId: nonprofits.userId })
    .from(donationPackages)
    .innerJoin(nonprofits, eq(nonprofits.id, donationPackages.nonprofitId))
    .where(eq(donationPackages.id, id));
  return row;
}

export interface PackageValues {
  title: string;
  /** Euros, at most 2 decimals (checked by the contract). */
  amount: number;
  nonprofitId: number;
}

export async function createPackage(db: Db, values: PackageValues): Promise<DonationPackage> {
  const [row] = await db
    .insert(donationPackages)
    .values({
      title: values.title,
      amountCents: eurosToCents(values.amount),
      nonprofitId: values.nonprofitId,
    })
    .returning(columns);
  return toPackage(row!);
}

export async function updatePackage(
  db: Db,
  id: number,
  values: PackageValues,
): Promise<DonationPackage> {
  const [row] = await db
    .update(donationPackages)
    .set({
      title: values.title,
      amountCents: eurosToCents(values.amount),
      nonprofitId: values.nonprofitId,
    })
    .where(eq(donationPackages.id, id))
    .returning(columns);
  return toPackage(row!);
}

export async function deletePackage(db: Db, id: number): Promise<void> {
  await db.delete(donationPackages).where(eq(donationPackages.id, id));
}
