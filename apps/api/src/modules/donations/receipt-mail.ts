import { bundledTranslations, formatEuros, intlLocale, type Language } from '@app/i18n';
import { DONOR_ERASURE_LINK_DAYS, RECEIPT_TIME_ZONE, type DonationReceipt } from '@app/contract';
import { translate } from '../../lib/i18n';
import type { MailBlock, MailFact } from '../../lib/mail-layout';
import type { MailMessage } from '../../lib/mailer';
import { receiptKind } from '../nonprofits/receipt-kind';
import { donorErasureLinks } from '../privacy/privacy.service';
import type { Config } from '../../config';
import type { Payments } from '../../payment-gateways';

/** What a receipt's links need: the web app's address, and APP_KEY for the erasure link. */
export interface ReceiptMailContext {
  config: Pick<Config, 'APP_KEY'>;
  payments: Pick<Payments, 'urls'>;
}

/** The organisation the money reached, as the receipt names it; null: a page without one. */
export interface ReceiptOrganisation {
  name: string;
  legalName: string | null;
  anbi: boolean;
}

/** A payment method in words (iDEAL, Test payment), or the provider's word for a new one. */
export function methodInWords(method: string, locale: Language): string {
  const key = `payments.methods.${method}`;
  return key in bundledTranslations[locale] ? translate(locale, key) : method;
}

/**
 * The thank-you e-mail for a paid donation, in the donor's language: what was given, to whom,
 * when and how, with the PDF a button away. It calls itself a tax receipt only where
 * `receiptKind` says so. A gift made without an account (`guest`) carries the signed link that
 * erases the donor's personal details (ADR 017); a signed-in donor erases them by deleting the
 * account.
 */
export function receiptMail(
  ctx: ReceiptMailContext,
  {
    to,
    name,
    locale,
    receipt,
    organisation,
    guest,
    stopUrl = null,
  }: {
    to: string;
    name: string | null;
    locale: Language;
    receipt: DonationReceipt;
    organisation: ReceiptOrganisation | null;
    guest: boolean;
    /** A charge of a monthly gift carries the link that stops it. */
    stopUrl?: string | null;
  },
): MailMessage {
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(locale, `mail.receipt.${key}`, values);
  const amount = formatEuros(receipt.amount, locale);
  const date = new Intl.DateTimeFormat(intlLocale[locale], {
    dateStyle: 'long',
    timeZone: RECEIPT_TIME_ZONE,
  }).format(new Date(receipt.paid_at ?? receipt.created_at));
  const targetName = receipt.target?.name ?? t('deletedPage');
  const organisationName = organisation?.legalName ?? organisation?.name ?? targetName;
  const kind = receiptKind({ anbi: organisation?.anbi ?? false, testMode: receipt.test_mode });
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
  const monthly = (key: string) => translate(locale, `mail.subscription.${key}`);
  // With a covered fee, the receipt shows both parts and what was charged.
  const money: Array<[string, string]> =
    receipt.covered_fee > 0
      ? [
          [monthly('gift'), amount],
          [monthly('coveredFee'), formatEuros(receipt.covered_fee, locale)],
          [monthly('charged'), formatEuros(receipt.amount + receipt.covered_fee, locale)],
        ]
      : [[t('amount'), amount]];
  const facts: MailFact[] = [
    ...money,
    [t('organisation'), organisationName],
    [t('date'), date],
    [t('reference'), receipt.reference, 'code'],
    ...(receipt.method ? [[t('method'), methodInWords(receipt.method, locale)] as MailFact] : []),
  ];
  const blocks: MailBlock[] = [
    t('intro', { amount, name: targetName }),
    { facts },
    kind === 'tax-receipt'
      ? t('taxReceipt', { organisation: organisationName })
      : t('paymentConfirmation'),
    // Said only where it is the reason: a test payment's notice says why already.
    ...(kind === 'payment-confirmation' && !receipt.test_mode && !organisation?.anbi
      ? [t('noAnbi', { organisation: organisationName })]
      : []),
    ...(receipt.monthly ? [monthly('receiptMonthly')] : []),
    { button: t(kind === 'tax-receipt' ? 'pdfTax' : 'pdfConfirmation'), url: pdfUrl },
    { link: translate(locale, 'mail.button.donation'), url: resultUrl },
    ...(stopUrl
      ? [{ before: monthly('stopLink'), link: monthly('stopLinkText'), url: stopUrl }]
      : []),
    ...(erasureUrl
      ? [
          {
            before: translate(locale, 'personalData.mail.eraseText', {
              days: DONOR_ERASURE_LINK_DAYS,
            }),
            link: translate(locale, 'personalData.mail.eraseLink'),
            url: erasureUrl,
          },
        ]
      : []),
  ];
  return {
    kind: 'donation-receipt',
    to,
    subject: t('subject', { name: targetName }),
    body: {
      appUrl: ctx.payments.urls.web(''),
      ...(receipt.test_mode ? { notice: t('testMode') } : {}),
      greeting: name ? translate(locale, 'mail.greeting', { name }) : t('greetingAnonymous'),
      blocks,
      closing: [t('closing'), translate(locale, 'mail.signature')],
      reason: translate(locale, 'mail.layout.reason.donation'),
    },
    lang: locale,
  };
}
