import { plainText } from '@/lib/rich-text';

/** Card descriptions are cut at 120 characters plus an ellipsis. */
export const CARD_DESCRIPTION_LIMIT = 120;

/** A fundraiser card shows the first 7 words of its description. */
export const FUNDRAISER_CARD_WORDS = 7;

/** The first `limit` words of a text, with an ellipsis when words were left out. */
export function truncateWords(text: string, limit: number): string {
  const words = plainText(text).split(/\s+/).filter(Boolean);
  if (words.length <= limit) return words.join(' ');
  return `${words.slice(0, limit).join(' ')}...`;
}

/**
 * How far a campaign is, as a whole percentage between 0 and 100 (raised / goal), or null when
 * there is no goal to measure against. The product specification fixed the bar at 50%;
 * real data says more.
 */
export function progressPercent(raised: number, goal: number | null | undefined): number | null {
  if (!goal || goal <= 0) return null;
  return Math.min(100, Math.max(0, Math.floor((raised / goal) * 100)));
}
