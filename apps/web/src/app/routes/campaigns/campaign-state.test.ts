import { describe, expect, it } from 'vitest';
import { readCampaignState } from './campaign-state';

describe('readCampaignState', () => {
  it('reads the non-profit and user ids, as numbers or numeric text', () => {
    expect(readCampaignState({ nonprofitId: 7, userId: 1 })).toEqual({ nonprofitId: 7, userId: 1 });
    expect(readCampaignState({ nonprofitId: '7', userId: '1' })).toEqual({
      nonprofitId: 7,
      userId: 1,
    });
    expect(readCampaignState({ nonprofitId: 7 })).toEqual({ nonprofitId: 7 });
  });

  it('has nothing without a usable non-profit id', () => {
    expect(readCampaignState(null)).toBeNull();
    expect(readCampaignState(undefined)).toBeNull();
    expect(readCampaignState({ userId: 1 })).toBeNull();
    expect(readCampaignState({ nonprofitId: 0 })).toBeNull();
    expect(readCampaignState({ nonprofitId: 'abc' })).toBeNull();
    expect(readCampaignState({ nonprofitId: 1.5 })).toBeNull();
  });
});
