import { languages } from '@app/i18n';
import { escapeHtml } from '../../lib/escape-html';
import { translate } from '../../lib/i18n';

/**
 * The standing notice of a platform in test mode, in every language: the page's `<html lang>`
 * shows the one it speaks (apps/web/src/app/global.css), so it follows a language switch in the
 * app without a script. It sits before the app's root: there from the first paint, on every page
 * the server sends, and never drawn over by the app.
 */
const notice = [
  '<div class="test-mode-notice" role="note">',
  ...languages.map(
    (lang) =>
      `<p lang="${lang}"><strong>${escapeHtml(translate(lang, 'testMode.label'))}</strong>: ${escapeHtml(
        translate(lang, 'testMode.notice'),
      )}</p>`,
  ),
  '</div>',
].join('');

/** The page's HTML with the test-mode notice at the top of its body. */
export function withTestModeNotice(html: string): string {
  return html.replace(/<body([^>]*)>/i, (body) => `${body}${notice}`);
}
