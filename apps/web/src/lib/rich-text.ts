/** Elements that end a line of text: their words must not run into the next ones. */
const BLOCKS = 'p, div, li, br, h1, h2, h3, h4, h5, h6, blockquote, pre, tr';
const TAG = /<\/?[a-z][^>]*>/i;

/**
 * Whether a page text is rich text (HTML, as the page forms store it since descriptions are
 * edited in the rich-text editor) rather than plain text (older and seeded pages).
 */
export function isRichText(text: string): boolean {
  return TAG.test(text);
}

/**
 * The words of a text or rich text, for excerpts, cards and meta descriptions: tags gone,
 * entities decoded, blocks separated by a space. DOMParser builds an inert document: nothing in
 * it runs or loads.
 */
export function plainText(text: string | null | undefined): string {
  if (!text) return '';
  if (!isRichText(text)) return text.trim();
  const body = new DOMParser().parseFromString(text, 'text/html').body;
  for (const block of body.querySelectorAll(BLOCKS)) block.append(' ');
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
