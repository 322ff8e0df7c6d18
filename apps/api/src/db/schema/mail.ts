import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/**
 * queued: waiting for the queue (ADR 011); sent: the SMTP server accepted it; kept: composed
 * only, because SMTP_URL is not set; failed: every attempt within the retry window failed.
 */
export const mailStatusEnum = pgEnum('mail_status', ['queued', 'sent', 'kept', 'failed']);

/**
 * Every e-mail the platform sends, written in the transaction that causes it; a `mail` task in
 * queue_tasks delivers it. Without SMTP_URL this table is the only delivery. Rows that are done
 * are deleted after 30 days (they hold e-mail addresses).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    kind: text().notNull(),
    to: text().notNull(),
    replyTo: text(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    status: mailStatusEnum().notNull().default('queued'),
    /**
     * The local part of the Message-ID, the same for every attempt, so that a copy sent again
     * after a crash between the server's acceptance and our note of it is recognisable.
     */
    messageKey: uuid().notNull().defaultRandom(),
    sentAt: timestamp({ withTimezone: true }),
    /** The last attempt's error, without e-mail addresses. */
    error: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('mail_outbox_message_key_unique').on(t.messageKey),
    index('mail_outbox_done_idx')
      .on(t.updatedAt)
      .where(sql`status <> 'queued'`),
    index('mail_outbox_to_idx').on(sql`lower(${t.to})`),
  ],
);
