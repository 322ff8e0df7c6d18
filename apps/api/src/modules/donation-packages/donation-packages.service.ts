import type { DonationPackage } from '@app/contract';
import type { Language } from '@app/i18n';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donationPackages, nonprofits } from '../../db/schema';
import { centsToEuros, eurosToCents } from '../../lib/money';
import { localizeTexts, textsOf, writtenTexts, type Bilingual } from '../../lib/page-texts';

const columns = {
  id: donationPackages.id,
  title: donationPackages.title,
  language: donationPackages.language,
  translation: donationPackages.translation,
  amountCents: donationPackages.amountCents,
  nonprofitId: donationPackages.nonprofitId,
};

interface PackageRow extends Bilingual {
  id: number;
  title: string;
  amountCents: number;
  nonprofitId: number;
}

/** A package's text, in English and/or Dutch. */
const packageTexts = ['title'] as const;

function toPackage(row: PackageRow, lang: Language): DonationPackage {
  const { values, languages } = localizeTexts(lang, row, packageTexts);
  return {
    id: row.id,
    title: values.title ?? row.title,
    amount: centsToEuros(row.amountCents),
    nonprofits_id: row.nonprofitId,
    languages,
    texts: textsOf(row, packageTexts),
  };
}

/** A non-profit's packages, smallest amount first. */
export async function packagesOfNonprofit(
  db: Db,
  nonprofitId: number,
  lang: Language,
): Promise<DonationPackage[]> {
  const rows = await db
    .select(columns)
    .from(donationPackages)
    .where(eq(donationPackages.nonprofitId, nonprofitId))
    .orderBy(asc(donationPackages.amountCents), asc(donationPackages.id));
  return rows.map((row) => toPackage(row, lang));
}

/** The packages of every non-profit the user owns: by non-profit, then smallest amount first. */
export async function packagesOfUser(
  db: Db,
  userId: number,
  lang: Language,
): Promise<DonationPackage[]> {
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
  return rows.map((row) => toPackage(row, lang));
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
  /** The form's title fields: `title` in the request's language, `title_en`, `title_nl`. */
  texts: Record<string, unknown>;
  /** Euros, at most 2 decimals (checked by the contract). */
  amount: number;
  nonprofitId: number;
}

/** The title columns of what a form sent (the contract made sure a title was sent). */
const titleColumns = (lang: Language, values: PackageValues, current?: PackageRow) => {
  const written = writtenTexts(lang, packageTexts, values.texts, { current, required: 'title' });
  return { ...written!, title: written!.title ?? '' };
};

export async function createPackage(
  db: Db,
  values: PackageValues,
  lang: Language,
): Promise<DonationPackage> {
  const [row] = await db
    .insert(donationPackages)
    .values({
      ...titleColumns(lang, values),
      amountCents: eurosToCents(values.amount),
      nonprofitId: values.nonprofitId,
    })
    .returning(columns);
  return toPackage(row!, lang);
}

export async function updatePackage(
  db: Db,
  current: PackageRow,
  values: PackageValues,
  lang: Language,
): Promise<DonationPackage> {
  const [row] = await db
    .update(donationPackages)
    .set({
      ...titleColumns(lang, values, current),
      amountCents: eurosToCents(values.amount),
      nonprofitId: values.nonprofitId,
    })
    .where(eq(donationPackages.id, current.id))
    .returning(columns);
  return toPackage(row!, lang);
}

export async function deletePackage(db: Db, id: number): Promise<void> {
  await db.delete(donationPackages).where(eq(donationPackages.id, id));
}
