import { z } from 'zod';
import { authMessages } from './auth';
import { languageSchema } from './common';

/**
 * The outbox of a test platform (PAYMENTS_MODE=test, no SMTP_URL): the e-mails it would have
 * sent to one address, so that someone trying the demo can confirm an address or reset a
 * password without a mail server. A live platform, or one whose e-mail goes out over SMTP, has
 * none: GET /outbox answers 404 there. Asking by address keeps it from being a list of
 * everyone's mail.
 */

/** How far back the outbox looks, in days. */
export const OUTBOX_DAYS = 7;

/** The most e-mails it answers for one address, newest first. */
export const OUTBOX_LIMIT = 20;

/** English texts; the API answers in the request's language (server catalog, ADR 016). */
export const outboxMessages = {
  testOnly: 'outbox.test_only',
} as const;

/** GET /outbox?to=: the address the e-mails went to. */
export const outboxQuery = z.object({
  to: z
    .string({ error: authMessages.emailRequired })
    .trim()
    .min(1, authMessages.emailRequired)
    .max(254, authMessages.emailInvalid)
    .pipe(z.email(authMessages.emailInvalid))
    .describe('The e-mail address the e-mails went to'),
});
export type OutboxQuery = z.input<typeof outboxQuery>;

export const outboxMail = z.object({
  id: z.number().int(),
  /** What the e-mail is for, e.g. `password-reset`, `donation-receipt`. */
  kind: z.string(),
  subject: z.string(),
  /** When it was written (ISO 8601). */
  created_at: z.string(),
  /** The language it is written in: the recipient's. */
  lang: languageSchema,
  /** The plain-text part, as it went out. */
  text: z.string(),
  /** Every link in the text, in its order, once each. */
  links: z.array(z.string()),
});
export type OutboxMail = z.infer<typeof outboxMail>;

export const outboxResponse = z.object({
  data: z.array(outboxMail),
});
export type OutboxResponse = z.infer<typeof outboxResponse>;
