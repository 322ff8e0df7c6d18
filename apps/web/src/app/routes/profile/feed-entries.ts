import type { DonationActivity, PageUpdate } from '@app/contract';

/** One line of the NewsFeed's 'All': an own donation or an update of a followed page. */
export type FeedEntry =
  | { kind: 'donation'; key: string; at: number; donation: DonationActivity }
  | { kind: 'update'; key: string; at: number; update: PageUpdate };

const time = (iso: string) => {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? 0 : value;
};

/**
 * Donations (all of them, newest first) and the updates loaded so far, merged newest first.
 * While the feed has more pages, donations older than the oldest loaded update wait: the next
 * page of updates may belong before them, and the list must not reshuffle under the reader.
 */
export function mergeFeed(
  donations: readonly DonationActivity[],
  updates: readonly PageUpdate[],
  updatesComplete: boolean,
): FeedEntry[] {
  const updateEntries: FeedEntry[] = updates.map((update) => ({
    kind: 'update',
    key: `update-${update.id}`,
    at: time(update.created_at),
    update,
  }));
  const oldestUpdate = updateEntries.reduce(
    (oldest, entry) => Math.min(oldest, entry.at),
    Infinity,
  );
  const cutoff = updatesComplete ? -Infinity : oldestUpdate;
  const donationEntries: FeedEntry[] = donations
    .map((donation) => ({
      kind: 'donation' as const,
      key: `donation-${donation.id}`,
      at: time(donation.created_at),
      donation,
    }))
    .filter((entry) => entry.at >= cutoff);
  return [...updateEntries, ...donationEntries].sort((a, b) => b.at - a.at);
}
