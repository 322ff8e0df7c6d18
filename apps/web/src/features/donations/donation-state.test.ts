import { donationTargetTypes } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { donationState, isDonationState, targetFromQuery } from './donation-state';

const state = donationState({
  source: 'event',
  id: 12,
  name: 'Charity run Utrecht',
  picture: null,
  logo: 'run-logo.png',
  typeLabel: 'Event',
  nonprofit: { id: 3, name: 'Clean Water Foundation' },
});

describe('donation state', () => {
  it('names the target and the non-profit the money goes to', () => {
    expect(state).toEqual({
      name: 'Charity run Utrecht',
      img: 'run-logo.png',
      type: 'Event',
      nonprofitName: 'Clean Water Foundation',
      nonprofitsName: 'Clean Water Foundation',
      nonprofitsID: 3,
      source: 'event',
      objectId: 12,
    });
  });

  it('trusts only a complete state from the history', () => {
    expect(isDonationState(state)).toBe(true);
    expect(isDonationState(null)).toBe(false);
    expect(isDonationState({ tab: 'events' })).toBe(false);
    expect(isDonationState({ ...state, source: 'company' })).toBe(false);
    expect(isDonationState({ ...state, objectId: '12' })).toBe(false);
    expect(isDonationState({ ...state, name: ' ' })).toBe(false);
  });

  it('reads the target of a direct link from ?type=&id=', () => {
    expect(targetFromQuery(new URLSearchParams('type=fundraiser&id=5'))).toEqual({
      type: 'fundraiser',
      id: 5,
    });
    expect(targetFromQuery(new URLSearchParams('type=company-event&id=8'))).toEqual({
      type: 'company-event',
      id: 8,
    });
    for (const query of [
      '',
      'type=company&id=4',
      'type=event&id=0',
      'type=event&id=1.5',
      'id=3',
      'type=event&id=99999999999',
    ]) {
      expect(targetFromQuery(new URLSearchParams(query))).toBeNull();
    }
  });
});

describe('the target types a payment link may name', () => {
  it("are exactly the contract's donation targets", () => {
    for (const type of donationTargetTypes) {
      expect(targetFromQuery(new URLSearchParams({ type, id: '5' }))).toEqual({ type, id: 5 });
    }
    for (const type of ['toString', '__proto__', 'constructor', 'user', '']) {
      expect(targetFromQuery(new URLSearchParams({ type, id: '5' }))).toBeNull();
    }
  });
});
