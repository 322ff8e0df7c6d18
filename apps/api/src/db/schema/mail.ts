import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';

/** Every e-mail the platform sends; without SMTP_URL this table is the only delivery. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    kind: text().notNull(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('mail_outbox_unsent_idx')
      .on(t.createdAt)
      .where(sql`sent_at is null`),
  ],
);
