/** What can receive a donation (the object_type of GET /pay). */
export type DonationSource = 'nonprofit' | 'fundraiser' | 'event' | 'project' | 'company-event';

/**
 * Navigation state of a donate link to /payment/{id} (spec 2, Donation): the payment screen's
 * header shows name, image (`img`, a storage file name) and type label; for a fundraiser it links
 * to its non-profit. `source` and `objectId` say what is paid for.
 */
export interface DonationState {
  name: string;
  img: string | null;
  /** The label shown as the target's type, e.g. 'Fundraiser' or the page's own label. */
  type: string;
  nonprofitName: string | null;
  nonprofitsName: string | null;
  nonprofitsID: number | null;
  source: DonationSource;
  objectId: number;
}

interface DonationTarget {
  source: DonationSource;
  id: number;
  name: string;
  picture?: string | null;
  logo?: string | null;
  typeLabel: string;
  /** The non-profit the money goes to (the page itself for a non-profit). */
  nonprofit: { id: number; name: string } | null;
}

export function donationState(target: DonationTarget): DonationState {
  const nonprofit =
    target.source === 'nonprofit' ? { id: target.id, name: target.name } : target.nonprofit;
  return {
    name: target.name,
    img: target.picture ?? target.logo ?? null,
    type: target.typeLabel,
    nonprofitName: nonprofit?.name ?? null,
    nonprofitsName: nonprofit?.name ?? null,
    nonprofitsID: nonprofit?.id ?? null,
    source: target.source,
    objectId: target.id,
  };
}
