import sanitizeHtml from 'sanitize-html';

/** Schemes and paths a link may already have; anything else that looks like a domain gets https://. */
const HAS_SCHEME = /^(https?:|mailto:|tel:|\/|#)/i;

/**
 * A link without a scheme (not starting with http, mailto, tel, / or #) that contains a
 * dot and no space gets https:// in front ('www.un.org' -> 'https://www.un.org').
 */
export function normaliseHref(href: string): string {
  const trimmed = href.trim();
  if (HAS_SCHEME.test(trimmed)) return trimmed;
  if (trimmed.includes('.') && !/\s/.test(trimmed)) return `https://${trimmed}`;
  return trimmed;
}

const isExternal = (href: string) => /^https?:\/\//i.test(href);

/**
 * Rich text from the content editors, cleaned with an allow-list: text formatting, headings,
 * lists, quotes and links (http, https, mailto, tel only). External links open in a new tab
 * without opener or referrer.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'h2',
      'h3',
      'h4',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'b',
      'i',
      'u',
      'blockquote',
      'a',
      'hr',
    ],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const href = normaliseHref(attribs.href ?? '');
        const attributes: Record<string, string> = { href };
        if (attribs.title) attributes.title = attribs.title;
        if (isExternal(href)) {
          attributes.target = '_blank';
          attributes.rel = 'noopener noreferrer';
        }
        return { tagName, attribs: attributes };
      },
    },
  });
}

/**
 * Rich text as a page stores it: sanitised, or null when nothing readable is left (an empty
 * editor sends something like `<p><br></p>`).
 */
export function storedRichText(html: string): string | null {
  const clean = sanitizeRichText(html).trim();
  return clean.replace(/<[^>]*>|&nbsp;/g, '').trim() === '' ? null : clean;
}
