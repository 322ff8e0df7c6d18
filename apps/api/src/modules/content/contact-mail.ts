import type { Language } from '@app/i18n';
import { translate } from '../../lib/i18n';
import type { MailMessage } from '../../lib/mailer';

/**
 * A visitor's message to the team, in the platform's default language (English): who wrote, in
 * which language, and their words as written. Replying answers the visitor (Reply-To).
 */
export function contactMail({
  to,
  appUrl,
  name,
  email,
  subject,
  message,
  language,
}: {
  to: string;
  appUrl: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: Language;
}): MailMessage {
  return {
    kind: 'contact',
    to,
    replyTo: email,
    subject: translate('en', 'mail.contact.subject', { subject }),
    body: {
      appUrl,
      blocks: [
        translate('en', 'mail.contact.intro', { name, email, language }),
        { quote: message },
        {
          button: translate('en', 'mail.button.reply', { name }),
          url: `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(`Re: ${subject}`)}`,
        },
      ],
      reason: translate('en', 'mail.layout.reason.team'),
    },
    lang: 'en',
  };
}
