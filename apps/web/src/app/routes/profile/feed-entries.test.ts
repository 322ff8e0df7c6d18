import { describe, expect, it } from 'vitest';
import { pageUpdate } from '@/features/updates/testing/update-fixtures';
import { donationActivity } from '@/testing/fixtures';
import { mergeFeed } from './feed-entries';

const at = (day: number) => `2025-05-${String(day).padStart(2, '0')}T12:00:00.000Z`;
const donations = [
  donationActivity({ id: 1, created_at: at(20) }),
  donationActivity({ id: 2, created_at: at(10) }),
  donationActivity({ id: 3, created_at: at(1) }),
];
const updates = [
  pageUpdate({ id: 7, created_at: at(15) }),
  pageUpdate({ id: 8, created_at: at(5) }),
];

describe('mergeFeed', () => {
  it('merges donations and updates newest first', () => {
    expect(mergeFeed(donations, updates, true).map((entry) => entry.key)).toEqual([
      'donation-1',
      'update-7',
      'donation-2',
      'update-8',
      'donation-3',
    ]);
  });

  it('holds back donations older than the loaded updates while more updates may come', () => {
    expect(mergeFeed(donations, updates, false).map((entry) => entry.key)).toEqual([
      'donation-1',
      'update-7',
      'donation-2',
      'update-8',
    ]);
  });

  it('shows every donation when there are no updates at all', () => {
    expect(mergeFeed(donations, [], true)).toHaveLength(3);
    expect(mergeFeed([], [], true)).toEqual([]);
  });
});
