import { describe, expect, it } from 'vitest';
import { startingTab } from './discover-tabs';

describe('startingTab', () => {
  it('takes ?tab= first, then the navigation state, then Topics', () => {
    expect(startingTab('company', { tab: 'events' })).toBe('company');
    expect(startingTab(null, { tab: 'events' })).toBe('events');
    expect(startingTab(null, null)).toBe('topics');
  });

  it('ignores names that are not one of the six tabs', () => {
    expect(startingTab('jobs', { tab: 'nope' })).toBe('topics');
    expect(startingTab('jobs', { tab: 'companyEvents' })).toBe('companyEvents');
  });
});
