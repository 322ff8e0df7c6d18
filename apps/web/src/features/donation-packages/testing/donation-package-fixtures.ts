import type { DonationPackage } from '@app/contract';

/** A package as GET /donation-packages/nonprofit/{id} lists it (of non-profit 7 unless told). */
export function donationPackage(
  id: number,
  title: string,
  amount: number,
  nonprofitId = 7,
): DonationPackage {
  return {
    id,
    title,
    amount,
    nonprofits_id: nonprofitId,
    languages: { title: 'en' },
    texts: { en: { title }, nl: { title: null } },
  };
}
