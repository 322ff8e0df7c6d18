import type { PageType, ReportReason } from '@app/contract';
import { translate } from '../../lib/i18n';
import type { MailMessage } from '../../lib/mailer';

/**
 * A report of a public page, to the team in the platform's default language (English): which
 * page, why, the donor's message it is about (if any), the reporter's words and address, and the
 * way to the console.
 */
export function reportMail({
  to,
  appUrl,
  type,
  page,
  url,
  reason,
  message,
  details,
  email,
}: {
  to: string;
  appUrl: string;
  type: PageType;
  page: string;
  url: string;
  reason: ReportReason;
  message: string | null;
  details: string | null;
  email: string | null;
}): MailMessage {
  const t = (key: string, values?: Record<string, string | number>) => translate('en', key, values);
  return {
    kind: 'page-report',
    to,
    ...(email ? { replyTo: email } : {}),
    subject: t('mail.report.subject', { page }),
    body: {
      appUrl,
      blocks: [
        t('mail.report.intro', {
          type: t(`reports.types.${type}`),
          page,
          url,
          reason: t(`reports.reasons.${reason}`),
        }),
        ...(message === null
          ? []
          : [t('mail.report.donorMessage', { message: message.slice(0, 500) })]),
        ...(details ? [{ quote: details }] : []),
        email ? t('mail.report.from', { email }) : t('mail.report.anonymous'),
        { button: t('mail.button.reports'), url: `${appUrl}/admin/reports` },
      ],
      reason: t('mail.layout.reason.team'),
    },
    lang: 'en',
  };
}
