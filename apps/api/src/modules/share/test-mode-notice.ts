import { languages, type Language } from '@app/i18n';
import { escapeHtml } from '../../lib/escape-html';
import { translate } from '../../lib/i18n';

/** The outbox page (apps/web/src/config/paths.ts) in a language, as page addresses go. */
const outboxHref = (lang: Language) => (lang === 'en' ? '/outbox' : `/outbox?lang=${lang}`);

/**
 * The standing notice of a platform in test mode, in every language: the page's `<html lang>`
 * shows the one it speaks (apps/web/src/app/global.css), so it follows a language switch in the
 * app without a script. It sits before the app's root: there from the first paint, on every page
 * the server sends, and never re-rendered by the app. Where the platform keeps its e-mails (no
 * SMTP_URL), it links to the outbox page that shows them.
 */
function notice(withOutbox: boolean): string {
  return [
    '<div class="test-mode-notice" role="note">',
    ...languages.map((lang) => {
      const outbox = withOutbox
        ? ` <a href="${outboxHref(lang)}">${escapeHtml(translate(lang, 'testMode.outboxLink'))}</a>`
        : '';
      return `<p lang="${lang}"><strong>${escapeHtml(translate(lang, 'testMode.label'))}</strong>: ${escapeHtml(
        translate(lang, 'testMode.notice'),
      )}${outbox}</p>`;
    }),
    '</div>',
  ].join('');
}

const notices = { plain: notice(false), withOutbox: notice(true) };

/** The page's HTML with the test-mode notice at the top of its body. */
export function withTestModeNotice(html: string, options: { outbox: boolean }): string {
  const text = options.outbox ? notices.withOutbox : notices.plain;
  return html.replace(/<body([^>]*)>/i, (body) => `${body}${text}`);
}
