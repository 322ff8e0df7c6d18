import { nonprofitProfile, type NonprofitProfile } from '@app/contract';

/** What the profile's Edit Page hands to the edit screen, so the form shows without a request. */
export interface EditNonprofitState {
  nonprofitData: NonprofitProfile;
}

export function editNonprofitState(nonprofit: NonprofitProfile): EditNonprofitState {
  return { nonprofitData: nonprofit };
}

function stateField(state: unknown, field: string): unknown {
  return state && typeof state === 'object' ? (state as Record<string, unknown>)[field] : undefined;
}

/**
 * The non-profit from the edit screen's navigation state when it is the one in the address;
 * otherwise (a direct link, a reload) the screen loads it by id.
 */
export function nonprofitFromEditState(state: unknown, id: string): NonprofitProfile | undefined {
  const parsed = nonprofitProfile.safeParse(stateField(state, 'nonprofitData'));
  return parsed.success && String(parsed.data.id) === id ? parsed.data : undefined;
}

/**
 * What /create-event and /create-project get from the campaign chooser: the non-profit
 * and the signed-in user; when done they return to /non-profit-profile/{nonprofitId}.
 */
export interface CampaignState {
  nonprofitId: number;
  userId: number;
}

export function campaignState(nonprofitId: number, userId: number): CampaignState {
  return { nonprofitId, userId };
}
