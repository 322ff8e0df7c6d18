import { formatEuros, intlLocale, type Language } from '@app/i18n';
import type { DonationReceipt } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { translate } from '../../lib/i18n';
import type { MailMessage } from '../../lib/mailer';

/** The thank-you e-mail for a paid donation, in the donor's language. */
export function receiptMail(
  app: FastifyInstance,
  {
    to,
    name,
    locale,
    receipt,
  }: { to: string; name: string | null; locale: Language; receipt: DonationReceipt },
): MailMessage {
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(locale, `mail.receipt.${key}`, values);
  const amount = formatEuros(receipt.amount, locale);
  const date = new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long' }).format(
    new Date(receipt.paid_at ?? receipt.created_at),
  );
  const targetName = receipt.target?.name ?? t('deletedPage');
  const lines = [
    name ? translate(locale, 'mail.greeting', { name }) : t('greetingAnonymous'),
    '',
    t('intro', { amount, name: targetName }),
    '',
    `${t('amount')}: ${amount}`,
    `${t('date')}: ${date}`,
    `${t('reference')}: ${receipt.reference}`,
    ...(receipt.method ? [`${t('method')}: ${receipt.method}`] : []),
    '',
    t('link'),
    app.payments.urls.web(`/payment-success?ref=${receipt.reference}`),
    '',
    t('closing'),
    translate(locale, 'mail.signature'),
  ];
  return {
    kind: 'donation-receipt',
    to,
    subject: t('subject', { name: targetName }),
    text: lines.join('\n'),
  };
}
