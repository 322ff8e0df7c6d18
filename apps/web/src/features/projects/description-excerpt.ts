import { truncate } from '@/lib/format';

/** Descriptions in lists are cut at 120 characters plus an ellipsis. */
const EXCERPT_LENGTH = 120;

/**
 * The text of a rich-text description (HTML, sanitised by the API), whitespace collapsed and cut
 * for a table cell; '' when there is none.
 */
export function descriptionExcerpt(html: string | null | undefined, limit = EXCERPT_LENGTH) {
  if (!html) return '';
  // Block ends become spaces, so '<p>a</p><p>b</p>' reads 'a b', not 'ab'.
  const spaced = html.replace(/<\/(p|div|li|h[1-6])>|<br\s*\/?>/gi, ' ');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return truncate(text.replace(/\s+/g, ' '), limit);
}
