import { formatEuros, type Language } from '@app/i18n';
import type { Subscription, SubscriptionStopReason } from '@app/contract';
import type { subscriptions } from '../../db/schema';
import { translate } from '../../lib/i18n';
import type { MailMessage } from '../../lib/mailer';
import type { Payments } from '../../payment-gateways';

/** The e-mail that says a monthly gift stopped, and why, in the donor's language. */
export function stoppedMail(
  ctx: { payments: Pick<Payments, 'urls'> },
  gift: Pick<typeof subscriptions.$inferSelect, 'donorEmail' | 'donorName' | 'locale'>,
  view: Subscription,
  reason: SubscriptionStopReason,
): MailMessage {
  const locale: Language = gift.locale;
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(locale, `mail.subscription.${key}`, values);
  const name = view.target?.name ?? translate(locale, 'mail.receipt.deletedPage');
  const amount = formatEuros(view.amount + view.covered_fee, locale);
  const greeting = gift.donorName
    ? translate(locale, 'mail.greeting', { name: gift.donorName })
    : translate(locale, 'mail.receipt.greetingAnonymous');
  return {
    kind: 'subscription-stopped',
    to: gift.donorEmail!,
    subject: t('stoppedSubject', { name }),
    body: {
      appUrl: ctx.payments.urls.web(''),
      greeting,
      blocks: [
        t('stoppedIntro', { amount, name }),
        t(`stoppedBecause.${reason}`, { name }),
        t('stoppedNoMore'),
        t('thanks', { given: formatEuros(view.given, locale), count: view.charges }),
        t('ordersLink'),
        { button: translate(locale, 'mail.button.orders'), url: ctx.payments.urls.web('/orders') },
      ],
      reason: translate(locale, 'mail.layout.reason.monthly'),
    },
    lang: locale,
  };
}
