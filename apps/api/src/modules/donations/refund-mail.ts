import { formatEuros, type Language } from '@app/i18n';
import { escapeHtml } from '../../lib/escape-html';
import { translate } from '../../lib/i18n';
import type { MailMessage } from '../../lib/mailer';
import type { Payments } from '../../payment-gateways';

/**
 * Tells the donor that (part of) their donation was refunded, in their language, as text and
 * HTML, with the owner's reason.
 */
export function refundMail(
  ctx: { payments: Pick<Payments, 'urls'> },
  refund: {
    to: string;
    name: string | null;
    locale: Language;
    amountCents: number;
    donationCents: number;
    targetName: string | null;
    reference: string;
    reason: string;
  },
): MailMessage {
  const { locale } = refund;
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(locale, `mail.refund.${key}`, values);
  const amount = formatEuros(refund.amountCents / 100, locale);
  const donation = formatEuros(refund.donationCents / 100, locale);
  const name = refund.targetName ?? translate(locale, 'mail.receipt.deletedPage');
  const greeting = refund.name
    ? translate(locale, 'mail.greeting', { name: refund.name })
    : translate(locale, 'mail.receipt.greetingAnonymous');
  const resultUrl = ctx.payments.urls.web(
    `/payment-success?ref=${refund.reference}&lang=${locale}`,
  );
  const paragraphs = [
    t('intro', { amount, donation, name }),
    `${t('reason')}: ${refund.reason}`,
    t('when'),
    `${translate(locale, 'mail.receipt.reference')}: ${refund.reference}`,
  ];
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((line) => [line, '']),
    translate(locale, 'mail.receipt.link'),
    resultUrl,
    '',
    translate(locale, 'mail.signature'),
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${locale}"><body>`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p>${escapeHtml(translate(locale, 'mail.receipt.link'))}</p>`,
    `<p><a href="${escapeHtml(resultUrl)}">${escapeHtml(resultUrl)}</a></p>`,
    `<p>${escapeHtml(translate(locale, 'mail.signature'))}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    kind: 'donation-refund',
    to: refund.to,
    subject: t('subject', { amount, name }),
    text,
    html,
    lang: locale,
  };
}
