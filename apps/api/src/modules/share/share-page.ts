import { languages, type Language } from '@app/i18n';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Storage } from '../../lib/storage';
import type { PageReader } from '../pages/page-details';
import { translate } from '../../lib/i18n';
import { hasOutbox } from '../outbox/outbox.service';
import { STORAGE_PREFIX } from '../../lib/paths';
import { type createFirstScreens, withFirstScreen } from './first-screen';
import { renderShareHtml, type ShareTags } from './share-html';
import { defaultShareImage, SHARE_IMAGE, shareImage } from './share-image';
import { findPageCard, notFoundCard } from './share.service';
import { shareCut } from '../media/crops';

/**
 * A page's address in a language: English without a query, Dutch with `?lang=nl` (the web app
 * and the API both read it). The canonical URL, the hreflang alternates and the sitemap use it.
 */
export function pageUrl(base: string, path: string, lang: Language): string {
  return `${base}${path}${lang === 'en' ? '' : `?lang=${lang}`}`;
}

export const pageUrls = (base: string, path: string) =>
  Object.fromEntries(languages.map((lang) => [lang, pageUrl(base, path, lang)])) as Record<
    Language,
    string
  >;

/**
 * What rendering a page's share tags uses: the pages (database and registered kinds), the stored
 * pictures, the public address, and whether the platform shows an outbox page.
 */
export interface SharePageContext extends PageReader {
  storage: Storage;
  config: Pick<Config, 'APP_URL' | 'PAYMENTS_MODE' | 'SMTP_URL'>;
}

/** The path of a request as a browser would send it: normalised and percent-encoded. */
function requestPath(url: string): string {
  return new URL(`http://localhost${url.split('?')[0] ?? '/'}`).pathname;
}

/**
 * The web app's HTML for a page path: the built index.html with the page's title, description,
 * canonical and alternate URLs, Open Graph and Twitter tags in the request's language; 404 with
 * the site's tags when there is no such page (the web app shows its "Page not found").
 */
export async function renderSharePage(
  app: SharePageContext,
  request: FastifyRequest,
  template: string,
): Promise<{ statusCode: number; html: string }> {
  const { lang } = request;
  const base = app.config.APP_URL;
  const found = await findPageCard(app, requestPath(request.url), lang, {
    hasOutbox: hasOutbox(app.config),
  });
  const card = found ?? notFoundCard(lang);
  const image =
    (card.picture
      ? await shareImage(app.storage, card.picture, () => shareCut(app, card.picture!))
      : undefined) ?? (await defaultShareImage(app.storage));
  const tags: ShareTags = {
    lang,
    documentTitle: card.ownTitle
      ? card.title
      : translate(lang, 'shareTags.titleSuffix', { title: card.title }),
    title: card.title,
    description: card.description,
    ...(found && { url: pageUrl(base, found.path, lang), alternates: pageUrls(base, found.path) }),
    image: { url: `${base}${STORAGE_PREFIX}${image}`, ...SHARE_IMAGE },
    type: card.type,
    siteName: translate(lang, 'shareTags.siteName'),
    index: card.index,
  };
  return { statusCode: found ? 200 : 404, html: renderShareHtml(template, tags) };
}

/**
 * `renderSharePage` with the page's first screen rendered in it when `firstScreens` can (ADR 019),
 * or the plain index.html with 503 when the page cannot be read (the database is away): the web
 * app still starts and says what it can, and a crawler comes back later.
 */
export async function sharePage(
  app: SharePageContext,
  request: FastifyRequest,
  template: string,
  firstScreens?: ReturnType<typeof createFirstScreens>,
) {
  try {
    const page = await renderSharePage(app, request, template);
    if (page.statusCode !== 200 || !firstScreens) return page;
    const screen = await firstScreens.of(request.url, requestPath(request.url), request.lang);
    return { ...page, html: withFirstScreen(page.html, screen) };
  } catch (err) {
    request.log.error({ err }, 'share tags could not be made');
    return { statusCode: 503, html: template };
  }
}
