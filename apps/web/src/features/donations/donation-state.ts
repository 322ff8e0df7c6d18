import type { DonationTargetType } from '@app/contract';
import { oneOf } from '@/lib/one-of';

/** What can receive a donation (the object_type of GET /pay). */
export type DonationSource = DonationTargetType;

/**
 * Navigation state of a donate link to /payment/{name}: the payment screen's
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

const isDonationSource = oneOf<DonationSource>({
  nonprofit: true,
  fundraiser: true,
  event: true,
  project: true,
  'company-event': true,
});

const textOrNull = (value: unknown) => value === null || typeof value === 'string';
const positiveId = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * Navigation state is whatever the previous screen (or an old history entry) left: only a
 * complete DonationState is trusted; anything else makes the screen load the target itself.
 */
export function isDonationState(value: unknown): value is DonationState {
  if (!value || typeof value !== 'object') return false;
  const state = value as Record<string, unknown>;
  return (
    typeof state.name === 'string' &&
    state.name.trim() !== '' &&
    typeof state.type === 'string' &&
    textOrNull(state.img) &&
    textOrNull(state.nonprofitName) &&
    textOrNull(state.nonprofitsName) &&
    (state.nonprofitsID === null || positiveId(state.nonprofitsID)) &&
    isDonationSource(state.source) &&
    positiveId(state.objectId)
  );
}

/** The target a payment link names in its query (`?type=fundraiser&id=5`), or null. */
export function targetFromQuery(
  params: URLSearchParams,
): { type: DonationSource; id: number } | null {
  const type = params.get('type');
  const id = params.get('id') ?? '';
  if (!isDonationSource(type) || !/^[1-9]\d{0,9}$/.test(id)) return null;
  const number = Number(id);
  return number <= 2_147_483_647 ? { type, id: number } : null;
}
