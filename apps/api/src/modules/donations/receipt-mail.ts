import { formatEuros, intlLocale, type Language } from '@app/i18n';
import { DONOR_ERASURE_LINK_DAYS, type DonationReceipt } from '@app/contract';
import { escapeHtml } from '../../lib/escape-html';
import { translate } from '../../lib/i18n';
import type { MailMessage } from '../../lib/mailer';
import { donorErasureLinks } from '../privacy/privacy.service';
import type { Config } from '../../config';
import type { Payments } from '../../payment-gateways';

/** What a receipt's links need: the web app's address, and APP_KEY for the erasure link. */
export interface ReceiptMailContext {
  config: Pick<Config, 'APP_KEY'>;
  payments: Pick<Payments, 'urls'>;
}

/**
 * The thank-you e-mail for a paid donation, in the donor's language, as text and HTML. A gift
 * made without an account (`guest`) carries the signed link that erases the donor's personal
 * details (ADR 017); a signed-in donor erases them by deleting the account.
 */
export function receiptMail(
  ctx: ReceiptMailContext,
  {
    to,
    name,
    locale,
    receipt,
    guest,
    stopUrl = null,
  }: {
    to: string;
    name: string | null;
    locale: Language;
    receipt: DonationReceipt;
    guest: boolean;
    /** A charge of a monthly gift carries the link that stops it. */
    stopUrl?: string | null;
  },
): MailMessage {
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(locale, `mail.receipt.${key}`, values);
  const amount = formatEuros(receipt.amount, locale);
  const date = new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long' }).format(
    new Date(receipt.paid_at ?? receipt.created_at),
  );
  const targetName = receipt.target?.name ?? t('deletedPage');
  const resultUrl = ctx.payments.urls.web(
    `/payment-success?ref=${receipt.reference}&lang=${locale}`,
  );
  // The PDF receipt, by the same unguessable reference: no account needed.
  const pdfUrl = ctx.payments.urls.web(
    `/pifworld/api/v1/donations/${encodeURIComponent(receipt.reference)}/receipt.pdf?lang=${locale}`,
  );
  const erasureUrl = guest
    ? ctx.payments.urls.web(
        `/donor-erasure/${encodeURIComponent(donorErasureLinks(ctx.config.APP_KEY).token(to))}`,
      )
    : null;
  const erasureText = translate(locale, 'personalData.mail.eraseText', {
    days: DONOR_ERASURE_LINK_DAYS,
  });
  const greeting = name ? translate(locale, 'mail.greeting', { name }) : t('greetingAnonymous');
  const monthly = (key: string) => translate(locale, `mail.subscription.${key}`);
  // With a covered fee, the receipt shows both parts and what was charged.
  const feeFacts =
    receipt.covered_fee > 0
      ? [
          `${monthly('gift')}: ${amount}`,
          `${monthly('coveredFee')}: ${formatEuros(receipt.covered_fee, locale)}`,
          `${monthly('charged')}: ${formatEuros(receipt.amount + receipt.covered_fee, locale)}`,
        ]
      : [`${t('amount')}: ${amount}`];
  const facts: string[] = [
    ...feeFacts,
    `${t('date')}: ${date}`,
    `${t('reference')}: ${receipt.reference}`,
    ...(receipt.method ? [`${t('method')}: ${receipt.method}`] : []),
  ];
  const testNotice = receipt.test_mode ? [t('testMode')] : [];
  const lines = [
    ...testNotice.flatMap((line) => [line, '']),
    greeting,
    '',
    t('intro', { amount, name: targetName }),
    '',
    ...facts,
    '',
    ...(receipt.monthly ? [monthly('receiptMonthly'), ''] : []),
    t('link'),
    resultUrl,
    '',
    t('pdf'),
    pdfUrl,
    ...(stopUrl ? ['', monthly('stopLink'), stopUrl] : []),
    ...(erasureUrl ? ['', erasureText, erasureUrl] : []),
    '',
    t('closing'),
    translate(locale, 'mail.signature'),
  ];
  const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const a = (url: string, text: string) =>
    `<p><a href="${escapeHtml(url)}">${escapeHtml(text)}</a></p>`;
  const html = [
    `<!doctype html><html lang="${locale}"><body>`,
    ...testNotice.map((line) => `<p><strong>${escapeHtml(line)}</strong></p>`),
    p(greeting),
    p(t('intro', { amount, name: targetName })),
    `<p>${facts.map(escapeHtml).join('<br>')}</p>`,
    ...(receipt.monthly ? [p(monthly('receiptMonthly'))] : []),
    p(t('link')),
    a(resultUrl, resultUrl),
    p(t('pdf')),
    a(pdfUrl, t('pdfLink')),
    ...(stopUrl ? [p(monthly('stopLink')), a(stopUrl, monthly('stopLinkText'))] : []),
    ...(erasureUrl
      ? [p(erasureText), a(erasureUrl, translate(locale, 'personalData.mail.eraseLink'))]
      : []),
    `<p>${escapeHtml(t('closing'))}<br>${escapeHtml(translate(locale, 'mail.signature'))}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    kind: 'donation-receipt',
    to,
    subject: t('subject', { name: targetName }),
    text: lines.join('\n'),
    html,
    lang: locale,
  };
}
