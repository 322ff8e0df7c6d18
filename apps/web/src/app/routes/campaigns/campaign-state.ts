/**
 * What the non-profit profile's campaign chooser hands to /create-event and /create-project as
 * navigation state: the non-profit and the user.
 */
export interface CampaignState {
  nonprofitId: number;
  userId?: number;
}

function toId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text.trim())) return undefined;
  const id = Number(text);
  return id >= 1 ? id : undefined;
}

/** The state as sent, or null when there is no usable non-profit id (e.g. a direct link). */
export function readCampaignState(state: unknown): CampaignState | null {
  if (!state || typeof state !== 'object') return null;
  const { nonprofitId, userId } = state as Record<string, unknown>;
  const id = toId(nonprofitId);
  if (id === undefined) return null;
  const user = toId(userId);
  return user === undefined ? { nonprofitId: id } : { nonprofitId: id, userId: user };
}
