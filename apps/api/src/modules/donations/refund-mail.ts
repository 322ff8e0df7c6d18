import { formatEuros, type Language } from '@app/i18n';
import { translate } from '../../lib/i18n';
import type { MailMessage } from '../../lib/mailer';
import type { Payments } from '../../payment-gateways';

/**
 * Tells the donor that (part of) their donation was refunded, in their language, with the
 * owner's reason.
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
  return {
    kind: 'donation-refund',
    to: refund.to,
    subject: t('subject', { amount, name }),
    body: {
      appUrl: ctx.payments.urls.web(''),
      greeting: refund.name
        ? translate(locale, 'mail.greeting', { name: refund.name })
        : translate(locale, 'mail.receipt.greetingAnonymous'),
      blocks: [
        t('intro', { amount, donation, name }),
        {
          facts: [
            [t('reason'), refund.reason],
            [translate(locale, 'mail.receipt.reference'), refund.reference, 'code'],
          ],
        },
        t('when'),
        {
          button: translate(locale, 'mail.button.donation'),
          url: ctx.payments.urls.web(`/payment-success?ref=${refund.reference}&lang=${locale}`),
        },
      ],
      reason: translate(locale, 'mail.layout.reason.donation'),
    },
    lang: locale,
  };
}
