import type { Language } from '@app/i18n';
import { escapeHtml } from './escape-html';

/**
 * The HTML part of an e-mail written as plain text: the same words in the recipient's language
 * (`<html lang>`), a paragraph per block of lines, and a line that is only a link as a link.
 * Every e-mail goes out with both parts (mail-outbox.ts); one with a layout of its own (the
 * receipt) brings its own HTML.
 */
export function htmlOfText(text: string, lang: Language): string {
  const line = (value: string) =>
    /^https?:\/\/\S+$/.test(value.trim())
      ? `<a href="${escapeHtml(value.trim())}">${escapeHtml(value.trim())}</a>`
      : escapeHtml(value);
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').map(line).join('<br>\n'))
    .filter((block) => block.trim() !== '')
    .map((block) => `<p>${block}</p>`);
  return [`<!doctype html><html lang="${lang}"><body>`, ...paragraphs, '</body></html>'].join('\n');
}
