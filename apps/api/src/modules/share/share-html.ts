import type { Language } from '@app/i18n';
import { escapeHtml } from '../../lib/escape-html';

/** What a page's HTML says of it to a link preview or a search engine, in one language. */
export interface ShareTags {
  lang: Language;
  /** The document's `<title>`. */
  documentTitle: string;
  /** og:title and twitter:title: the page's own title, without the site's name. */
  title: string;
  description: string;
  /**
   * Absolute URLs of the page in this language and in each language (none for a page that does
   * not exist), and of its share image.
   */
  url?: string;
  alternates?: Record<Language, string>;
  image: { url: string; width: number; height: number };
  type: 'website' | 'article';
  siteName: string;
  /** False for pages search engines should leave out (sign-in, payments, owner screens, 404s). */
  index: boolean;
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? parseInt(entity.slice(2), 16)
          : parseInt(entity.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[entity.toLowerCase()] ?? whole;
  });
}

/**
 * Rich text as one line of plain text of at most `max` characters: tags dropped, entities
 * decoded, whitespace collapsed, cut after the last whole word with an ellipsis.
 */
export function plainText(html: string | null | undefined, max = 160): string {
  if (!html) return '';
  const text = decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

const ogLocale: Record<Language, string> = { en: 'en_US', nl: 'nl_NL' };

/** The tags, one per line, for the document's head. */
function headTags(tags: ShareTags): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`;
  const link = (rel: string, href: string, hreflang?: string) =>
    `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(href)}" />`;
  const others = (Object.keys(ogLocale) as Language[]).filter((lang) => lang !== tags.lang);
  return [
    `<title>${escapeHtml(tags.documentTitle)}</title>`,
    meta('name', 'description', tags.description),
    ...(tags.index ? [] : [meta('name', 'robots', 'noindex')]),
    ...(tags.url ? [link('canonical', tags.url)] : []),
    ...(tags.alternates
      ? [
          ...(Object.entries(tags.alternates) as [Language, string][]).map(([lang, href]) =>
            link('alternate', href, lang),
          ),
          link('alternate', tags.alternates.en, 'x-default'),
        ]
      : []),
    meta('property', 'og:site_name', tags.siteName),
    meta('property', 'og:type', tags.type),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    ...(tags.url ? [meta('property', 'og:url', tags.url)] : []),
    meta('property', 'og:image', tags.image.url),
    meta('property', 'og:image:width', tags.image.width),
    meta('property', 'og:image:height', tags.image.height),
    meta('property', 'og:locale', ogLocale[tags.lang]),
    ...others.map((lang) => meta('property', 'og:locale:alternate', ogLocale[lang])),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', tags.title),
    meta('name', 'twitter:description', tags.description),
    meta('name', 'twitter:image', tags.image.url),
  ].join('\n    ');
}

/**
 * The built index.html with a page's tags in its head: the template's own title and description
 * give way to the page's, and `<html lang>` says the language. Nothing else changes, so the
 * scripts and styles Vite wrote (and the CSP that allows them) stay as they are.
 */
export function renderShareHtml(template: string, tags: ShareTags): string {
  const head = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<html([^>]*?)\slang="[^"]*"/i, (_, attributes: string) => `<html${attributes}`)
    .replace(/<html/i, () => `<html lang="${tags.lang}"`);
  const at = head.search(/<\/head>/i);
  if (at < 0) return head;
  return `${head.slice(0, at)}  ${headTags(tags)}\n  ${head.slice(at)}`;
}
